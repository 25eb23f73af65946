import { admin } from '../client/admin';
import type { RemovableContent, ReportVerdict } from '../contracts/admin';
import { memberChanged } from './admin-members';
import { contentRemoved, logAnswered, reportReviewed } from './admin-reports';
import { createMutatorStore } from './query';

/**
 * Staff's moderation writes (admin/admin-actions.ts runs them, fetched with the confirmation they follow). Each puts
 * its answer where the staff screen shows what it changed: the member's row in the pages read and the open member
 * (admin-members.ts), the reports (admin-reports.ts); the moderation log, when open, reads its newest entry. A
 * refused write changes nothing.
 */

/** Who an action on a member is about, why, and the report it answers (kept with the sanction for the appeal). */
interface OnMember {
  userId: number;
  reason: string;
  report?: number;
}

/** The answer, once the moderation log has been told of the action it records. */
const logged = <T>(answer: T): T => {
  logAnswered();
  return answer;
};

/** POST admin/moderation-action/: a warning (the member's row shows no warnings: only the log changes). */
export const $warning = createMutatorStore(async ({ data: { userId, reason, report } }: { data: OnMember }) =>
  logged(await admin.warn(userId, reason, report)),
);

/** POST admin/suspend-user/: a suspension until `end`, or a permanent ban when `end` is null. */
export const $suspension = createMutatorStore(
  async ({ data: { userId, reason, end, report } }: { data: OnMember & { end: Date | null } }) => {
    const answer = await admin.suspend(userId, reason, end, report);
    memberChanged(userId, { status: answer.status, suspended_until: answer.end_date });
    return logged(answer);
  },
);

/** POST admin/lift-suspension/. */
export const $suspensionLift = createMutatorStore(async ({ data: { userId, reason } }: { data: OnMember }) => {
  const answer = await admin.liftSuspension(userId, reason);
  memberChanged(userId, { status: answer.status, suspended_until: null });
  return logged(answer);
});

/** POST admin/set-paid/: starts or ends the membership. */
export const $membership = createMutatorStore(
  async ({ data: { userId, reason, paid } }: { data: OnMember & { paid: boolean } }) => {
    const answer = await admin.setPaid(userId, paid, reason);
    memberChanged(userId, { has_paid: answer.has_paid });
    return logged(answer);
  },
);

/** POST admin/reports/{id}/resolve/: resolves or dismisses a report. */
export const $reportReview = createMutatorStore(
  async ({
    data: { reportId, verdict, reason },
  }: {
    data: { reportId: number; verdict: ReportVerdict; reason: string };
  }) => {
    const answer = await admin.reviewReport(reportId, verdict, reason);
    reportReviewed(answer);
    return logged(answer);
  },
);

/** DELETE admin/posts/{id}/ or admin/comments/{id}/: removes a post or comment; its author is told the reason. */
export const $contentRemoval = createMutatorStore(
  async ({ data: { type, id, reason } }: { data: { type: RemovableContent; id: number; reason: string } }) => {
    const answer = await admin.removeContent(type, id, reason);
    contentRemoved(answer);
    return logged(answer);
  },
);
