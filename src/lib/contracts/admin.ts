import * as z from 'zod/mini';
import type { SanctionStatus } from './accounts';
import { INVALID_INTEGER, REQUIRED, idField, optionalText, preprocess, schema, tooLong, type FailureTable, message, INVALID_STRING } from './common';
import type { AdminMemberFields } from './profiles';
import type { AdminAppealJson } from './appeals';
import { MEMBER_PAGE_DEFAULT, MEMBER_PAGE_MAX, MEMBER_SEARCH_MAX, MODERATION_REASON_MAX } from './admin-limits';
import { REPORT_VERDICTS, type ContentType, type ReportStatus, type ReportType } from './safety';

export * from './admin-limits';

/**
 * The staff screens (reports, moderation, memberships, the moderation log) and the member's own warnings: the
 * requests both sides check, the answers, and why a request can fail.
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

/** How staff close a pending report: action taken, or nothing wrong. */
export { REPORT_VERDICTS };
export type ReportVerdict = (typeof REPORT_VERDICTS)[number];

export const REASON_REQUIRED = message('admin.reasonRequired', 'Please give a reason.');
/** Cap on how far ahead a suspension may end; beyond that it is a ban. */
export const MAX_SUSPENSION_DAYS = 3650;
/** Rows of the moderation log answered by default, and at most. */
export const MODERATION_LOG_DEFAULT = 200;
export const MODERATION_LOG_MAX = 1000;

// ---------------------------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------------------------

/** The reason a warning, suspension or ban must give: staff's own words, checked by the dialog and the API alike. */
export const moderationReason = schema(() =>
  z
    .string(REQUIRED)
    .check(z.trim(), z.minLength(1, REASON_REQUIRED), z.maxLength(MODERATION_REASON_MAX, tooLong(MODERATION_REASON_MAX))),
);
/** The optional note of a lift, a membership change or a report review; null when blank. */
const optionalReason = schema(() => optionalText(MODERATION_REASON_MAX));

const END_DATE_FORMAT = message('admin.endDateFormat', 'Enter an ISO date and time, or null for a permanent ban.');
/** When a suspension ends: an ISO date and time, or null for a permanent ban. */
const endDate = schema(() =>
  z.nullable(
    z.pipe(
      z.string(END_DATE_FORMAT).check(z.refine((s) => !Number.isNaN(Date.parse(s)) && /^\d{4}-\d{2}-\d{2}/.test(s), END_DATE_FORMAT)),
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
    action_type: z.literal('warning', { error: "The only action here is 'warning'; use suspend-user for suspensions and bans." }),
    reason: moderationReason,
    report: aboutReport,
  }),
);

/** POST admin/suspend-user/ */
export const suspensionRequest = schema(() => z.object({ user: idField, reason: moderationReason, end_date: endDate, report: aboutReport }));

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

/** POST admin/reports/{id}/resolve/ */
export const reviewRequest = schema(() =>
  z.object({
    status: z.enum(REPORT_VERDICTS, { error: "Status must be 'resolved' or 'dismissed'." }),
    reason: optionalReason,
  }),
);

/** GET admin/moderation-log/?limit=N: a limit that is not a small number is the default. */
export const moderationLogQuery = schema(() =>
  z.object({
    limit: preprocess(
      (v) => (typeof v === 'string' && /^\d{1,4}$/.test(v) ? Math.min(Math.max(Number(v), 1), MODERATION_LOG_MAX) : MODERATION_LOG_DEFAULT),
      z.number(),
    ),
  }),
);

/** A page number past this is no page of ours (and its offset would overflow). */
const PAGE_NUMBER_MAX = 1_000_000;

const atLeast = (min: number) => `Ensure this value is greater than or equal to ${min}.`;
const atMost = (max: number) => `Ensure this value is less than or equal to ${max}.`;

/** A whole number from the query string, min..max; absent or empty is undefined. */
const queryNumber = (min: number, max: number) =>
  preprocess(
    (v) => (v === undefined || v === '' ? undefined : typeof v === 'string' && /^-?\d{1,10}$/.test(v.trim()) ? Number(v.trim()) : v),
    z.optional(z.number(INVALID_INTEGER).check(z.int(INVALID_INTEGER), z.gte(min, atLeast(min)), z.lte(max, atMost(max)))),
  );

/** ?page= (from 1) and ?limit= (1..MEMBER_PAGE_MAX) of the admin lists; either may be absent. */
const pagingFields = schema(() => ({
  page: queryNumber(1, PAGE_NUMBER_MAX),
  limit: queryNumber(1, MEMBER_PAGE_MAX),
}));

