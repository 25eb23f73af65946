// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import OutboxEntryView from '../../src/components/offline/OutboxEntryView';
import { offlineText } from '../../src/lib/i18n/en/offline';
import { clearOutbox, keep, refuse, waiting } from '../../src/lib/offline/outbox';
import { endSession, startSession } from '../../src/lib/session';
import { mount } from '../helpers/react-mount';
import { accessToken } from '../helpers/access-token';

/** A save refused because what it was sent to is gone (review 30b, finding 7): it can be read and let go. */

beforeEach(async () => {
  await clearOutbox();
  startSession(accessToken(3), accessToken(3));
});
afterEach(() => endSession());

/** A comment kept on the device, as the comment box keeps it without a network. */
const keepComment = (body: { content: string; post: number }) =>
  keep({ member: 3, kind: 'comment', method: 'POST', path: 'community/comment/', body, shown: body });

describe('a comment refused because its post is gone (404)', () => {
  it('shows its text and the server’s message, to be let go, with no Send again that could only be refused again', async () => {
    const body = { content: 'Nice one', post: 77 };
    const entry = await keepComment(body);
    await refuse(entry, { status: 404, data: { detail: 'Post not found.', code: 'post_not_found' } });
    mount(createElement(OutboxEntryView, { entry: (await waiting(3))[0]! }));
    await act(async () => undefined);
    const buttons = [...document.querySelectorAll('button')].map((b) => b.textContent);
    expect(document.querySelector('[role="alert"]')?.textContent).toContain('Post not found.');
    expect(document.querySelector('textarea')?.value).toBe('Nice one');
    expect(buttons).toContain(offlineText.review.base.discard);
    expect(buttons).not.toContain(offlineText.review.base.sendAgain);
  });

  it('offers Send again for a refusal it could get past (a field corrected)', async () => {
    const body = { content: 'x'.repeat(10), post: 77 };
    const entry = await keepComment(body);
    await refuse(entry, { status: 400, data: { content: ['Ensure this field has no more than 5 characters.'] } });
    mount(createElement(OutboxEntryView, { entry: (await waiting(3))[0]! }));
    await act(async () => undefined);
    const buttons = [...document.querySelectorAll('button')].map((b) => b.textContent);
    expect(buttons).toContain(offlineText.review.base.sendAgain);
  });
});
