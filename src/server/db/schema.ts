import { sql } from 'drizzle-orm';
import {
  pgTable,
  integer,
  bigint,
  text,
  boolean,
  timestamp,
  date,
  numeric,
  primaryKey,
  uniqueIndex,
  index,
  check,
  jsonb,
} from 'drizzle-orm/pg-core';
import { DAYS, type Day } from '../../lib/contracts/weekly-logs';
import { SUPPORT_PRIORITIES } from '../../lib/contracts/support';
import { MODERATION_TYPES } from '../../lib/contracts/admin';
import { CONTENT_TYPES, REPORT_STATUSES, REPORT_TYPES } from '../../lib/contracts/safety';
import { ACCOUNT_STATUSES } from '../../lib/contracts/accounts';
import { PROGRESS_SERIES } from '../../lib/contracts/progress';
import { LOCALES } from '../../lib/i18n/locales';
import { UNITS } from '../../lib/units';
import { APPEAL_STATUSES } from '../../lib/contracts/appeals';
import { ACCESS_KINDS } from '../../lib/contracts/privacy-limits';
import { NOTIFICATION_KINDS } from '../../lib/contracts/coaching-limits';

// Column helpers for the shapes most tables repeat, so each table lists only what is its own.

/** A row's own id, numbered by the database. */
const serialId = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** Every time the app stores: timestamptz, read as a Date. */
const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

const createdAt = () => time('created_at').notNull().defaultNow();
const updatedAt = () => time('updated_at').notNull().defaultNow();

/** A measurement or a weight: up to 9999.99. */
const measure = (name: string) => numeric(name, { precision: 6, scale: 2 });

/** The member a row belongs to: it goes when their account does. */
const memberId = (name: string) =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A member a row names (the reporter, the staff member who acted): null once their account is gone; the row stays. */
const namedMemberId = (name: string) => integer(name).references(() => users.id, { onDelete: 'set null' });