/**
 * GET admin/members/?page=&limit=&q=: page 1 and 50 members unless asked; q (trimmed, blank is none) matches
 * names and emails, ignoring case. Anything else is a 400 with field errors, never a silent default.
 */
export const memberListQuery = schema(() =>
  z.pipe(
    z.object({
      ...pagingFields,
      q: z.optional(z.string(INVALID_STRING).check(z.trim(), z.maxLength(MEMBER_SEARCH_MAX, tooLong(MEMBER_SEARCH_MAX)))),
    }),
    z.transform(({ page, limit, q }: { page?: number; limit?: number; q?: string }) => ({
      page: page ?? 1,
      limit: limit ?? MEMBER_PAGE_DEFAULT,
      q: q || undefined,
    })),
  ),
);
export type MemberListQuery = z.output<typeof memberListQuery>;

/**
 * GET admin/all-profiles/?page=&limit=: without either, every member (the spec's list); with one or both, that
 * page (page 1 and MEMBER_PAGE_DEFAULT members unless asked), in the same order as the member list.
 */
export const allProfilesQuery = schema(() =>
  z.pipe(
    z.object(pagingFields),
    z.transform(({ page, limit }: { page?: number; limit?: number }) =>
      page === undefined && limit === undefined ? { paging: null } : { paging: { page: page ?? 1, limit: limit ?? MEMBER_PAGE_DEFAULT } },
    ),
  ),
);
export type MemberPaging = { page: number; limit: number };

export type WarningRequest = z.input<typeof warningRequest>;
export type SuspensionRequest = z.input<typeof suspensionRequest>;
export type LiftRequest = z.input<typeof liftRequest>;
export type MembershipRequest = z.input<typeof membershipRequest>;
export type ReviewRequest = z.input<typeof reviewRequest>;

/** DELETE admin/posts/{id}/ and admin/comments/{id}/: why staff remove it, told to its author (required). */
export const contentRemovalRequest = schema(() => z.object({ reason: moderationReason }));
export type ContentRemovalRequest = z.input<typeof contentRemovalRequest>;

/** What staff can remove: a post or a comment. */
export const REMOVABLE_CONTENT = ['post', 'comment'] as const;
export type RemovableContent = (typeof REMOVABLE_CONTENT)[number];

/** Which reports GET admin/reports/ pages through: the pending ones, or every one. */
export const REPORT_LIST_STATUSES = ['pending', 'all'] as const;

/**
 * GET admin/reports/?page=&limit=&status=: without any of them, every report as one list (the spec's shape); with
 * one or more, that page (page 1, MEMBER_PAGE_DEFAULT reports, every status unless asked), pending first, newest
 * first, with the count of all that match.
 */
export const reportListQuery = schema(() =>
  z.pipe(
    z.object({
      ...pagingFields,
      status: z.optional(z.enum(REPORT_LIST_STATUSES, { error: "Status must be 'pending' or 'all'." })),
    }),
    z.transform(({ page, limit, status }: { page?: number; limit?: number; status?: 'pending' | 'all' }) =>
      page === undefined && limit === undefined && status === undefined
        ? { paging: null }
        : { paging: { page: page ?? 1, limit: limit ?? MEMBER_PAGE_DEFAULT, pendingOnly: status === 'pending' } },
    ),
  ),
);
export type ReportPaging = { page: number; limit: number; pendingOnly: boolean };

// ---------------------------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------------------------

/** A member named in an answer; null once their account is gone. */
export type NamedMember = { id: number; full_name: string } | null;

const named = (id: number | null, fullName: string | null): NamedMember =>
  id === null ? null : { id, full_name: fullName ?? '' };

/** One entry of GET admin/members/: a member without their weeks, and how many weeks they have logged. */
export interface AdminMemberJson extends AdminMemberFields {
  weeks_logged: number;
}

/** GET admin/members/: one page of members, the number that match in all, and the page asked for. */
export interface AdminMemberPageJson {
  count: number;
  page: number;
  limit: number;
  results: AdminMemberJson[];
}

/**
 * What the admin screen shows first, read by the page on the server and handed to the screen: page 1 of the
 * member list (as GET admin/members/ answers it), the pending reports (as GET admin/reports/ lists them) and the
 * appeals (as GET admin/appeals/ lists them).
 */
export interface AdminFirstScreenJson {
  members: AdminMemberPageJson;
  reports: AdminReportJson[];
  /** The appeals as GET admin/appeals/ lists them (open first), for the Appeals section beside the reports. */
  appeals: AdminAppealJson[];
}

