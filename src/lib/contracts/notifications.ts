import * as z from 'zod/mini';
import { INVALID_BOOLEAN, REQUIRED, idField, schema, tooManyItems } from './common';
import type { MailSetting, NotificationKind } from './coaching-limits';

/**
 * Notifications and the mail a member chooses (issue 29): what is sent, what comes back.
 *
 * GET notifications/ pages like the feed (src/lib/contracts/community.ts: ?before=<id>&limit=n, X-Has-More and
 * X-Next-Before headers), newest first; the body is `{unread, results}`, `unread` counting every unread one.
 */

/** What each kind's text is written from: the names are as they were when it happened. */
export interface NotificationParams {
  coach_feedback: { author: string; week?: number };
  message: { author: string };
  comment_on_my_post: { author: string };
  appeal_decided: { verdict: 'accepted' | 'rejected' };
  sanction: { sanction: 'warning' | 'suspension' | 'ban' | 'lift' };
}

/**
 * A notification to write: who it is for, what happened, and the page of the thing (a path of this site). A kind
 * whose text names someone (`author`) carries that account as `actorId` (null when no account did it): the
 * notification goes with it.
 */
export type NewNotification = {
  [K in NotificationKind]: {
    userId: number;
    kind: K;
    params: NotificationParams[K];
    link: string;
  } & (NotificationParams[K] extends { author: string } ? { actorId: number | null } : { actorId?: never });
}[NotificationKind];

export interface NotificationJson {
  id: number;
  kind: NotificationKind;
  /** Written when read, in the reader's language. */
  text: string;
  link: string;
  created_at: string;
  read: boolean;
}

export interface NotificationsPageJson {
  unread: number;
  results: NotificationJson[];
}

/** The most ids one POST notifications/read/ marks (a page holds at most 100). */
export const MARK_READ_MAX = 100;

/**
 * POST notifications/read/: `{ids: [...]}` marks those (the member's own; others are ignored), `{all: true}` every
 * one. Neither is a missing `ids`.
 */
export const markReadSchema = schema(() =>
  z
    .object({
      ids: z.optional(z.array(idField).check(z.maxLength(MARK_READ_MAX, tooManyItems(MARK_READ_MAX)))),
      all: z.optional(z.boolean(INVALID_BOOLEAN)),
    })
    .check(z.refine((body) => body.all === true || body.ids !== undefined, { ...REQUIRED, path: ['ids'] })),
);
export type MarkRead = z.output<typeof markReadSchema>;

/** GET and PUT user/notification-settings/: each mail a member may turn off. */
export type NotificationSettingsJson = Record<MailSetting, boolean>;

export const notificationSettingsSchema = schema(() =>
  z.object({
    email_coach_feedback: z.boolean(INVALID_BOOLEAN),
    email_messages: z.boolean(INVALID_BOOLEAN),
    email_comments: z.boolean(INVALID_BOOLEAN),
  }),
);

/** The setting that turns each kind's mail off; kinds without one are always mailed, by their own mails. */
export const MAIL_SETTING_OF = {
  coach_feedback: 'email_coach_feedback',
  message: 'email_messages',
  comment_on_my_post: 'email_comments',
} as const satisfies Partial<Record<NotificationKind, MailSetting>>;

/** The kinds notify() mails (when the member's setting is on). */
export type MailedKind = keyof typeof MAIL_SETTING_OF;
export type MailedNotification = Extract<NewNotification, { kind: MailedKind }>;

export const isMailed = (n: NewNotification): n is MailedNotification => Object.hasOwn(MAIL_SETTING_OF, n.kind);

/** The page of a member's Standing card (sanctions, appeals) and mail settings. */
export const ACCOUNT_SETTINGS_PATH = '/account-settings';

/** The one-click unsubscribe address (RFC 8058) under the API: `<API>/notifications/unsubscribe/<token>/`. */
export const UNSUBSCRIBE_PATH = '/api/v1/notifications/unsubscribe/';
