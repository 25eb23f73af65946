// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearOutbox, keep, waiting } from '../../src/lib/offline/outbox';
import { rememberOwnData } from '../../src/lib/offline/device-data';
import { offlineDb } from '../../src/lib/offline/offline-db';
import { PAGE_CACHE_PREFIX } from '../../src/sw/cache-names';
import { endSession, startSession } from '../../src/lib/session';
import { $logout } from '../../src/lib/stores/session';
import { PROFILE } from '../../src/lib/stores/profile';
import { invalidateKeys, mutation, seedCache } from '../../src/lib/stores/query';
import { accessToken } from '../helpers/access-token';

/**
 * What the device keeps of a member when their session ends (review 30, finding 15): nothing mocked but the
 * browser's edges (IndexedDB is fake-indexeddb, the Cache Storage a map of names), so each test fails if the session's
 * end stops clearing what it names.
 */

/** The browser's Cache Storage, by name: the worker's kept pages of member 3 and its build files. */
let cacheNames: Set<string>;

beforeEach(async () => {
  cacheNames = new Set([`${PAGE_CACHE_PREFIX}3`, 'workbox-precache-v2-http://localhost/', 'fitgroup-assets']);
  vi.stubGlobal('caches', {
    keys: async () => [...cacheNames],
    delete: async (name: string) => cacheNames.delete(name),
  });
  vi.stubGlobal('fetch', async () => new Response('{}', { status: 200 }));
  await clearOutbox();
  await (await offlineDb()).clear('reads');
  startSession(accessToken(3), accessToken(3));
  seedCache({ [PROFILE]: { weekly_logs: [] } });
  await rememberOwnData(3);
});
afterEach(() => {
  invalidateKeys(() => true);
  endSession();
  vi.unstubAllGlobals();
});

const keptPages = () => [...cacheNames].filter((name) => name.startsWith(PAGE_CACHE_PREFIX));

describe('the end of a session (endSession)', () => {
  it('deletes the member’s pages kept for offline use (and only those) and their data on the device', async () => {
    endSession();
    await vi.waitFor(() => expect(keptPages()).toEqual([]));
    expect([...cacheNames].sort()).toEqual(['fitgroup-assets', 'workbox-precache-v2-http://localhost/']);
    await vi.waitFor(async () => expect(await (await offlineDb()).getAll('reads')).toEqual([]));
  });
});

describe('a logout', () => {
  it('deletes the saves waiting, the member’s data on the device, and their kept pages', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await keep({ member: 3, kind: 'day', method: 'PUT', path: 'daily-log/20/', body: { workout: 'Run' }, shown: {} });
    expect(await (await offlineDb()).getAll('reads')).toHaveLength(1);

    await mutation($logout, undefined);

    expect(await waiting()).toEqual([]);
    expect(await (await offlineDb()).getAll('reads')).toEqual([]);
    await vi.waitFor(() => expect(keptPages()).toEqual([]));
  });
});
