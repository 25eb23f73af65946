// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanStores } from 'nanostores';
import {
  backoffMs,
  clearOutbox,
  FIRST_BACKOFF_MS,
  keep,
  LONGEST_BACKOFF_MS,
  OUTBOX_EVENT,
  waiting,
  waitingCount,
  type NewEntry,
} from '../../src/lib/offline/outbox';
import { replay, sendWaiting } from '../../src/lib/offline/replay';
import { WAITING_KEY } from '../../src/lib/offline/waiting-key';
import { offlineDb } from '../../src/lib/offline/offline-db';
import { $saveDay, wasKept } from '../../src/lib/stores/daily-logs';
import { $profile, PROFILE } from '../../src/lib/stores/profile';
import { cached, invalidateKeys, mutateCache, mutation, seedCache } from '../../src/lib/stores/query';
import { forgetDeviceData, recall, rememberOwnData, showDeviceData } from '../../src/lib/offline/device-data';
import { endSession, startSession } from '../../src/lib/session';
import type { OwnProfileJson } from '../../src/lib/contracts/profiles';
import type { DailyLogJson, WeeklyLogJson } from '../../src/lib/contracts/weekly-logs';
import { dailyLogJson } from '../helpers/daily-log-json';
import { accessToken } from '../helpers/access-token';
import { callLine, fakeApi } from '../helpers/fake-api';
import { weeklyLogJson } from '../helpers/weekly-log-json';

/** The outbox of saves made without a network (src/lib/offline): kept in order, sent in order, never dropped. */

const day = (fields: Partial<DailyLogJson> = {}): DailyLogJson => dailyLogJson({ id: 20, weekly_log: 2, ...fields });
const week = (fields: Partial<WeeklyLogJson> = {}): WeeklyLogJson =>
  weeklyLogJson({ id: 2, week_number: 2, daily_logs: [day()], ...fields });

const dayEntry = (workout: string, fields: Partial<NewEntry> = {}): NewEntry => ({
  member: 3,
  kind: 'day',
  method: 'PUT',
  path: 'daily-log/20/',
  body: { workout, day: 'Mon', weekly_log: 2, id: 20, duration: '' },
  ifMatch: 1,
  shown: day({ workout }),
  ...fields,
});

beforeEach(async () => {
  await clearOutbox();
  await (await offlineDb()).clear('reads');
  startSession(accessToken(3), accessToken(3));
  seedCache({ [PROFILE]: { weekly_logs: [week()] } });
});
afterEach(() => {
  cleanStores($profile, $saveDay);
  invalidateKeys(() => true);
  endSession();
  vi.unstubAllGlobals();
});

describe('the outbox', () => {
  it('keeps saves in the order they were made, and mirrors how many wait in localStorage', async () => {
    const heard: number[] = [];
    const hear = (event: Event) => heard.push((event as CustomEvent<number>).detail);
    window.addEventListener(OUTBOX_EVENT, hear);
    await keep(dayEntry('Run'));
    await keep(dayEntry('Swim'));
    window.removeEventListener(OUTBOX_EVENT, hear);
    expect((await waiting(3)).map((e) => (e.body as { workout: string }).workout)).toEqual(['Run', 'Swim']);
    expect(localStorage.getItem(WAITING_KEY)).toBe('2');
    expect(waitingCount()).toBe(2);
    expect(heard).toEqual([1, 2]);
  });

  it('holds only the asked member’s saves when asked for one member', async () => {
    // Another member's save, as a session that lapsed on this device leaves it (a save kept now would forget it).
    const { seq: _, ...lapsed } = await keep(dayEntry('Swim', { member: 4 }));
    await keep(dayEntry('Run'));
    await (await offlineDb()).add('outbox', lapsed);
    expect((await waiting(3)).map((e) => e.member)).toEqual([3]);
    expect(await waiting()).toHaveLength(2);
  });

  it('waits twice as long after each failed try, up to five minutes', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([2_000, 4_000, 8_000, 16_000]);
    expect(backoffMs(1)).toBe(FIRST_BACKOFF_MS);
    expect(backoffMs(30)).toBe(LONGEST_BACKOFF_MS);
  });

  it('is emptied at the end of a session, and the count with it', async () => {
    await keep(dayEntry('Run'));
    await clearOutbox();
    expect(await waiting()).toEqual([]);
    expect(localStorage.getItem(WAITING_KEY)).toBeNull();
  });
});

