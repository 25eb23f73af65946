import type { FailureTable } from './common';

/**
 * "Download my data" (issue 16, GDPR Art. 20): `GET user/export/` answers a ZIP of the signed-in member's own data,
 * built as a stream. The file list is here so the server, its README.txt and the tests name the same files.
 */

/** The data files of every export and their format, in the order the ZIP holds them (README.txt first). */
export const EXPORT_FILE_FORMATS = {
  'README.txt': 'text',
  'profile.json': 'json',
  'weekly-logs.json': 'json',
  'weekly-measurements.csv': 'csv',
  'daily-logs.csv': 'csv',
  'posts.json': 'json',
  'comments.json': 'json',
  'reports-made.json': 'json',
  'blocks.json': 'json',
  'warnings-and-sanctions.json': 'json',
  'support-messages.json': 'json',
  /** Staff views of the member's health details, weeks and pictures (issue 28: the access log). */
  'access-log.json': 'json',
  /** The member's conversation with the staff, and which mail they get (issue 29: coaching). */
  'messages.json': 'json',
  'notification-settings.json': 'json',
} as const;

/** The data files' names, in order. */
export const EXPORT_FILES = Object.keys(EXPORT_FILE_FORMATS) as Array<keyof typeof EXPORT_FILE_FORMATS>;
export type ExportFile = keyof typeof EXPORT_FILE_FORMATS;

/** The folder of the member's pictures inside the ZIP. */
export const EXPORT_PICTURES_DIR = 'pictures/';

/** The profile picture's name in the ZIP. */
export const PROFILE_PICTURE_FILE = `${EXPORT_PICTURES_DIR}profile.jpg`;

/** A week's progress picture in the ZIP: three digits, so the files sort by week ("week-007-progress.jpg"). */
export const progressPictureFile = (weekNumber: number): string =>
  `${EXPORT_PICTURES_DIR}week-${String(weekNumber).padStart(3, '0')}-progress.jpg`;

/** The download's name: `fitgroup-export-YYYY-MM-DD.zip` (the day of the export, UTC). */
export const exportFileName = (at: Date): string => `fitgroup-export-${at.toISOString().slice(0, 10)}.zip`;

/** One export per member per hour: building one reads every row and picture the member has. */
export const EXPORT_WINDOW_SECONDS = 3600;

/** The columns of weekly-measurements.csv (inches, and the body weight in pounds). */
export const WEEKLY_MEASUREMENT_COLUMNS = [
  'week_number',
  'starts_on',
  'ends_on',
  'biceps_in',
  'chest_in',
  'waist_in',
  'hips_in',
  'thighs_in',
  'weight_lbs',
  'progress_picture',
] as const;

/** The columns of daily-logs.csv. */
export const DAILY_LOG_COLUMNS = [
  'week_number',
  'day',
  'date',
  'workout',
  'duration',
  'notes',
  'breakfast',
  'lunch',
  'dinner',
  'snack1',
  'snack2',
  'water_intake_oz',
] as const;

/**
 * Why an export can fail, beyond the common failures: none. A second export within the hour is the common
 * `rate_limited` (429 with Retry-After, its message already in every language); the card words it itself.
 */
export const exportFailures = {} as const satisfies FailureTable;
