// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import OutboxEntryView from '../../src/components/offline/OutboxEntryView';
import { IDEMPOTENCY_HOURS } from '../../src/lib/contracts/idempotency-limits';
import { offlineText } from '../../src/lib/i18n/en/offline';
import { clearOutbox, keep, waiting, type NewEntry } from '../../src/lib/offline/outbox';
import { isHeld } from '../../src/lib/offline/outbox-hold';
import { sendAgain } from '../../src/lib/offline/outbox-settle';
import { sendWaiting } from '../../src/lib/offline/replay';
import { endSession, startSession } from '../../src/lib/session';
import { accessToken } from '../helpers/access-token';
import { fakeApi } from '../helpers/fake-api';
import { mount } from '../helpers/react-mount';

/**
 * A save kept longer than the server remembers its Idempotency-Key (attacker review of issue 30, F6): its first try
 * may have reached the server, which would now write it a second time. It is not sent without the member's say.
 */

const KEY_MEMORY_MS = IDEMPOTENCY_HOURS * 3_600_000;

const post: NewEntry = {
  member: 3,
  kind: 'post',
  method: 'POST',
  path: 'community/',
  body: { content: 'Deadlift PR!' },
  shown: { content: 'Deadlift PR!' },
};

beforeEach(async () => {
  await clearOutbox();
  startSession(accessToken(3), accessToken(3, 86_400));
  // The toast region of the page: a sent save says so there.
  document.body.innerHTML = '<div data-testid="toast-region"></div>';
});
afterEach(() => {
  endSession();
  vi.unstubAllGlobals();
});

describe('an outbox entry older than the server’s key memory', () => {
  it('is not sent without the member’s confirmation: it is held, and the review says why', async () => {
    const kept = await keep(post);
    const calls = fakeApi([], [201, { id: 9 }]);
    const result = await sendWaiting(3, true, kept.created_at + KEY_MEMORY_MS + 1);
    expect(result).toEqual({ sent: 0, refused: 1, stopped: false });
    expect(calls).toEqual([]);
    const [held] = await waiting(3);
    expect(isHeld(held!)).toBe(true);

    mount(createElement(OutboxEntryView, { entry: held! }));
    await act(async () => undefined);
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(
      'This save waited on this device for more than 8 days and was not sent: it may have reached the server already. Send it again only if it is missing.',
    );
    const buttons = [...document.querySelectorAll('button')].map((b) => b.textContent);
    expect(buttons).toEqual(
      expect.arrayContaining([offlineText.review.base.sendAgain, offlineText.review.base.discard]),
    );
  });

  it('is sent once the member sends it again, with a new key', async () => {
    const kept = await keep(post);
    fakeApi([]);
    await sendWaiting(3, true, kept.created_at + KEY_MEMORY_MS + 1);
    const calls = fakeApi([[201, { id: 9, content: 'Deadlift PR!' }]], [200, {}]);
    await sendAgain((await waiting(3))[0]!, { content: 'Deadlift PR!' });
    await vi.waitFor(async () => expect(await waiting(3)).toEqual([]));
    const sent = calls.filter((c) => c.url.endsWith('/community/'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers['Idempotency-Key']).not.toBe(kept.id);
  });

  it('sent again without a network, waits from then: the next round sends it, it is not held again', async () => {
    const kept = await keep(post);
    const late = kept.created_at + KEY_MEMORY_MS + 1;
    fakeApi([]);
    await sendWaiting(3, true, late);
    // The member sends it again 8 days on, still without a network: it is kept anew, from that moment.
    vi.useFakeTimers({ toFake: ['Date'], now: late });
    try {
      fakeApi(['network']);
      await sendAgain((await waiting(3))[0]!, { content: 'Deadlift PR!' }).catch(() => undefined);
    } finally {
      vi.useRealTimers();
    }
    fakeApi([[201, { id: 9, content: 'Deadlift PR!' }]], [200, {}]);
    expect(await sendWaiting(3, true, late + 60_000)).toMatchObject({ sent: 1, refused: 0 });
  });

  it('is sent as usual while within the key memory', async () => {
    const kept = await keep(post);
    const calls = fakeApi([[201, { id: 9, content: 'Deadlift PR!' }]], [200, {}]);
    expect(await sendWaiting(3, true, kept.created_at + KEY_MEMORY_MS - 1)).toMatchObject({ sent: 1, refused: 0 });
    expect(calls[0]!.headers['Idempotency-Key']).toBe(kept.id);
  });
});
