import { englishCount } from './message';
import { failure, type FailureTable } from './common';
import { MAX_SUSPENSION_YEARS } from './admin-limits';
import type { MemberListPageJson } from './admin-members';
import type { AdminReportJson } from './admin-reports';
import type { AdminAppealJson } from './appeals';

export * from './admin-limits';
export * from './admin-members';
export * from './admin-reports';
export * from './moderation';
export * from './named-member';

/**
 * The staff screens (reports, moderation, memberships, the moderation log) and the member's own warnings: the
 * requests both sides check, the answers, and why a request can fail. Each noun has its module (admin-members.ts,
 * admin-reports.ts, moderation.ts); this one gathers them.
 */

/**
 * What the admin screen shows first, read by the page on the server and handed to the screen: page 1 of the
 * member list (as GET admin/members/ answers it), the pending reports (as GET admin/reports/ lists them) and the
 * appeals (as GET admin/appeals/ lists them).
 */
export interface AdminFirstScreenJson {
  members: MemberListPageJson;
  reports: AdminReportJson[];
  /** The appeals as GET admin/appeals/ lists them (open first), for the Appeals section beside the reports. */
  appeals: AdminAppealJson[];
}

// ---------------------------------------------------------------------------------------------------------------
// Failures
// ---------------------------------------------------------------------------------------------------------------

/** Why an admin or warnings request can fail, beyond the common failures: the reason, its status and its message. */
export const adminFailures = {
  self_moderation: failure(403, 'admin.selfModeration', 'You cannot moderate your own account.'),
  staff_not_moderatable: failure(403, 'admin.staffNotModeratable', 'Staff members cannot be moderated.'),
  not_suspended: failure(400, 'admin.notSuspended', 'This member is not suspended or banned.'),
  /** Answered as a field error on end_date. */
  end_date_past: failure(400, 'admin.endDatePast', 'The end date must be in the future.'),
  /** Answered as a field error on end_date. */
  suspension_too_long: failure(
    400,
    'admin.suspensionTooLong',
    `A suspension cannot last more than ${englishCount(MAX_SUSPENSION_YEARS)} years; use a permanent ban.`,
    { years: MAX_SUSPENSION_YEARS },
  ),
  report_not_found: failure(404, 'admin.reportNotFound', 'Report not found.'),
  own_report: failure(403, 'admin.ownReport', 'You cannot review a report about yourself.'),
  report_already_reviewed: failure(400, 'admin.reportAlreadyReviewed', 'This report has already been reviewed.'),
  warning_not_found: failure(404, 'admin.warningNotFound', 'Warning not found.'),
  removal_post_not_found: failure(404, 'community.postNotFound', 'Post not found.'),
  removal_comment_not_found: failure(404, 'admin.commentNotFound', 'Comment not found.'),
  /** Answered as a field error on report. */
  report_not_about_member: failure(400, 'admin.reportNotAboutMember', 'This report is not about this member.'),
} as const satisfies FailureTable;

export type AdminFailure = keyof typeof adminFailures;
