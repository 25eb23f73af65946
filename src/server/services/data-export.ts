import { strToU8 } from 'fflate';
import type { Runtime } from '../runtime';
import { fail, ok, type Result } from '../result';
import { logEvent } from '../log';
import type { Limit } from './rate-limits';
import { zipStream, type ZipEntry } from './data-export-zip';
import {
  blocksFile,
  commentsFile,
  postsFile,
  profileFile,
  profilePictureKey,
  reportsFile,
  sanctionsFile,
  supportMessagesFile,
} from './data-export-files';
import { accessLogFile } from './staff-access';
import { messagesFile, notificationSettingsFile } from './data-export-coaching';
import { dailyLogsCsv, memberWeeks, weeklyLogsFile, weeklyMeasurementsCsv } from './data-export-weeks';
import {
  EXPORT_FILES,
  EXPORT_PICTURES_DIR,
  EXPORT_WINDOW_SECONDS,
  PROFILE_PICTURE_FILE,
  exportFileName,
  type ExportFile,
} from '../../lib/contracts/export';
import { exportReadmeText } from '../../lib/i18n/en/export';
import { textIn } from '../../lib/i18n/text';
import { formatLongDate } from '../../lib/i18n/format';
import type { Locale } from '../../lib/i18n/locales';

/**
 * "Download my data" (issue 16, GDPR Art. 20): a ZIP of everything the member gave us, made as it is sent. The
 * files are made one by one as the download asks for them (data-export-files.ts and data-export-weeks.ts read each,
 * data-export-zip.ts zips them) and the pictures are read from storage one at a time: neither the archive nor all the
 * pictures are ever in memory. The member's own data only: every reader filters on their id, and the route gives no other id to ask for.
 */

/** Once an hour per member (the route counts it in the shared rate-limit table, key `export:user:<id>`). */
export const EXPORT_LIMIT: Limit = { limit: 1, windowSeconds: EXPORT_WINDOW_SECONDS };

export interface MemberExport {
  filename: string;
  body: ReadableStream<Uint8Array>;
}

type ExportRuntime = Pick<Runtime, 'db' | 'clock' | 'log' | 'storage'>;

const json = (name: ExportFile, value: unknown): ZipEntry => ({
  name,
  bytes: strToU8(`${JSON.stringify(value, null, 2)}\n`),
  compress: true,
});
const text = (name: ExportFile, value: string): ZipEntry => ({ name, bytes: strToU8(value), compress: true });

type ReadmeText = ReturnType<typeof readmeTextIn>;
const readmeTextIn = (locale: Locale) => textIn(exportReadmeText.readme, locale);

/** Which README line describes which file. */
const DESCRIPTIONS = {
  'README.txt': 'readmeFile',
  'profile.json': 'profileFile',
  'weekly-logs.json': 'weeklyLogsFile',
  'weekly-measurements.csv': 'weeklyMeasurementsFile',
  'daily-logs.csv': 'dailyLogsFile',
  'posts.json': 'postsFile',
  'comments.json': 'commentsFile',
  'reports-made.json': 'reportsMadeFile',
  'blocks.json': 'blocksFile',
  'warnings-and-sanctions.json': 'sanctionsFile',
  'support-messages.json': 'supportMessagesFile',
  'access-log.json': 'accessLogFile',
  'messages.json': 'messagesFile',
  'notification-settings.json': 'notificationSettingsFile',
} as const satisfies Record<ExportFile, keyof ReadmeText>;

/** README.txt: what each file holds, in the member's language (CRLF: it opens right in every editor). */
export function readme(locale: Locale, name: string, at: Date): string {
  const t = readmeTextIn(locale);
  const lines = [
    t.title,
    '='.repeat(t.title.length),
    '',
    t.intro({ date: formatLongDate(locale, at, 'UTC'), name }),
    '',
    t.filesHeading,
    '',
    ...EXPORT_FILES.map((file) => `${file}\r\n    ${t[DESCRIPTIONS[file]]}`),
    `${EXPORT_PICTURES_DIR}\r\n    ${t.picturesFolder}`,
    '',
    t.notesHeading,
    `- ${t.datesNote}`,
    `- ${t.csvNote}`,
    `- ${t.unitsNote}`,
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** The files of the export, each made when the ZIP asks for it: the data files, then the pictures one at a time. */
async function* exportEntries(
  rt: ExportRuntime,
  userId: number,
  profile: NonNullable<Awaited<ReturnType<typeof profileFile>>>,
  locale: Locale,
  at: Date,
): AsyncGenerator<ZipEntry> {
  yield text('README.txt', readme(locale, profile.account.full_name, at));
  yield json('profile.json', profile);
  const weeks = await memberWeeks(rt, userId);
  yield json('weekly-logs.json', weeklyLogsFile(weeks));
  yield text('weekly-measurements.csv', weeklyMeasurementsCsv(weeks));
  yield text('daily-logs.csv', dailyLogsCsv(weeks));
  yield json('posts.json', await postsFile(rt, userId));
  yield json('comments.json', await commentsFile(rt, userId));
  yield json('reports-made.json', await reportsFile(rt, userId));
  yield json('blocks.json', await blocksFile(rt, userId));
  yield json('warnings-and-sanctions.json', await sanctionsFile(rt, userId));
  yield json('support-messages.json', await supportMessagesFile(rt, userId));
  yield json('access-log.json', await accessLogFile(rt, userId));
  yield json('messages.json', await messagesFile(rt, userId));
  yield json('notification-settings.json', await notificationSettingsFile(rt, userId));

  // Posts carry no pictures: the profile picture and the weeks' progress pictures are all a member uploads.
  const pictures: Array<[string, string | null]> = [
    [PROFILE_PICTURE_FILE, await profilePictureKey(rt, userId)],
    ...weeks.map((w): [string, string | null] => [w.progress_picture ?? '', w.pictureKey]),
  ];
  for (const [name, key] of pictures) {
    if (!key || !name) continue;
    const bytes = await rt.storage.get(key);
    // A picture gone from storage (removed while the export ran) is left out; the JSON still names it.
    if (!bytes) {
      rt.log.warn({ event: 'export.picture_missing', userId }, 'a picture of the export was not in storage');
      continue;
    }
    yield { name, bytes, compress: false };
  }
}

/** The first line of an error, without the values a failed query appends (they may be the member's data). */
const summary = (err: unknown): string =>
  err instanceof Error ? `${err.name}: ${err.message.split('\n')[0]!.slice(0, 200)}` : 'unknown error';

/**
 * The member's export, ready to stream. Logged as an event (who and when, never what it holds). The rate limit is
 * counted by the route before this runs.
 */
export async function exportMemberData(
  rt: ExportRuntime,
  userId: number,
  locale: Locale,
): Promise<Result<MemberExport, 'not_found'>> {
  const profile = await profileFile(rt, userId);
  if (!profile) return fail('not_found');
  const at = rt.clock.now();
  logEvent(rt.log, 'account.exported', { userId });
  const body = zipStream(exportEntries(rt, userId, profile, locale, at), at, (err) =>
    rt.log.error({ event: 'account.export_failed', userId, err: summary(err) }, 'the data export broke off'),
  );
  return ok({ filename: exportFileName(at), body });
}
