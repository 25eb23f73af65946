import * as z from 'zod/mini';
import { REQUIRED, idField, message, optionalText, preprocess, schema, tooLong } from './common';
import { MODERATION_REASON_MAX } from './admin-limits';
import type { SanctionStatus } from './accounts';
import { named, type NamedMember } from './named-member';
import type { ContentType } from './safety';

/**
 * Moderation: warnings, suspensions and bans, lifts, memberships and removed content, as staff request them and the
 * moderation log keeps them; and the member's own warnings.
 */

/** Every kind of row in the moderation log (the database column's enum). */
export const MODERATION_TYPES = [
  'warning',
  'suspension',
  'ban',
  'lift',
  'resolve',
  'dismiss',
  'paid',
  'unpaid',
  // A member's appeal of a sanction, and staff's decision on it (contracts/appeals.ts).
  'appeal',
  'appeal_accepted',
  'appeal_rejected',
  // A post or comment staff removed (services/content-removal.ts); the row names the content's type and id.
  'content_removed',
] as const;
export type ModerationType = (typeof MODERATION_TYPES)[number];

export const REASON_REQUIRED = message('admin.reasonRequired', 'Please give a reason.');
/** Rows of the moderation log answered by default, and at most. */
export const MODERATION_LOG_DEFAULT = 200;
export const MODERATION_LOG_MAX = 1000;

/** The reason a warning, suspension or ban must give: staff's own words, checked by the dialog and the API alike. */
export const moderationReason = schema(() =>
  z
    .string(REQUIRED)
    .check(
      z.trim(),
      z.minLength(1, REASON_REQUIRED),
      z.maxLength(MODERATION_REASON_MAX, tooLong(MODERATION_REASON_MAX)),
    ),
);
/** The optional note of a lift, a membership change or a report review; null when blank. */
export const optionalReason = schema(() => optionalText(MODERATION_REASON_MAX));

const END_DATE_FORMAT = message('admin.endDateFormat', 'Enter an ISO date and time, or null for a permanent ban.');
/** When a suspension ends: an ISO date and time, or null for a permanent ban. */
const endDate = schema(() =>
  z.nullable(
    z.pipe(
      z
        .string(END_DATE_FORMAT)
        .check(z.refine((s) => !Number.isNaN(Date.parse(s)) && /^\d{4}-\d{2}-\d{2}/.test(s), END_DATE_FORMAT)),
      z.transform((s: string) => new Date(s)),
    ),
  ),
);

/**
 * The report a warning, suspension or ban answers (optional): its post, comment or profile is kept with the action,
 * so the member's appeal shows staff what it was about.
 */
const aboutReport = schema(() => z.optional(z.nullable(idField)));

/** POST admin/moderation-action/: a warning (suspensions and bans have their own path). */
export const warningRequest = schema(() =>
  z.object({
    target_user: idField,
    action_type: z.literal(
      'warning',
      message('admin.warningOnly', "The only action here is 'warning'; use suspend-user for suspensions and bans."),
    ),
    reason: moderationReason,
    report: aboutReport,
  }),
);

/** POST admin/suspend-user/ */
export const suspensionRequest = schema(() =>
  z.object({ user: idField, reason: moderationReason, end_date: endDate, report: aboutReport }),
);

/** POST admin/lift-suspension/ */
export const liftRequest = schema(() => z.object({ user: idField, reason: optionalReason }));

/** POST admin/set-paid/ */
export const membershipRequest = schema(() =>
  z.object({
    user: idField,
    has_paid: z.boolean(message('fields.sendTrueOrFalse', 'Send true or false.')),
    reason: optionalReason,
  }),
);

/** GET admin/moderation-log/?limit=N: a limit that is not a small number is the default. */
export const moderationLogQuery = schema(() =>
  z.object({
    limit: preprocess(
      (v) =>
        typeof v === 'string' && /^\d{1,4}$/.test(v)
          ? Math.min(Math.max(Number(v), 1), MODERATION_LOG_MAX)
          : MODERATION_LOG_DEFAULT,
      z.number(),
    ),
  }),
);

export type WarningRequest = z.input<typeof warningRequest>;
export type SuspensionRequest = z.input<typeof suspensionRequest>;
export type LiftRequest = z.input<typeof liftRequest>;
export type MembershipRequest = z.input<typeof membershipRequest>;