/**
 * The reported post, comment or profile as it stands now: its text (a profile's: the member's name), who wrote it
 * and when. Null once it no longer exists (deleted by its author or removed by staff).
 */
export interface ReportContentJson {
  type: ContentType;
  id: number;
  text: string;
  author_name: string;
  created_at: string;
}

/** A report as the admin screen reads it. */
export interface AdminReportJson {
  id: number;
  report_type: ReportType;
  description: string;
  status: ReportStatus;
  reported_user: NamedMember;
  content_type: ContentType;
  content_id: number;
  created_at: string;
  resolved_at: string | null;
  /** The reported item itself, read with the report; null once it is gone. */
  content: ReportContentJson | null;
}

/** GET admin/reports/ with paging: one page, the number that match in all, and the page asked for. */
export interface AdminReportPageJson {
  count: number;
  page: number;
  limit: number;
  results: AdminReportJson[];
}

/** A report joined with the reported member, as the service reads it. */
export interface AdminReportRow {
  id: number;
  reportType: ReportType;
  description: string;
  status: AdminReportJson['status'];
  reportedId: number | null;
  reportedName: string | null;
  contentType: ContentType;
  contentId: number;
  createdAt: Date;
  resolvedAt: Date | null;
  /** The reported item's text, author and date; null when it no longer exists. */
  contentText: string | null;
  contentAuthor: string | null;
  contentCreatedAt: Date | null;
}

export const toAdminReportJson = (r: AdminReportRow): AdminReportJson => ({
  id: r.id,
  report_type: r.reportType,
  description: r.description,
  status: r.status,
  reported_user: named(r.reportedId, r.reportedName),
  content_type: r.contentType,
  content_id: r.contentId,
  created_at: r.createdAt.toISOString(),
  resolved_at: r.resolvedAt?.toISOString() ?? null,
  content:
    r.contentText === null
      ? null
      : {
          type: r.contentType,
          id: r.contentId,
          text: r.contentText,
          author_name: r.contentAuthor ?? '',
          created_at: (r.contentCreatedAt ?? r.createdAt).toISOString(),
        },
});

/** The answer to a post or comment removed by staff. */
export interface ContentRemovedJson {
  detail: string;
  content_type: RemovableContent;
  content_id: number;
  /** The pending reports about it, now resolved. */
  reports_resolved: number[];
}

export const toContentRemovedJson = (type: RemovableContent, id: number, resolved: number[]): ContentRemovedJson => ({
  detail: type === 'post' ? 'The post was removed and its author told why.' : 'The comment was removed and its author told why.',
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
  detail: end ? `${target.fullName} is suspended until ${end.toISOString()}.` : `${target.fullName} is permanently banned.`,
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

// ---------------------------------------------------------------------------------------------------------------
// Failures
// ---------------------------------------------------------------------------------------------------------------

/** Why an admin or warnings request can fail, beyond the common failures: the reason, its status and its message. */
export const adminFailures = {
  self_moderation: { status: 403, detail: message('admin.selfModeration', 'You cannot moderate your own account.') },
  staff_not_moderatable: { status: 403, detail: message('admin.staffNotModeratable', 'Staff members cannot be moderated.') },
  not_suspended: { status: 400, detail: message('admin.notSuspended', 'This member is not suspended or banned.') },
  /** Answered as a field error on end_date. */
  end_date_past: { status: 400, detail: message('admin.endDatePast', 'The end date must be in the future.') },
  /** Answered as a field error on end_date. */
  suspension_too_long: { status: 400, detail: message('admin.suspensionTooLong', 'A suspension cannot last more than ten years; use a permanent ban.') },
  report_not_found: { status: 404, detail: message('admin.reportNotFound', 'Report not found.') },
  own_report: { status: 403, detail: message('admin.ownReport', 'You cannot review a report about yourself.') },
  report_already_reviewed: { status: 400, detail: message('admin.reportAlreadyReviewed', 'This report has already been reviewed.') },
  warning_not_found: { status: 404, detail: message('admin.warningNotFound', 'Warning not found.') },
  removal_post_not_found: { status: 404, detail: message('community.postNotFound', 'Post not found.') },
  removal_comment_not_found: { status: 404, detail: message('admin.commentNotFound', 'Comment not found.') },
  /** Answered as a field error on report. */
  report_not_about_member: { status: 400, detail: message('admin.reportNotAboutMember', 'This report is not about this member.') },
} as const satisfies FailureTable;

export type AdminFailure = keyof typeof adminFailures;
