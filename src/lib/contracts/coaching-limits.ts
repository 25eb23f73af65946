/**
 * The limits of coaching (issue 29), apart from the schemas: the admin and member pages check forms with them.
 */

/** A staff answer to a week and a message in a member's conversation: a few words to a long note. */
export const COACH_TEXT_MIN = 1;
export const COACH_TEXT_MAX = 2_000;

/** Staff may edit or delete their own answer to a week for this long after writing it. */
export const FEEDBACK_EDIT_WINDOW_HOURS = 24;

/** A paying member with no week saved for this many days has missed a check-in. */
export const MISSED_CHECK_IN_DAYS = 8;

/** A saved week with no answer after this many hours is an unanswered check-in. */
export const UNANSWERED_CHECK_IN_HOURS = 48;

/** Why a member needs a coach now, in the order the attention queue shows them. */
export const ATTENTION_REASONS = ['unread_message', 'unanswered_check_in', 'missed_check_in', 'off_track'] as const;
export type AttentionReason = (typeof ATTENTION_REASONS)[number];

/** What a notification is about; each links to the thing. */
export const NOTIFICATION_KINDS = [
  'coach_feedback',
  'message',
  'comment_on_my_post',
  'appeal_decided',
  'sanction',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * The mail a member may turn off, each a setting of its own (and a one-click unsubscribe link, RFC 8058). Sanctions
 * and appeal decisions are always mailed: they change what the member may do.
 */
export const MAIL_SETTINGS = ['email_coach_feedback', 'email_messages', 'email_comments'] as const;
export type MailSetting = (typeof MAIL_SETTINGS)[number];