describe('a replay', () => {
  it('sends the saves in order, each with its own Idempotency-Key and the version it was made on', async () => {
    const first = await keep(dayEntry('Run'));
    const second = await keep(dayEntry('Swim'));
    const calls = fakeApi([
      [200, day({ workout: 'Run', version: 2 })],
      [200, day({ workout: 'Swim', version: 3 })],
    ]);
    expect(await sendWaiting(3)).toEqual({ sent: 2, refused: 0, stopped: false });
    expect(calls.map(callLine)).toEqual(['PUT /api/v1/daily-log/20/', 'PUT /api/v1/daily-log/20/']);
    expect(calls.map((c) => c.headers['Idempotency-Key'])).toEqual([first.id, second.id]);
    // The second was made on version 1 too; the first's answer moved the day to 2, so it goes on 2.
    expect(calls.map((c) => c.headers['If-Match'])).toEqual(['"1"', '"2"']);
    expect(await waiting()).toEqual([]);
    expect(localStorage.getItem(WAITING_KEY)).toBeNull();
    // The day's card shows what the server answered.
    expect(cached<OwnProfileJson>(PROFILE)!.weekly_logs[0]!.daily_logs[0]!.workout).toBe('Swim');
  });

  it('stops at a try without an answer, keeps its key for the next try and waits its backoff', async () => {
    const first = await keep(dayEntry('Run'));
    await keep(dayEntry('Swim'));
    let calls = fakeApi(['network']);
    const now = Date.now();
    expect(await sendWaiting(3, false, now)).toEqual({ sent: 0, refused: 0, stopped: true });
    // The later save waits for the earlier: one call only.
    expect(calls).toHaveLength(1);
    const [kept] = await waiting(3);
    expect(kept).toMatchObject({ id: first.id, attempts: 1, next_at: now + FIRST_BACKOFF_MS });

    // Before its backoff ends nothing is sent; when the network comes back (force) it goes at once, same key.
    calls = fakeApi([
      [200, day({ workout: 'Run', version: 2 })],
      [200, day({ workout: 'Swim', version: 3 })],
    ]);
    expect(await sendWaiting(3, false, now + 1)).toMatchObject({ sent: 0, stopped: true });
    expect(calls).toEqual([]);
    expect(await sendWaiting(3, true, now + 1)).toMatchObject({ sent: 2 });
    expect(calls[0]!.headers['Idempotency-Key']).toBe(first.id);
  });

  it('keeps a refused save, marked with the refusal, and goes on with the next', async () => {
    await keep(dayEntry('x'.repeat(500)));
    await keep(dayEntry('Swim', { path: 'daily-log/21/', ifMatch: 4 }));
    const refusal = { workout: ['Ensure this field has no more than 200 characters.'] };
    fakeApi([
      [400, refusal],
      [200, day({ id: 21, workout: 'Swim', version: 5 })],
    ]);
    expect(await sendWaiting(3)).toEqual({ sent: 1, refused: 1, stopped: false });
    const left = await waiting(3);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ refused: { status: 400, data: refusal }, body: { workout: 'x'.repeat(500) } });
    // The count still shows it: the member has to settle it.
    expect(localStorage.getItem(WAITING_KEY)).toBe('1');
    // A refused save is not sent again by itself.
    fakeApi([]);
    expect(await sendWaiting(3)).toEqual({ sent: 0, refused: 0, stopped: false });
  });

  it('keeps a save the server answers 412 with the version it holds, for the member to choose', async () => {
    await keep(dayEntry('Run'));
    const current = day({ workout: 'Yoga', version: 2 });
    fakeApi([[412, { detail: 'Changed elsewhere.', code: 'version_conflict', current }]]);
    expect(await sendWaiting(3)).toMatchObject({ refused: 1 });
    expect((await waiting(3))[0]!.refused).toEqual({
      status: 412,
      data: { detail: 'Changed elsewhere.', code: 'version_conflict', current },
    });
  });

  it('sends only the signed-in member’s saves', async () => {
    await keep(dayEntry('Run', { member: 4 }));
    fakeApi([]);
    expect(await sendWaiting(3)).toEqual({ sent: 0, refused: 0, stopped: false });
    expect(await waiting(4)).toHaveLength(1);
  });
});

