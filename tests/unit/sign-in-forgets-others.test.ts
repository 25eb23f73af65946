// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearOutbox, keep, waiting, waitingCount, type NewEntry } from '../../src/lib/offline/outbox';
import { offlineDb } from '../../src/lib/offline/offline-db';
import { endSession, startSession } from '../../src/lib/session';
import { startSignedIn } from '../../src/lib/signed-in';
import { PAGE_CACHE_PREFIX } from '../../src/sw/cache-names';
import { accessToken } from '../helpers/access-token';

/**
 * A sign-in over a session that ended elsewhere (attacker review of issue 30, F4): member 3's session was revoked on
 * the server (a sanction, "sign out everywhere", a password changed on another device) while this browser kept their
 * pages, data and saves, and no page of theirs ran to clear them. Whoever signs in next, the device forgets them before
 * the landing page loads.
 */

let cacheNames: Set<string>;

const dayOf = (member: number, workout: string): NewEntry => ({
  member,
  kind: 'day',
  method: 'PUT',
  path: 'daily-log/20/',
  body: { workout },
  shown: {},
});

/** Member 3 used this device: two kept pages, their profile read, a day saved offline. */
async function firstMemberLeftTheirData(): Promise<void> {
  cacheNames = new Set([`${PAGE_CACHE_PREFIX}3`, 'fitgroup-assets']);
  startSession(accessToken(3), accessToken(3, 86_400));
  await keep(dayOf(3, 'Basement rowing'));
  await (await offlineDb()).put('reads', { member: 3, key: 'user/profile/', data: { weekly_logs: [] }, at: 1 });
}

beforeEach(async () => {
  vi.stubGlobal('caches', {
    keys: async () => [...cacheNames],
    delete: async (name: string) => cacheNames.delete(name),
  });
  await clearOutbox();
  await (await offlineDb()).clear('reads');
});
afterEach(() => {
  endSession();
  vi.unstubAllGlobals();
});

const keptPages = () => [...cacheNames].filter((name) => name.startsWith(PAGE_CACHE_PREFIX));

describe('a second member signing in over a first member’s session that ended elsewhere', () => {
  it('finds none of the first member’s kept pages, data or saves once signed in', async () => {
    await firstMemberLeftTheirData();
    await startSignedIn({ access: accessToken(4), refresh: accessToken(4, 86_400) });
    expect(keptPages()).toEqual([]);
    expect(cacheNames.has('fitgroup-assets')).toBe(true);
    expect(await (await offlineDb()).getAll('reads')).toEqual([]);
    expect(await waiting()).toEqual([]);
    expect(waitingCount()).toBe(0);
  });
});

describe('the same member signing in again', () => {
  it('keeps their own saves waiting, to be sent, and lets the pages and data be fetched anew', async () => {
    await firstMemberLeftTheirData();
    await startSignedIn({ access: accessToken(3), refresh: accessToken(3, 86_400) });
    expect((await waiting()).map((e) => e.body)).toEqual([{ workout: 'Basement rowing' }]);
    expect(keptPages()).toEqual([]);
    expect(await (await offlineDb()).getAll('reads')).toEqual([]);
  });
});
