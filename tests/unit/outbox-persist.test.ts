// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanStores } from 'nanostores';
import { clearOutbox, waiting } from '../../src/lib/offline/outbox';
import { replay } from '../../src/lib/offline/replay';
import { $saveDay, wasKept } from '../../src/lib/stores/daily-logs';
import { $profile, PROFILE } from '../../src/lib/stores/profile';
import { invalidateKeys, mutation, seedCache } from '../../src/lib/stores/query';
import { endSession, startSession } from '../../src/lib/session';
import type { DailyLogJson } from '../../src/lib/contracts/weekly-logs';
import { dailyLogJson } from '../helpers/daily-log-json';
import { accessToken } from '../helpers/access-token';
import { fakeApi } from '../helpers/fake-api';
import { weeklyLogJson } from '../helpers/weekly-log-json';

/** Saves kept on the device ask the browser not to evict them (src/lib/offline/offline-save.ts). */

const day = (fields: Partial<DailyLogJson> = {}): DailyLogJson => dailyLogJson({ id: 20, weekly_log: 2, ...fields });
const persist = vi.fn(() => Promise.reject(new Error('refused')));

beforeEach(async () => {
  await clearOutbox();
  Object.defineProperty(navigator, 'storage', { value: { persist }, configurable: true });
  startSession(accessToken(3), accessToken(3));
  seedCache({ [PROFILE]: { weekly_logs: [weeklyLogJson({ id: 2, week_number: 2, daily_logs: [day()] })] } });
});
afterEach(async () => {
  await replay();
  cleanStores($profile, $saveDay);
  invalidateKeys(() => true);
  endSession();
  vi.unstubAllGlobals();
});

describe('saves kept on the device', () => {
  it('ask the browser once to keep the site’s storage, and are kept when it refuses', async () => {
    fakeApi([], 'network');
    expect(persist).not.toHaveBeenCalled();
    expect(wasKept(await mutation($saveDay, { log: day(), values: { workout: 'Run' } }))).toBe(true);
    expect(wasKept(await mutation($saveDay, { log: day(), values: { workout: 'Swim' } }))).toBe(true);
    expect(persist).toHaveBeenCalledTimes(1);
    expect(await waiting(3)).toHaveLength(2);
  });
});
