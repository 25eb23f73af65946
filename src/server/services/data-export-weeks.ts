import { asc, eq, inArray } from 'drizzle-orm';
import { dailyLogs, profiles, weeklyLogs } from '../db/schema';
import { addDays, dayName, shortest, weekStart } from '../../lib/progress-summary';
import { DAILY_LOG_COLUMNS, WEEKLY_MEASUREMENT_COLUMNS, progressPictureFile } from '../../lib/contracts/export';
import { csvDocument } from './data-export-csv';
import { iso, type DatabaseReader } from './data-export-files';
import { feedbackOfWeeks } from './data-export-coaching';

/** The export's weekly logs: one read of the member's weeks and days, written as one JSON file and two CSV files. */

/** The member's weeks with their days, by week number (weekly-logs.json and both CSV files read them). */
export async function memberWeeks(rt: DatabaseReader, userId: number) {
  const [profile] = await rt.db
    .select({ paidSince: profiles.paidSince })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  const weeks = await rt.db
    .select()
    .from(weeklyLogs)
    .where(eq(weeklyLogs.userId, userId))
    .orderBy(asc(weeklyLogs.weekNumber));
  const days = weeks.length
    ? await rt.db
        .select()
        .from(dailyLogs)
        .where(
          inArray(
            dailyLogs.weeklyLogId,
            weeks.map((w) => w.id),
          ),
        )
        .orderBy(asc(dailyLogs.id))
    : [];
  const feedback = await feedbackOfWeeks(
    rt,
    weeks.map((w) => w.id),
  );
  const paidSince = profile?.paidSince ?? null;
  return weeks.map((w) => {
    const startsOn = paidSince ? weekStart(paidSince, w.weekNumber) : null;
    // A day's date: the day of the week's 7 that has its name (weeks start on the membership's weekday).
    const dates = new Map(
      startsOn ? Array.from({ length: 7 }, (_, i) => addDays(startsOn, i)).map((d) => [dayName(d), d]) : [],
    );
    return {
      week_number: w.weekNumber,
      starts_on: startsOn,
      ends_on: startsOn ? addDays(startsOn, 6) : null,
      biceps: shortest(w.biceps),
      chest: shortest(w.chest),
      waist: shortest(w.waist),
      hips: shortest(w.hips),
      thighs: shortest(w.thighs),
      weight: shortest(w.weight),
      journal: w.journal,
      progress_picture: w.progressPictureKey ? progressPictureFile(w.weekNumber) : null,
      updated_at: iso(w.updatedAt),
      /** When the week was first saved with something in it (issue 29's check-in), null while empty. */
      checked_in_at: iso(w.checkedInAt),
      /** Staff's answers to the week (issue 29), oldest first. */
      feedback: feedback.get(w.id) ?? [],
      daily_logs: days
        .filter((d) => d.weeklyLogId === w.id)
        .sort((a, b) => DAY_INDEX[a.day] - DAY_INDEX[b.day])
        .map((d) => ({
          day: d.day,
          date: dates.get(d.day) ?? null,
          workout: d.workout,
          duration: d.duration,
          notes: d.notes,
          breakfast: d.breakfast,
          lunch: d.lunch,
          dinner: d.dinner,
          snack1: d.snack1,
          snack2: d.snack2,
          water_intake_oz: shortest(d.waterIntakeOz),
        })),
      /** Not written to the JSON: where the picture is stored. */
      pictureKey: w.progressPictureKey,
    };
  });
}
export type ExportWeek = Awaited<ReturnType<typeof memberWeeks>>[number];

const DAY_INDEX = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 } as const;

/** weekly-logs.json: the weeks without their storage keys. */
export const weeklyLogsFile = (weeks: ExportWeek[]) => weeks.map(({ pictureKey: _key, ...week }) => week);

/** weekly-measurements.csv: one row per week. */
export const weeklyMeasurementsCsv = (weeks: ExportWeek[]): string =>
  csvDocument(
    WEEKLY_MEASUREMENT_COLUMNS,
    weeks.map((w) => ({
      week_number: w.week_number,
      starts_on: w.starts_on,
      ends_on: w.ends_on,
      biceps_in: w.biceps,
      chest_in: w.chest,
      waist_in: w.waist,
      hips_in: w.hips,
      thighs_in: w.thighs,
      weight_lbs: w.weight,
      progress_picture: w.progress_picture,
    })),
  );

/** daily-logs.csv: one row per day of every week. */
export const dailyLogsCsv = (weeks: ExportWeek[]): string =>
  csvDocument(
    DAILY_LOG_COLUMNS,
    weeks.flatMap((w) => w.daily_logs.map((d) => ({ week_number: w.week_number, ...d }))),
  );
