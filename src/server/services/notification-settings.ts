import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notificationSettings } from '../db/schema';
import { MAIL_SETTINGS, type MailSetting } from '../../lib/contracts/coaching-limits';
import type { NotificationSettingsJson } from '../../lib/contracts/notifications';

/** Which mail a member gets (issue 29). A member without a row has the table's defaults. */

type SettingsRow = typeof notificationSettings.$inferSelect;

/** The defaults of a member who never chose: the columns' defaults, written once here for reading. */
export const DEFAULT_SETTINGS: NotificationSettingsJson = {
  email_coach_feedback: true,
  email_messages: true,
  email_comments: false,
};

/** Each setting's column: the one map the reads and writes go through, so a new setting is not forgotten in one. */
const COLUMN_OF = {
  email_coach_feedback: 'emailCoachFeedback',
  email_messages: 'emailMessages',
  email_comments: 'emailComments',
} as const satisfies Record<MailSetting, keyof SettingsRow>;

const toJson = (row: SettingsRow | undefined): NotificationSettingsJson =>
  Object.fromEntries(
    MAIL_SETTINGS.map((setting) => [setting, row ? row[COLUMN_OF[setting]] : DEFAULT_SETTINGS[setting]]),
  ) as NotificationSettingsJson;

const toColumns = (json: Partial<NotificationSettingsJson>): Partial<typeof notificationSettings.$inferInsert> =>
  Object.fromEntries(
    MAIL_SETTINGS.filter((setting) => json[setting] !== undefined).map((setting) => [
      COLUMN_OF[setting],
      json[setting],
    ]),
  );

export async function notificationSettingsOf(db: Db, userId: number): Promise<NotificationSettingsJson> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return toJson(row);
}

/** The settings of several members at once (notify() mails a batch), defaults filled in. */
export async function settingsOfMembers(db: Db, userIds: number[]): Promise<Map<number, NotificationSettingsJson>> {
  const rows =
    userIds.length === 0
      ? []
      : await db.select().from(notificationSettings).where(inArray(notificationSettings.userId, userIds));
  const byId = new Map(rows.map((row) => [row.userId, row]));
  return new Map(userIds.map((id) => [id, toJson(byId.get(id))]));
}

/** Changes the settings given (the others keep their value, or their default); answers them all. */
export async function changeNotificationSettings(
  db: Db,
  userId: number,
  change: Partial<NotificationSettingsJson>,
): Promise<NotificationSettingsJson> {
  const columns = toColumns(change);
  const [row] = await db
    .insert(notificationSettings)
    .values({ userId, ...columns })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: columns })
    .returning();
  return toJson(row);
}

/** Turns one mail off (the unsubscribe link). */
export const turnOffMail = (db: Db, userId: number, setting: MailSetting) =>
  changeNotificationSettings(db, userId, { [setting]: false });
