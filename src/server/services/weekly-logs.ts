import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Runtime } from '../runtime';
import { weeklyLogs } from '../db/schema';
import { notFound } from '../http/errors';
import { storeImage } from './images';
import { readWeeks, type WeeklyLogJson } from './weeks';
import { JOURNAL_MAX_LENGTH, MEASUREMENT_MAX } from '../../lib/contracts/weekly-logs';

export { JOURNAL_MAX_LENGTH, MEASUREMENT_MAX };
const NOT_A_NUMBER = 'A valid number is required.';

/**
 * A decimal from a form field or JSON: digits with an optional fraction, 0..max, kept to 2 decimals (the column's
 * scale). '' or null clears the value. 'abc', '1e309', 'NaN', 'Infinity' and JSON's Infinity are refused.
 */
export function decimalInput(max: number) {
  return z.unknown().transform((raw, ctx): string | null => {
    if (raw === null || (typeof raw === 'string' && raw.trim() === '')) return null;
    let n: number;
    if (typeof raw === 'number') n = raw;
    else if (typeof raw === 'string' && /^-?(\d+(\.\d*)?|\.\d+)$/.test(raw.trim())) n = Number(raw.trim());
    else n = Number.NaN;
    if (!Number.isFinite(n)) {
      ctx.addIssue({ code: 'custom', message: NOT_A_NUMBER });
      return z.NEVER;
    }
    if (n < 0) {
      ctx.addIssue({ code: 'custom', message: 'Ensure this value is greater than or equal to 0.' });
      return z.NEVER;
    }
    if (n > max) {
      ctx.addIssue({ code: 'custom', message: `Ensure this value is less than or equal to ${max}.` });
      return z.NEVER;
    }
    return n.toFixed(2);
  });
}

/** A text field of at most `max` characters; null counts as empty. Form posts' CRLF line ends are stored as LF. */
export function textInput(max: number) {
  return z.preprocess(
    (v) => (v === null ? '' : typeof v === 'string' ? v.replace(/\r\n?/g, '\n') : v),
    z.string({ error: 'Not a valid string.' }).max(max, `Ensure this field has no more than ${max} characters.`),
  );
}

/** PUT and PATCH user/weekly-log/{id}/ (multipart). Every field is optional: what is not sent stays as it is. */
export const weeklyLogUpdate = z.object({
  biceps: decimalInput(MEASUREMENT_MAX).optional(),
  chest: decimalInput(MEASUREMENT_MAX).optional(),
  waist: decimalInput(MEASUREMENT_MAX).optional(),
  hips: decimalInput(MEASUREMENT_MAX).optional(),
  thighs: decimalInput(MEASUREMENT_MAX).optional(),
  journal: textInput(JOURNAL_MAX_LENGTH).optional(),
  // A new picture, or nothing ('' or absent: the current one stays).
  progress_picture: z
    .union([z.instanceof(File), z.literal('')], {
      error: 'The submitted data was not a file. Check the encoding type on the form.',
    })
    .optional(),
});
export type WeeklyLogUpdate = z.output<typeof weeklyLogUpdate>;

const MEASUREMENTS = ['biceps', 'chest', 'waist', 'hips', 'thighs'] as const;

/**
 * Saves a member's own week. Someone else's week is a 404 and nothing changes. A new picture is stored (checked
 * and re-encoded) before the row changes; the old file is removed only once the new key is committed.
 */
export async function saveWeeklyLog(rt: Runtime, userId: number, weekId: number, input: WeeklyLogUpdate): Promise<WeeklyLogJson> {
  const own = and(eq(weeklyLogs.id, weekId), eq(weeklyLogs.userId, userId));
  const [week] = await rt.db.select({ id: weeklyLogs.id }).from(weeklyLogs).where(own);
  if (!week) throw notFound();

  const changes: Partial<typeof weeklyLogs.$inferInsert> = { updatedAt: rt.clock.now() };
  for (const name of MEASUREMENTS) if (input[name] !== undefined) changes[name] = input[name];
  if (input.journal !== undefined) changes.journal = input.journal === '' ? null : input.journal;
  const picture = input.progress_picture instanceof File ? input.progress_picture : null;
  const newKey = picture ? await storeImage(rt, picture, 'progress', 'progress_picture') : null;
  if (newKey) changes.progressPictureKey = newKey;

  let oldKey: string | null = null;
  try {
    await rt.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ key: weeklyLogs.progressPictureKey })
        .from(weeklyLogs)
        .where(own)
        .for('update');
      if (!locked) throw notFound();
      oldKey = locked.key;
      await tx.update(weeklyLogs).set(changes).where(own);
    });
  } catch (err) {
    if (newKey) await rt.storage.delete(newKey);
    throw err;
  }
  if (newKey && oldKey && oldKey !== newKey) await rt.storage.delete(oldKey);

  const [saved] = await readWeeks(rt, { userId, weekIds: [weekId] });
  if (!saved) throw notFound();
  return saved;
}
