import { admin } from '../../lib/client/admin';
import { reportTypeLabel } from '../../lib/contracts/safety';
import { errorMessage } from '../../lib/messages';
import type { AdminProfile, AdminReport, Notice } from './admin-model';

export type ActionKind = 'warning' | 'suspend7' | 'suspend30' | 'ban' | 'lift' | 'paid' | 'unpaid' | 'resolve' | 'dismiss';

/** What the confirmation dialog is about: an action on a member, or on a report. */
export interface PendingAction {
  kind: ActionKind;
  profile?: AdminProfile;
  report?: AdminReport;
}

export interface ActionCopy {
  title: string;
  message: string;
  button: string;
  /** Suspensions and bans: the dialog adds the serious-action warning. */
  danger: boolean;
  reasonRequired: boolean;
  defaultReason: string;
}

export const DANGER_TEXT = "This is a serious moderation action. Please ensure it's warranted.";
export const UNIDENTIFIED_USER = 'Error: Could not identify user... Please refresh the profiles and try again.';
export const PROFILES_REFRESHED = '✅ Profiles refreshed! Please try the moderation action again.';

const DAY_MS = 86_400_000;
const GUIDELINES = 'Violation of community guidelines';
const SUSPENSION_DAYS: Partial<Record<ActionKind, number>> = { suspend7: 7, suspend30: 30 };

/** The end of a suspension starting now, or null for a ban. */
export const suspensionEnd = (kind: ActionKind, now = Date.now()): Date | null =>
  SUSPENSION_DAYS[kind] ? new Date(now + SUSPENSION_DAYS[kind]! * DAY_MS) : null;

/** Title, message and button of the confirmation dialog for an action. */
export function actionCopy({ kind, profile, report }: PendingAction): ActionCopy {
  const name = profile?.full_name ?? report?.reported_user?.full_name ?? 'this member';
  const until = suspensionEnd(kind)?.toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
  const base = { danger: false, reasonRequired: false, defaultReason: '' };
  switch (kind) {
    case 'warning':
      return { ...base, title: 'Issue Warning', button: 'Issue Warning', reasonRequired: true, defaultReason: GUIDELINES,
        message: `Issue a warning to ${name}? They will see the reason on their next page until they dismiss it.` };
    case 'suspend7':
    case 'suspend30':
      return { ...base, danger: true, reasonRequired: true, defaultReason: GUIDELINES,
        title: kind === 'suspend7' ? 'Suspend 7 Days' : 'Suspend 30 Days',
        button: kind === 'suspend7' ? 'Suspend 7 Days' : 'Suspend 30 Days',
        message: `Suspend ${name} until ${until}? They are signed out at once and cannot sign in until then.` };
    case 'ban':
      return { ...base, danger: true, reasonRequired: true, defaultReason: GUIDELINES, title: 'Permanent Ban', button: 'Permanent Ban',
        message: `Permanently ban ${name}? They are signed out at once and can never sign in again.` };
    case 'lift':
      return { ...base, title: 'Lift Suspension', button: 'Lift Suspension',
        message: `Lift the suspension or ban of ${name}? They can sign in again at once.` };
    case 'paid':
      return { ...base, title: 'Start Membership', button: 'Start Membership',
        message: `Start the membership of ${name}? Week 1 of their logs begins today.` };
    case 'unpaid':
      return { ...base, title: 'End Membership', button: 'End Membership',
        message: `End the membership of ${name}? They lose the weekly log and dashboard; their logs are kept.` };
    case 'resolve':
    case 'dismiss':
      return { ...base, title: kind === 'resolve' ? 'Resolve Report' : 'Dismiss Report', button: kind === 'resolve' ? 'Resolve' : 'Dismiss',
        message: `${kind === 'resolve' ? 'Mark as resolved' : 'Dismiss'} the ${reportTypeLabel(report?.report_type ?? '')} report against ${report?.reported_user?.full_name ?? 'Unknown'}?` };
  }
}

const failedAction = (err: unknown): Notice => ({ kind: 'error', text: `Failed to complete moderation action: ${errorMessage(err)}` });

/**
 * Runs a confirmed action against the API and returns the spec's message (section 8) for it. `userId` is the
 * member's resolved id for actions on a member (null when it could not be resolved); reports need none.
 */
export async function runAction(action: PendingAction, userId: number | null, reason: string): Promise<Notice> {
  const { kind } = action;
  if (kind === 'resolve' || kind === 'dismiss') {
    try {
      await admin.reviewReport(action.report!.id, kind === 'resolve' ? 'resolved' : 'dismissed', reason);
      return { kind: 'success', text: `✅ Report ${kind === 'resolve' ? 'resolved' : 'dismissed'}` };
    } catch (err) {
      return failedAction(err);
    }
  }
  if (userId === null) return { kind: 'error', text: UNIDENTIFIED_USER };
  const name = action.profile?.full_name ?? '';
  if (kind === 'suspend7' || kind === 'suspend30' || kind === 'ban') {
    const end = suspensionEnd(kind);
    try {
      await admin.suspend(userId, reason, end);
      return { kind: 'success', text: `✅ User ${end ? 'suspended' : 'permanently banned'}: ${name}` };
    } catch (err) {
      return { kind: 'error', text: `❌ Failed to suspend user\n${errorMessage(err)}` };
    }
  }
  try {
    switch (kind) {
      case 'warning':
        await admin.warn(userId, reason);
        return { kind: 'success', text: `✅ Warning action completed for ${name}` };
      case 'lift':
        await admin.liftSuspension(userId, reason);
        return { kind: 'success', text: `✅ Lift suspension action completed for ${name}` };
      case 'paid':
      case 'unpaid':
        await admin.setPaid(userId, kind === 'paid', reason);
        return { kind: 'success', text: `✅ ${kind === 'paid' ? 'Start membership' : 'End membership'} action completed for ${name}` };
    }
  } catch (err) {
    return failedAction(err);
  }
}
