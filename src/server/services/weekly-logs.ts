import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import { weeklyLogs } from '../db/schema';
import { fail, ok, type Result } from '../result';
import { savingPicture, type ImageFailure } from './images';
import { readWeeks } from './weeks';
import { MEASUREMENTS, type WeeklyLogJson, type WeeklyLogUpdate } from '../../lib/contracts/weekly-logs';

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
 * key is committed.
 */
export async function saveWeeklyLog(
  rt: Runtime,
  userId: number,
  weekId: number,
  input: WeeklyLogUpdate,
): Promise<Result<WeeklyLogJson, 'not_found' | ImageFailure>> {
  const own = and(eq(weeklyLogs.id, weekId), eq(weeklyLogs.userId, userId));
  // Checked before the picture is even decoded: nobody stores files through someone else's week.
  const [week] = await rt.db.select({ id: weeklyLogs.id }).from(weeklyLogs).where(own);
  if (!week) return fail('not_found');

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
        .select({ key: weeklyLogs.progressPictureKey, checkedInAt: weeklyLogs.checkedInAt })
        .from(weeklyLogs)
        .where(own)
        .for('update');
      if (!locked) return fail('not_found');
      await tx
        .update(weeklyLogs)
        .set(newKey ? { ...changes, progressPictureKey: newKey } : changes)
        .where(own);
      // The first save that leaves something in the week is its check-in; later edits keep that time.
      if (!locked.checkedInAt)
        await tx
          .update(weeklyLogs)
          .set({ checkedInAt: changes.updatedAt })
          .where(and(own, SAVED_WEEK));
      return ok({ value: null, replacedKey: locked.key });
    }),
  );
  if (!saved.ok) return saved;

  const [json] = await readWeeks(rt, { userId, weekIds: [weekId] });
  return json ? ok(json) : fail('not_found');
}
