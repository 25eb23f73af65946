// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearOutbox, keep, remove, tried, waiting, type NewEntry } from '../../src/lib/offline/outbox';
import { replay } from '../../src/lib/offline/replay';
// Loaded now, as a page that kept a save has it: the logout's import of it then takes no time.
import '../../src/lib/offline/device-data';
import { offlineDb } from '../../src/lib/offline/offline-db';
import { PROFILE } from '../../src/lib/stores/profile';
import { invalidateKeys, mutation, seedCache } from '../../src/lib/stores/query';
import { $logout } from '../../src/lib/stores/session';
import { endSession, startSession } from '../../src/lib/session';
import type { DailyLogJson } from '../../src/lib/contracts/weekly-logs';
import { dailyLogJson } from '../helpers/daily-log-json';
import { accessToken } from '../helpers/access-token';

/**
 * A replay round while the session ends or changes hands (review 30, finding 1): the saves of one member never go
 * with another member's token, and nothing of theirs is written back to the device after the logout.
 */

const day = (workout: string, version: number): DailyLogJson =>
  dailyLogJson({ id: 20, weekly_log: 2, workout, version });

const dayEntry = (workout: string): NewEntry => ({
  member: 3,
  kind: 'day',
  method: 'PUT',
  path: 'daily-log/20/',
  body: { workout },
  ifMatch: 1,
  shown: day(workout, 1),
});

interface Call {
  call: string;
  authorization: string | undefined;
}
let calls: Call[] = [];
let release: () => void = () => undefined;

/**
 * The API as a slow network serves it: the first save hangs until `release()` (or until it is aborted, as a real
 * fetch is), then every save is answered 200, or 401 without a token; the logout is answered 200.
 */
function serveSlowly(): void {
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const authorization = (init.headers as Record<string, string>)['Authorization'];
      calls.push({ call: `${init.method} ${url}`, authorization });
      if (url.endsWith('user/logout/')) return new Response('{}', { status: 200 });
      if (calls.length === 1)
        await new Promise<void>((resolve, reject) => {
          void gate.then(resolve);
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
      if (!authorization) return new Response('{"code":"not_authenticated"}', { status: 401 });
      const { workout } = JSON.parse(init.body as string) as { workout: string };
      return new Response(JSON.stringify(day(workout, calls.length + 1)), { status: 200 });
    }),
  );
}

const reads = async () => (await offlineDb()).getAll('reads');
const saves = () => calls.filter((c) => c.call.includes('daily-log/'));
/** The member whose token a call carried (null: none). */
const whose = ({ authorization }: Call): number | null =>
  authorization
    ? (JSON.parse(Buffer.from(authorization.split('.')[1]!, 'base64url').toString()) as { user_id: number }).user_id
    : null;

beforeEach(async () => {
  calls = [];
  await clearOutbox();
  await (await offlineDb()).clear('reads');
  startSession(accessToken(3), accessToken(3));
  seedCache({ [PROFILE]: { weekly_logs: [] } });
});
afterEach(() => {
  release();
  vi.useRealTimers();
  invalidateKeys(() => true);
  endSession();
  vi.unstubAllGlobals();
});

describe('a replay round when the member logs out', () => {
  it('leaves nothing of theirs on the device, even when a send was still under way at the logout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await keep(dayEntry('Run'));
    await keep(dayEntry('Swim'));
    serveSlowly();
    const round = replay(true);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    // The logout waits a while for the round, then ends the session while the first send still hangs.
    let out = false;
    const loggingOut = mutation($logout, undefined).finally(() => {
      out = true;
    });
    for (let step = 0; step < 300 && !out; step += 1) {
      await vi.advanceTimersByTimeAsync(100);
      await new Promise((resolve) => setImmediate(resolve));
    }
    await loggingOut;
    release();
    await round;
    await replay();
    expect(await waiting()).toEqual([]);
    expect(await reads()).toEqual([]);
    expect(saves().map(whose)).toEqual([3]);
  });
});

describe('a replay round when another member signs in meanwhile', () => {
  it('sends nothing more with the second member’s token, and keeps the first member’s save untouched', async () => {
    await keep(dayEntry('Run'));
    const second = await keep(dayEntry('Swim'));
    serveSlowly();
    const round = replay(true);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    startSession(accessToken(4), accessToken(4));
    release();
    await round;
    expect(saves().map(whose)).toEqual([3]);
    expect(await waiting()).toMatchObject([{ id: second.id, attempts: 0 }]);
    expect((await waiting())[0]!.refused).toBeUndefined();
    expect(await reads()).toEqual([]);
  });
});

describe('an outbox entry written back after a try', () => {
  it('is not brought back once it has gone (sent elsewhere, let go, or forgotten)', async () => {
    const entry = await keep(dayEntry('Run'));
    await remove(entry);
    await tried(entry);
    expect(await waiting()).toEqual([]);
  });
});

describe('a replay round while another tab of the site sends', () => {
  it('waits for that tab’s round (a Web Lock) before sending anything', async () => {
    let otherTabDone: () => void = () => undefined;
    const otherTab = new Promise<void>((resolve) => {
      otherTabDone = resolve;
    });
    const asked: string[] = [];
    Object.defineProperty(navigator, 'locks', {
      configurable: true,
      value: {
        request: async (name: string, work: () => Promise<unknown>) => {
          asked.push(name);
          await otherTab;
          return work();
        },
      },
    });
    try {
      await keep(dayEntry('Row'));
      serveSlowly();
      release();
      const round = replay(true);
      await vi.waitFor(() => expect(asked).toEqual(['fitgroup-outbox']));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(saves()).toEqual([]);
      otherTabDone();
      await round;
      expect(saves()).toHaveLength(1);
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });
});