/** DELETE admin/posts/{id}/ and admin/comments/{id}/: why staff remove it, told to its author (required). */
export const contentRemovalRequest = schema(() => z.object({ reason: moderationReason }));
export type ContentRemovalRequest = z.input<typeof contentRemovalRequest>;

/** What staff can remove: a post or a comment. */
export const REMOVABLE_CONTENT = ['post', 'comment'] as const;
export type RemovableContent = (typeof REMOVABLE_CONTENT)[number];

/** The answer to a post or comment removed by staff. */
export interface ContentRemovedJson {
  detail: string;
  content_type: RemovableContent;
  content_id: number;
  /** The pending reports about it, now resolved. */
  reports_resolved: number[];
}

export const toContentRemovedJson = (type: RemovableContent, id: number, resolved: number[]): ContentRemovedJson => ({
  detail:
    type === 'post'
      ? 'The post was removed and its author told why.'
      : 'The comment was removed and its author told why.',
  content_type: type,
  content_id: id,
  reports_resolved: resolved,
});

/** One row of the append-only moderation log. */
export interface ModerationActionJson {
  id: number;
  actor: NamedMember;
  target_user: NamedMember;
  action_type: ModerationType;
  reason: string;
  end_date: string | null;
  acknowledged_at: string | null;
  /** The post or comment the action was about (a removal); null for actions on a member. */
  content: { type: ContentType; id: number } | null;
  created_at: string;
}

/** A log row joined with the names of staff and member, as the service reads it. */
export interface ModerationActionRow {
  id: number;
  actorId: number | null;
  actorName: string | null;
  targetId: number | null;
  targetName: string | null;
  actionType: ModerationType;
  reason: string;
  endDate: Date | null;
  acknowledgedAt: Date | null;
  contentType?: ContentType | null;
  contentId?: number | null;
  createdAt: Date;
}

export const toModerationActionJson = (r: ModerationActionRow): ModerationActionJson => ({
  id: r.id,
  actor: named(r.actorId, r.actorName),
  target_user: named(r.targetId, r.targetName),
  action_type: r.actionType,
  reason: r.reason,
  end_date: r.endDate?.toISOString() ?? null,
  acknowledged_at: r.acknowledgedAt?.toISOString() ?? null,
  content: r.contentType && r.contentId != null ? { type: r.contentType, id: r.contentId } : null,
  created_at: r.createdAt.toISOString(),
});

/** A warning as the member sees it (GET user/warnings/). */
export interface WarningJson {
  id: number;
  reason: string;
  created_at: string;
}

export const toWarningJson = (r: { id: number; reason: string; createdAt: Date }): WarningJson => ({
  id: r.id,
  reason: r.reason,
  created_at: r.createdAt.toISOString(),
});

/** The member a staff action was aimed at. */
export interface ModerationTarget {
  id: number;
  fullName: string;
}

/** The answer to a warning (201). */
export interface WarningIssuedJson {
  id: number;
  target_user: number;
  action_type: 'warning';
  reason: string;
  detail: string;
}

export const toWarningIssuedJson = (id: number, target: ModerationTarget, reason: string): WarningIssuedJson => ({
  id,
  target_user: target.id,
  action_type: 'warning',
  reason,
  detail: `Warning issued to ${target.fullName}.`,
});

/** The answer to a suspension (an end date) or a ban (none). */
export interface SuspensionJson {
  detail: string;
  user: number;
  status: SanctionStatus;
  end_date: string | null;
}

export const toSuspensionJson = (target: ModerationTarget, end: Date | null): SuspensionJson => ({
  detail: end
    ? `${target.fullName} is suspended until ${end.toISOString()}.`
    : `${target.fullName} is permanently banned.`,
  user: target.id,
  status: end ? 'suspended' : 'banned',
  end_date: end?.toISOString() ?? null,
});

/** The answer to a lifted suspension or ban. */
export interface LiftJson {
  detail: string;
  user: number;
  status: 'active';
}

export const toLiftJson = (target: ModerationTarget): LiftJson => ({
  detail: `${target.fullName} may sign in again.`,
  user: target.id,
  status: 'active',
});

/** The answer to a membership started or ended by staff. */
export interface MembershipJson {
  detail: string;
  user: number;
  has_paid: boolean;
}

export const toMembershipJson = (target: ModerationTarget, hasPaid: boolean): MembershipJson => ({
  detail: hasPaid ? `Membership started for ${target.fullName}.` : `Membership ended for ${target.fullName}.`,
  user: target.id,
  has_paid: hasPaid,
});
