// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DailyLogJson } from '../../src/lib/contracts/weekly-logs';
import type { NewEntry } from '../../src/lib/offline/outbox';
import { dailyLogJson } from '../helpers/daily-log-json';
import { fakeApi, type ApiCall } from '../helpers/fake-api';
import { accessToken } from '../helpers/access-token';

/**
 * A session that ends without the member asking (review 30, finding 2): the refresh refused after its 7 days, a
 * session revoked elsewhere, a sanction. The member's kept data and pages go, their saves waiting stay: sent when the
 * same member signs in again, deleted (never sent, never shown) when a different member signs in on the device.
 *
 * Each test loads the modules afresh, as a new page does: the replay starts once per page.
 */

const day = (workout: string, version: number): DailyLogJson =>
  dailyLogJson({ id: 20, weekly_log: 2, workout, version });

const dayEntry = (member: number, workout: string): NewEntry => ({
  member,
  kind: 'day',
  method: 'PUT',
  path: 'daily-log/20/',
  body: { workout },
  ifMatch: 1,
  shown: day(workout, 1),
});

/** A new page's modules: the session, the outbox, the device's data and the replay, sharing one session store. */
async function newPage() {
  vi.resetModules();
  return {
    api: await import('../../src/lib/api'),
    session: await import('../../src/lib/session'),
    outbox: await import('../../src/lib/offline/outbox'),
    db: await import('../../src/lib/offline/offline-db'),
    replay: await import('../../src/lib/offline/replay'),
    profile: await import('../../src/lib/stores/profile'),
    query: await import('../../src/lib/stores/query'),
    deviceData: await import('../../src/lib/offline/device-data'),
  };
}

type Page = Awaited<ReturnType<typeof newPage>>;

/** Member 3 signed in, with a day saved offline and their profile kept on the device. */
async function memberWithASaveWaiting(): Promise<Page> {
  const page = await newPage();
  page.session.startSession(accessToken(3), accessToken(3, 86_400));
  page.query.seedCache({ [page.profile.PROFILE]: { weekly_logs: [] } });
  await page.outbox.keep(dayEntry(3, 'Basement rowing'));
  await page.deviceData.rememberOwnData(3);
  return page;
}

/** The session lapses: the access token expired, and the server refuses the refresh with `status`. */
async function lapse(page: Page, status: number, body: unknown): Promise<void> {
  page.session.startSession(accessToken(3, -10), accessToken(3, 86_400));
  fakeApi([[status, body]]);
  await page.api.initSession();
  expect(page.session.$identity.get().user_id).toBeNull();
  // The device's data goes in a module fetched on the session's end.
  await vi.waitFor(async () => expect(await (await page.db.offlineDb()).getAll('reads')).toEqual([]));
}

const saves = (calls: ApiCall[]) => calls.filter((c) => c.url.includes('daily-log/'));

let page: Page;
beforeEach(async () => {
  // The page's toast region: a sent save's success is said there, without mounting the outbox's own (a React root
  // that would outlive the test).
  document.body.innerHTML = '<div data-testid="toast-region"></div>';
  page = await newPage();
  await page.outbox.clearOutbox();
  await (await page.db.offlineDb()).clear('reads');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a session that lapses (the refresh refused)', () => {
  it('forgets the member’s data on the device but keeps their saves waiting, and the count', async () => {
    page = await memberWithASaveWaiting();
    await lapse(page, 401, { detail: 'Token is invalid or expired', code: 'token_not_valid' });
    expect((await page.outbox.waiting()).map((e) => e.member)).toEqual([3]);
    expect(page.outbox.waitingCount()).toBe(1);
  });

  it('keeps the saves too when a sanction ended it (403 on refresh)', async () => {
    page = await memberWithASaveWaiting();
    await lapse(page, 403, { detail: 'Your account is suspended.', code: 'suspended' });
    expect((await page.outbox.waiting()).map((e) => e.member)).toEqual([3]);
  });

  it('sends nothing and keeps the saves on a page started signed out', async () => {
    page = await memberWithASaveWaiting();
    await lapse(page, 401, { detail: 'Token is invalid or expired', code: 'token_not_valid' });
    const next = await newPage();
    const calls = fakeApi([]);
    next.replay.startReplay();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
    expect(await next.outbox.waiting()).toHaveLength(1);
  });
});

describe('after a session lapsed, the same member signing in again', () => {
  it('has their saves sent, once', async () => {
    page = await memberWithASaveWaiting();
    await lapse(page, 401, { detail: 'Token is invalid or expired', code: 'token_not_valid' });

    const next = await newPage();
    next.session.startSession(accessToken(3), accessToken(3, 86_400));
    next.query.seedCache({ [next.profile.PROFILE]: { weekly_logs: [] } });
    const calls = fakeApi([[200, day('Basement rowing', 2)]], [200, {}]);
    next.replay.startReplay();
    await vi.waitFor(async () => expect(await next.outbox.waiting()).toEqual([]));
    expect(saves(calls)).toMatchObject([{ method: 'PUT', body: { workout: 'Basement rowing' } }]);
  });
});

describe('after a session lapsed, a different member signing in on the device', () => {
  it('finds the first member’s saves gone, never sent and never counted', async () => {
    page = await memberWithASaveWaiting();
    await lapse(page, 401, { detail: 'Token is invalid or expired', code: 'token_not_valid' });

    const next = await newPage();
    next.session.startSession(accessToken(4), accessToken(4, 86_400));
    const calls = fakeApi([], [200, {}]);
    next.replay.startReplay();
    await vi.waitFor(async () => expect(await next.outbox.waiting()).toEqual([]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(saves(calls)).toEqual([]);
    expect(next.outbox.waitingCount()).toBe(0);
  });

  it('forgets the first member’s saves as soon as they keep a save of their own', async () => {
    page = await memberWithASaveWaiting();
    await lapse(page, 401, { detail: 'Token is invalid or expired', code: 'token_not_valid' });
    page.session.startSession(accessToken(4), accessToken(4, 86_400));
    await page.outbox.keep(dayEntry(4, 'Second member swim'));
    expect((await page.outbox.waiting()).map((e) => e.member)).toEqual([4]);
    expect(page.outbox.waitingCount()).toBe(1);
  });
});

describe('an account deleted', () => {
  it('leaves none of its saves on the device, and sends none of them (they can no longer be sent)', async () => {
    page = await memberWithASaveWaiting();
    const calls = fakeApi([]);
    // As the deletion form does once the server has deleted the account, before ending the session.
    await page.deviceData.forgetDeviceData({ sendFirst: false });
    page.session.endSession();
    expect(await page.outbox.waiting()).toEqual([]);
    expect(await (await page.db.offlineDb()).getAll('reads')).toEqual([]);
    expect(saves(calls)).toEqual([]);
  });
});