describe('a day saved without a network', () => {
  it('is not kept when the server refuses it: the refusal is the save’s', async () => {
    fakeApi([[404, { detail: 'Not found.', code: 'not_found' }]]);
    await expect(mutation($saveDay, { log: day(), values: { workout: 'Run' } })).rejects.toMatchObject({
      status: 404,
    });
    expect(await waiting()).toEqual([]);
  });

  it('is kept on the device under the key its try was sent with, its card shows it, and the replay starts', async () => {
    const calls = fakeApi(['network', 'network']);
    const answer = await mutation($saveDay, { log: day(), values: { workout: 'Run' } });
    expect(wasKept(answer)).toBe(true);
    const [kept] = await waiting(3);
    expect(kept).toMatchObject({ kind: 'day', path: 'daily-log/20/', ifMatch: 1, body: { workout: 'Run' } });
    expect(kept!.id).toBe(calls[0]!.headers['Idempotency-Key']);
    expect(cached<OwnProfileJson>(PROFILE)!.weekly_logs[0]!.daily_logs[0]!.workout).toBe('Run');
    // The replay tried at once (still no network), with the same key, and waits its backoff.
    await vi.waitFor(async () => expect((await waiting(3))[0]!.attempts).toBe(1));
    expect(calls[1]!.headers['Idempotency-Key']).toBe(kept!.id);
    await replay();
  });
});

describe('the member’s data on the device', () => {
  it('is kept per member, after a save the server answered', async () => {
    await rememberOwnData(3);
    expect(await recall(3, PROFILE)).toEqual({ weekly_logs: [week()] });
    expect(await recall(4, PROFILE)).toBeUndefined();
  });

  it('shows a page loaded offline the newer day the device knows, and the saves waiting over it', async () => {
    seedCache({});
    const newer = week({ daily_logs: [day({ workout: 'Row', version: 3 })] });
    mutateCache(PROFILE, { weekly_logs: [newer] });
    await rememberOwnData(3);
    mutateCache(PROFILE, { weekly_logs: [week()] });
    await keep({ ...dayEntry('Swim'), path: 'daily-log/20/', shown: day({ workout: 'Swim', version: 3 }) });
    const shownDay = () => cached<OwnProfileJson>(PROFILE)!.weekly_logs[0]!.daily_logs[0]!;
    await showDeviceData(3);
    expect(shownDay().workout).toBe('Swim');
    await clearOutbox();
    mutateCache(PROFILE, { weekly_logs: [week()] });
    await showDeviceData(3);
    expect(shownDay()).toMatchObject({ workout: 'Row', version: 3 });
  });

  it('is forgotten with the saves waiting at a logout', async () => {
    await rememberOwnData(3);
    await keep(dayEntry('Run', { member: 4 }));
    endSession();
    await forgetDeviceData();
    expect(await recall(3, PROFILE)).toBeUndefined();
    expect(await waiting()).toEqual([]);
    expect(localStorage.getItem(WAITING_KEY)).toBeNull();
  });
});
