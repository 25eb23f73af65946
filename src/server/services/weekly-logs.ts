import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import { weeklyLogs } from '../db/schema';
import { fail, ok, type Result } from '../result';
import { savingPicture, type ImageFailure } from './images';
import { readWeeks } from './weeks';
import { MEASUREMENTS, type WeeklyLogJson, type WeeklyLogUpdate } from '../../lib/contracts/weekly-logs';

/** Why a week's save can be refused. */
export type WeeklyLogFailure = 'not_found' | 'version_conflict' | ImageFailure;

/**
 * SQL: a week with something saved in it: a measurement, the weight, the journal or the picture. Such a week is a
 * check-in (the attention queue). The weeks a profile read creates are empty, and a day's fields alone do not count:
 * days carry no time of saving.
 */
export const SAVED_WEEK = sql`(${or(
  ...MEASUREMENTS.map((name) => isNotNull(weeklyLogs[name])),
  isNotNull(weeklyLogs.weight),
  sql`coalesce(${weeklyLogs.journal}, '') <> ''`,
  isNotNull(weeklyLogs.progressPictureKey),
)})`;

/**
 * Saves a member's own week: the fields sent change, the others stay. Someone else's week is not_found and nothing
 * changes. A new picture is stored (checked and re-encoded) before the row changes; the old file goes once the new
 * key is committed. With `ifVersion` (the request's If-Match) the save happens only on that version of the week,
 * else version_conflict carries the week as it is, for the member to choose.
 */
export async function saveWeeklyLog(
  rt: Runtime,
  userId: number,
  weekId: number,
  input: WeeklyLogUpdate,
  ifVersion: number | null = null,
): Promise<Result<WeeklyLogJson, WeeklyLogFailure>> {
  const own = and(eq(weeklyLogs.id, weekId), eq(weeklyLogs.userId, userId));
  // Checked before the picture is even decoded: nobody stores files through someone else's week, nor a picture
  // that a stale save would throw away.
  const [week] = await rt.db.select({ version: weeklyLogs.version }).from(weeklyLogs).where(own);
  if (!week) return fail('not_found');
  if (ifVersion !== null && week.version !== ifVersion) return conflict(rt, userId, weekId);

  const changes: Partial<typeof weeklyLogs.$inferInsert> = { updatedAt: rt.clock.now() };
  for (const name of MEASUREMENTS) if (input[name] !== undefined) changes[name] = input[name];
  if (input.weight !== undefined) changes.weight = input.weight;
  if (input.journal !== undefined) changes.journal = input.journal === '' ? null : input.journal;
  const picture = input.progress_picture
    ? { file: input.progress_picture, kind: 'progress' as const, field: 'progress_picture' }
    : null;

  const saved = await savingPicture(rt, picture, (newKey) =>
    rt.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({
          key: weeklyLogs.progressPictureKey,
          checkedInAt: weeklyLogs.checkedInAt,
          version: weeklyLogs.version,
        })
        .from(weeklyLogs)
        .where(own)
        .for('update');
      if (!locked) return fail('not_found');
      // Another save may have come between the first look and the lock.
      if (ifVersion !== null && locked.version !== ifVersion) return fail('version_conflict');
      await tx
        .update(weeklyLogs)
        .set({
          ...changes,
          ...(newKey ? { progressPictureKey: newKey } : {}),
          version: sql`${weeklyLogs.version} + 1`,
        })
        .where(own);
      // The first save that leaves something in the week is its check-in; later edits keep that time.
      if (!locked.checkedInAt)
        await tx.update(weeklyLogs).set({ checkedInAt: changes.updatedAt }).where(and(own, SAVED_WEEK));
      return ok({ value: null, replacedKey: locked.key });
    }),
  );
  if (!saved.ok) return saved.reason === 'version_conflict' ? conflict(rt, userId, weekId) : saved;

  const [json] = await readWeeks(rt, { userId, weekIds: [weekId] });
  return json ? ok(json) : fail('not_found');
}

/** The refusal of a save made on an older version, with the week as it is now. */
async function conflict(rt: Runtime, userId: number, weekId: number): Promise<Result<never, WeeklyLogFailure>> {
  const [current] = await readWeeks(rt, { userId, weekIds: [weekId] });
  return current ? fail('version_conflict', { extra: { current } }) : fail('not_found');
}
