import type { OwnProfileJson } from '../contracts/profiles';
import type { WeeklyLogJson } from '../contracts/weekly-logs';
import { $identity } from '../session';
import { PROFILE } from '../stores/profile';
import { PROGRESS } from '../stores/progress';
import { cached, mutateCache } from '../stores/query';
import { putWeekInCache } from '../stores/week-save';
import { offlineDb } from './offline-db';
import { OUTBOX_EFFECTS } from './outbox-effects';
import { clearOutbox, waiting } from './outbox';
import { endRounds, replay, stillFor } from './replay';

/**
 * The member's own data on the device (issue 30): their profile with its weeks and days, and their progress with
 * its goals (the data layer's OWN_DATA reads), as the server last answered a save of theirs. A page loaded without
 * a network (its HTML from the worker's cache, as it was at the last visit) shows what the device knows is newer,
 * with the saves still waiting shown over it. Kept per member, and forgotten when the session ends.
 */
export interface DeviceRead {
  member: number;
  /** The API path read (`user/profile/`). */
  key: string;
  data: unknown;
  at: number;
}

/** What is kept: the reads of the member's own data. */
const OWN_KEYS = [PROFILE, PROGRESS] as const;

/** Keeps what the cache holds of the member's own data, after the server answered a save. */
export async function rememberOwnData(member = $identity.get().user_id): Promise<void> {
  if (member === null) return;
  const database = await offlineDb();
  for (const key of OWN_KEYS) {
    const data = cached(key);
    // Checked at each write: the session may have ended (its data forgotten) or changed hands meanwhile.
    if (data !== undefined && stillFor(member)) await database.put('reads', { member, key, data, at: Date.now() });
  }
}

/** What the device keeps of `member`'s read `key`, or undefined. */
export async function recall(member: number, key: string): Promise<unknown> {
  return (await (await offlineDb()).get('reads', [member, key]))?.data;
}

/** `kept`'s days where the device holds a newer version than `shown` (a day's save moves the day's version only). */
function newest(shown: WeeklyLogJson, kept: WeeklyLogJson): WeeklyLogJson {
  const base = kept.version > shown.version ? kept : shown;
  return {
    ...base,
    daily_logs: base.daily_logs.map((day) => {
      const other = (base === kept ? shown : kept).daily_logs.find((d) => d.id === day.id);
      return other && other.version > day.version ? other : day;
    }),
  };
}

/**
 * Shows the newest the device knows: the kept profile and progress where the page has none, a kept week or day
 * newer than the page's, then the saves waiting (and those refused, kept for editing) as the member made them.
 */
export async function showDeviceData(member = $identity.get().user_id): Promise<void> {
  if (member === null) return;
  const kept = (await recall(member, PROFILE)) as OwnProfileJson | undefined;
  const shown = cached<OwnProfileJson>(PROFILE);
  if (kept && !shown) mutateCache(PROFILE, kept);
  else if (kept && shown) {
    for (const week of kept.weekly_logs) {
      const page = shown.weekly_logs.find((w) => w.id === week.id);
      const merged = page && newest(page, week);
      if (
        page &&
        merged &&
        (merged.version !== page.version || merged.daily_logs.some((d, i) => d !== page.daily_logs[i]))
      )
        putWeekInCache(merged);
    }
  }
  const progress = await recall(member, PROGRESS);
  if (progress !== undefined && cached(PROGRESS) === undefined) mutateCache(PROGRESS, progress);
  for (const entry of await waiting(member)) if (entry.shown) OUTBOX_EFFECTS[entry.kind]?.apply(entry.shown);
}

/** How long the end of a session waits for the saves waiting to be sent. */
const LAST_SEND_MS = 5_000;

/** Sends what waits while the member is still signed in (within LAST_SEND_MS); answers how many saves are left. */
export async function sendBeforeLogout(): Promise<number> {
  const member = $identity.get().user_id;
  if (member === null) return 0;
  await Promise.race([replay(true), new Promise((resolve) => setTimeout(resolve, LAST_SEND_MS))]);
  return (await waiting(member)).length;
}

/**
 * Forgets this device's offline data when the session ends: first sends what waits (while the member is still
 * signed in, within LAST_SEND_MS; not for an account just deleted, whose saves can no longer be sent), then stops the replay (a send still under way is aborted) and, once its round has
 * settled, clears the outbox (refused saves too: they were the member's to settle) and the kept reads of every member.
 */
export async function forgetDeviceData({ sendFirst = true } = {}): Promise<void> {
  try {
    if (sendFirst && $identity.get().user_id !== null)
      await Promise.race([replay(true), new Promise((resolve) => setTimeout(resolve, LAST_SEND_MS))]);
    await endRounds(async () => {
      await clearOutbox();
      await (await offlineDb()).clear('reads');
    });
  } catch (err) {
    console.error('outbox: the device data could not be cleared', err);
  }
}

/**
 * For a sign-in (page-caches.ts forgetOthersAtSignIn), which fetches this module, not the outbox alone: a page that
 * fetched the outbox by itself would split the outbox's chunk from its text's, one more file on the logs pages.
 */
export { forgetOthers } from './outbox';