export const users = pgTable(
  'users',
  {
    id: serialId(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    isStaff: boolean('is_staff').notNull().default(false),
    status: text('status', { enum: ACCOUNT_STATUSES }).notNull().default('active'),
    suspendedUntil: time('suspended_until'),
    /** Bumped to cut every live token of the user at once. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** The interface language the member chose (issue 16): mail is written in it. */
    language: text('language', { enum: LOCALES }).notNull().default('en'),
    /** The units the member chose (issue 26): null until they choose, then their language's (lib/units.ts). */
    units: text('units', { enum: UNITS }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

export const profiles = pgTable('profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  imageKey: text('image_key'),
  age: integer('age'),
  weight: measure('weight'),
  occupation: text('occupation'),
  phoneNumber: text('phone_number'),
  emergencyContact: text('emergency_contact'),
  emergencyContactName: text('emergency_contact_name'),
  address: text('address'),
  medicalHistory: text('medical_history'),
  hasPaid: boolean('has_paid').notNull().default(false),
  /** The day the membership started; week N covers the 7 days from paid_since + 7(N-1). */
  paidSince: date('paid_since', { mode: 'string' }),
  /** The member lets staff see their goals (issue 15); off by default, set through PUT user/goals/. */
  shareGoalsWithStaff: boolean('share_goals_with_staff').notNull().default(false),
});

export const weeklyLogs = pgTable(
  'weekly_logs',
  {
    id: serialId(),
    userId: memberId('user_id'),
    weekNumber: integer('week_number').notNull(),
    biceps: measure('biceps'),
    chest: measure('chest'),
    waist: measure('waist'),
    hips: measure('hips'),
    thighs: measure('thighs'),
    /** Body weight that week, pounds (issue 15). */
    weight: measure('weight'),
    journal: text('journal'),
    progressPictureKey: text('progress_picture_key'),
    updatedAt: updatedAt(),
    /**
     * When the member first saved the week with something in it (issue 29): its check-in, which later edits do not
     * move (updated_at does). Null while the week is empty.
     */
    checkedInAt: time('checked_in_at'),
    /** Moves on each save: a save made on an older version (an offline device's, issue 30) is refused with 412. */
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('weekly_logs_user_week_unique').on(t.userId, t.weekNumber)],
);

export { DAYS, type Day };

/**
 * A member's goals (issue 15): at most one per series (a measurement or weight), private to the member (staff see
 * them only while the member shares them). `start` is the series' latest value when the goal was set.
 */
export const goals = pgTable(
  'goals',
  {
    id: serialId(),
    userId: memberId('user_id'),
    series: text('series', { enum: PROGRESS_SERIES }).notNull(),
    target: measure('target').notNull(),
    targetDate: date('target_date', { mode: 'string' }).notNull(),
    start: measure('start'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('goals_user_series_unique').on(t.userId, t.series)],
);

export const dailyLogs = pgTable(
  'daily_logs',
  {
    id: serialId(),
    weeklyLogId: integer('weekly_log_id')
      .notNull()
      .references(() => weeklyLogs.id, { onDelete: 'cascade' }),
    day: text('day', { enum: DAYS }).notNull(),
    workout: text('workout').notNull().default(''),
    duration: text('duration').notNull().default(''),
    notes: text('notes').notNull().default(''),
    breakfast: text('breakfast').notNull().default(''),
    lunch: text('lunch').notNull().default(''),
    dinner: text('dinner').notNull().default(''),
    snack1: text('snack1').notNull().default(''),
    snack2: text('snack2').notNull().default(''),
    waterIntakeOz: numeric('water_intake_oz', { precision: 7, scale: 2 }),
    /** Moves on each save, as a week's does. */
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('daily_logs_week_day_unique').on(t.weeklyLogId, t.day)],
);

export const posts = pgTable(
  'posts',
  {
    id: serialId(),
    userId: memberId('user_id'),
    content: text('content').notNull(),
    createdAt: createdAt(),
    /** When its author last changed the content; null if never. */
    editedAt: time('edited_at'),
  },
  (t) => [index('posts_user_idx').on(t.userId)],
);

export const comments = pgTable(
  'comments',
  {
    id: serialId(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: memberId('user_id'),
    content: text('content').notNull(),
    createdAt: createdAt(),
    /** When its author last changed the content; null if never. */
    editedAt: time('edited_at'),
  },
  (t) => [index('comments_post_idx').on(t.postId), index('comments_user_idx').on(t.userId)],
);

// The report enums are the safety contract's: the API validates with the same lists the column holds.
export { CONTENT_TYPES, REPORT_TYPES };

export const reports = pgTable(
  'reports',
  {
    id: serialId(),
    /** Null once the reporter deleted their account: the report stays, their identity does not. */
    reporterId: namedMemberId('reporter_id'),
    reportedUserId: namedMemberId('reported_user_id'),
    contentType: text('content_type', { enum: CONTENT_TYPES }).notNull(),
    contentId: integer('content_id').notNull(),
    reportType: text('report_type', { enum: REPORT_TYPES }).notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    resolvedBy: namedMemberId('resolved_by'),
    resolvedAt: time('resolved_at'),
  },
  (t) => [
    index('reports_status_idx').on(t.status),
    index('reports_reported_user_idx').on(t.reportedUserId),
    uniqueIndex('reports_one_pending_per_item')
      .on(t.reporterId, t.contentType, t.contentId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export const blocks = pgTable(
  'blocks',
  {
    blockerId: memberId('blocker_id'),
    blockedId: memberId('blocked_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('blocks_blocked_idx').on(t.blockedId)],
);

/** Append-only audit log: rows are inserted, never updated or deleted by the app. */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: serialId(),
    actorId: namedMemberId('actor_id'),
    targetUserId: namedMemberId('target_user_id'),
    actionType: text('action_type', { enum: MODERATION_TYPES }).notNull(),
    reason: text('reason').notNull().default(''),
    endDate: time('end_date'),
    /** The post or comment a content_removed row is about (its id stays: the row outlives the content). */
    contentType: text('content_type', { enum: CONTENT_TYPES }),
    contentId: integer('content_id'),
    /** A warning stays on the member's pages until they dismiss it. */
    acknowledgedAt: time('acknowledged_at'),
    createdAt: createdAt(),
  },
  (t) => [index('moderation_actions_target_idx').on(t.targetUserId)],
);

/**
 * A member's appeal of one sanction (a row of moderation_actions: a warning, a suspension or a ban), and staff's
 * decision with the reply the member reads. One appeal per sanction (the unique index): a second is refused.
 */
export const appeals = pgTable(
  'appeals',
  {
    id: serialId(),
    sanctionId: integer('sanction_id')
      .notNull()
      .references(() => moderationActions.id, { onDelete: 'cascade' }),
    /** The member who appealed: their appeals go with their account. */
    userId: memberId('user_id'),
    text: text('text').notNull(),
    status: text('status', { enum: APPEAL_STATUSES }).notNull().default('open'),
    createdAt: createdAt(),
    reply: text('reply'),
    decidedBy: namedMemberId('decided_by'),
    decidedAt: time('decided_at'),
  },
  (t) => [
    uniqueIndex('appeals_one_per_sanction').on(t.sanctionId),
    index('appeals_user_idx').on(t.userId),
    index('appeals_status_idx').on(t.status),
  ],
);

export const termsDocuments = pgTable(
  'terms_documents',
  {
    id: serialId(),
    title: text('title').notNull(),
    version: text('version').notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    content: text('content').notNull(),
    contentPolicy: text('content_policy'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('terms_documents_version_unique').on(t.version)],
);

export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    userId: memberId('user_id'),
    documentId: integer('document_id')
      .notNull()
      .references(() => termsDocuments.id, { onDelete: 'cascade' }),
    acceptedAt: time('accepted_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.documentId] })],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serialId(),
    userId: memberId('user_id'),
    otpHash: text('otp_hash').notNull(),
    expiresAt: time('expires_at').notNull(),
    usedAt: time('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * A signed-in session: one per sign-in, carried by every token issued for it (`sid` in access tokens, the refresh
 * tokens' family). Logging out revokes the row, which ends its access tokens at once.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: memberId('user_id'),
    expiresAt: time('expires_at').notNull(),
    revokedAt: time('revoked_at'),
    /** Signed in with a second factor (a TOTP or recovery code, or a passkey), or one was confirmed in it since. */
    twoFactor: boolean('two_factor').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: text('jti').primaryKey(),
    userId: memberId('user_id'),
    /** The session (sessions.id) the token belongs to. */
    family: text('family').notNull(),
    expiresAt: time('expires_at').notNull(),
    revokedAt: time('revoked_at'),
    /** Set when the token was rotated: the jti of its successor, re-issued unchanged within the grace window. */
    replacedBy: text('replaced_by'),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_user_idx').on(t.userId), index('refresh_tokens_family_idx').on(t.family)],
);

export const supportMessages = pgTable('support_messages', {
  id: serialId(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  priority: text('priority', { enum: SUPPORT_PRIORITIES }).notNull().default('medium'),
  createdAt: createdAt(),
});

/** What is left of a deleted account: why, and when. No personal data. */
export const accountDeletions = pgTable('account_deletions', {
  id: serialId(),
  reason: text('reason').notNull(),
  deletedAt: time('deleted_at').notNull().defaultNow(),
});

/** Fixed-window counters shared by every app node (login, register, reset, support, posts, comments, reports). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: time('window_ends_at').notNull(),
  },
  (t) => [index('rate_limits_window_idx').on(t.windowEndsAt)],
);

/**
 * Mail waiting to be delivered: written in the transaction that decides to send it, delivered after commit, and
 * retried with backoff when the SMTP server fails. Sent rows are purged after a week.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serialId(),
    to: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('body').notNull(),
    /** The one-click unsubscribe address of a notification mail (RFC 8058): sent as List-Unsubscribe. */
    listUnsubscribe: text('list_unsubscribe'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: time('next_attempt_at').notNull(),
    sentAt: time('sent_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`)],
);

/**
 * The first response to a write sent with an Idempotency-Key, per member and key, kept 8 days, and at most
 * KEPT_ANSWERS_PER_MEMBER a member (services/idempotency.ts): a retry with the same key gets it again and changes
 * nothing. `status` is null while the first request is still running.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: memberId('user_id'),
    key: text('key').notNull(),
    route: text('route').notNull(),
    /**
     * SHA-256 of the request body (a picture form's as `picture:<hex>`): the same key with another body is another
     * request, refused.
     */
    requestHash: text('request_hash').notNull().default(''),
    status: integer('status'),
    body: text('body'),
    /** The first answer's ETag (a saved log's version), sent again with the kept answer. */
    etag: text('etag'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/**
 * One row (id 1): `version` counts the committed changes to what the feed shows (posts, comments, blocks, members'
 * names and pictures, deleted members). Triggers bump it (drizzle/0003_feed_changes.sql), once per writing
 * transaction, at its commit; every app node reads it to know whether a feed page it keeps in memory is still right.
 */
export const feedChanges = pgTable(
  'feed_changes',
  {
    id: integer('id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    /** The transaction that bumped it last (txid_current()): later rows of the same transaction bump no more. */
    bumpedBy: bigint('bumped_by', { mode: 'number' }),
  },
  (t) => [check('feed_changes_one_row', sql`${t.id} = 1`)],
);

/**
 * One row per member: `version` counts the committed changes to what GET user/profile/ answers them (their name,
 * email, profile, weeks and days). Triggers bump it (drizzle/0004_profile_changes.sql), once per writing transaction
 * and member, at its commit; every app node reads it to know whether the answer it keeps in memory is still right.
 */
export const profileChanges = pgTable('profile_changes', {
  userId: integer('user_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  /** The transaction that bumped it last (txid_current()): later rows of the same transaction bump no more. */
  bumpedBy: bigint('bumped_by', { mode: 'number' }),
});

/**
 * A member's TOTP second factor (issue 28). The secret is stored encrypted with a key derived from SECRET_KEY; it is
 * on only once `confirmedAt` is set (a code from the member's app proved they hold it).
 */
export const totpFactors = pgTable('totp_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretCiphertext: text('secret_ciphertext').notNull(),
  confirmedAt: time('confirmed_at'),
  /** The time step of the last code accepted: a code is not accepted twice in its window. */
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** One-time codes that stand in for a TOTP code; only their hashes are kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serialId(),
    userId: memberId('user_id'),
    codeHash: text('code_hash').notNull(),
    usedAt: time('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** A member's WebAuthn credential (a passkey): several per member, each with the name they gave it. */
export const passkeys = pgTable(
  'passkeys',
  {
    /** The credential id, base64url. */
    id: text('id').primaryKey(),
    userId: memberId('user_id'),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** The authenticator's transports (usb, internal, hybrid…), comma-separated, as hints for the browser. */
    transports: text('transports').notNull().default(''),
    name: text('name').notNull(),
    lastUsedAt: time('last_used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/**
 * A WebAuthn challenge waiting for its answer: a registration (user set) or a passkey sign-in (no user: the
 * credential names them). Kept in the database so that any worker can check the answer; used once.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    challenge: text('challenge').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['register', 'sign_in'] }).notNull(),
    expiresAt: time('expires_at').notNull(),
  },
  (t) => [index('webauthn_challenges_expires_idx').on(t.expiresAt)],
);

/**
 * Who saw which of a member's health data, when and why (issue 28): one row per staff read of the health details,
 * a member's weeks or their progress pictures, written in the transaction that answers the read. Append-only: a
 * trigger refuses updates (drizzle/0012_privacy.sql); rows go only with the member's account.
 */
export const accessLog = pgTable(
  'access_log',
  {
    id: serialId(),
    memberId: memberId('member_id'),
    /** The staff member; their name is kept too, so the row still reads right after their account is gone. */
    staffId: namedMemberId('staff_id'),
    staffName: text('staff_name').notNull(),
    kind: text('kind', { enum: ACCESS_KINDS }).notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('access_log_member_idx').on(t.memberId, t.createdAt)],
);

/**
 * A staff member's answer to a member's week (issue 29): the member reads it under the week; no one else does. The
 * author's name is kept, so the answer still reads right after their account is gone.
 */
export const weekFeedback = pgTable(
  'week_feedback',
  {
    id: serialId(),
    weeklyLogId: integer('weekly_log_id')
      .notNull()
      .references(() => weeklyLogs.id, { onDelete: 'cascade' }),
    authorId: namedMemberId('author_id'),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('week_feedback_week_idx').on(t.weeklyLogId, t.createdAt)],
);

/**
 * One conversation per member with the staff (issue 29): `memberId` names the thread, `authorId` who wrote the
 * message (the member, or any staff member). A member's message is unread until a staff member opens the thread; a
 * staff message until the member does. Every message of the thread goes with the member's account.
 */
export const messages = pgTable(
  'messages',
  {
    id: serialId(),
    memberId: memberId('member_id'),
    authorId: namedMemberId('author_id'),
    authorName: text('author_name').notNull(),
    fromStaff: boolean('from_staff').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
    readAt: time('read_at'),
  },
  (t) => [
    index('messages_thread_idx').on(t.memberId, t.id),
    index('messages_unread_by_staff_idx').on(t.memberId).where(sql`not ${t.fromStaff} and ${t.readAt} is null`),
  ],
);

/**
 * What happened that a member should know of (issue 29): the text is written when read, in the reader's language,
 * from `kind` and `params`; `link` is the page of the thing.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serialId(),
    userId: memberId('user_id'),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    link: text('link').notNull(),
    createdAt: createdAt(),
    readAt: time('read_at'),
    /**
     * The account whose act it tells of, when its text names them (an answer, a message, a comment): the
     * notification goes with that account, as the comment it links to does; a name must not outlive its member.
     */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_actor_idx').on(t.actorId),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/** Which mail a member gets (issue 29); no row means the defaults. */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailCoachFeedback: boolean('email_coach_feedback').notNull().default(true),
  emailMessages: boolean('email_messages').notNull().default(true),
  emailComments: boolean('email_comments').notNull().default(false),
});
