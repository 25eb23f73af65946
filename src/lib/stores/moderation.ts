import { admin } from '../client/admin';
import type { RemovableContent, ReportVerdict } from '../contracts/admin';
import { createMutatorStore } from './query';

/**
 * Staff's moderation writes (admin/admin-actions.ts runs them). Each answers what changed: the staff screen puts it
 * into its member row, its reports and the selected member, and has the moderation log read again.
 */

/** Who an action on a member is about, why, and the report it answers (kept with the sanction for the appeal). */
interface OnMember {
  userId: number;
  reason: string;
  report?: number;
}

/** POST admin/moderation-action/: a warning. */
export const $warning = createMutatorStore(({ data: { userId, reason, report } }: { data: OnMember }) =>
  admin.warn(userId, reason, report),
);

/** POST admin/suspend-user/: a suspension until `end`, or a permanent ban when `end` is null. */
export const $suspension = createMutatorStore(
  ({ data: { userId, reason, end, report } }: { data: OnMember & { end: Date | null } }) =>
    admin.suspend(userId, reason, end, report),
);

/** POST admin/lift-suspension/. */
export const $suspensionLift = createMutatorStore(({ data: { userId, reason } }: { data: OnMember }) =>
  admin.liftSuspension(userId, reason),
);

/** POST admin/set-paid/: starts or ends the membership. */
export const $membership = createMutatorStore(
  ({ data: { userId, reason, paid } }: { data: OnMember & { paid: boolean } }) => admin.setPaid(userId, paid, reason),
);

/** POST admin/reports/{id}/resolve/: resolves or dismisses a report. */
export const $reportReview = createMutatorStore(
  ({ data: { reportId, verdict, reason } }: { data: { reportId: number; verdict: ReportVerdict; reason: string } }) =>
    admin.reviewReport(reportId, verdict, reason),
);

/** DELETE admin/posts/{id}/ or admin/comments/{id}/: removes a post or comment; its author is told the reason. */
export const $contentRemoval = createMutatorStore(
  ({ data: { type, id, reason } }: { data: { type: RemovableContent; id: number; reason: string } }) =>
    admin.removeContent(type, id, reason),
);
