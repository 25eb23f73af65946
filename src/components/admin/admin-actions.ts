import { admin } from '../../lib/client/admin';
import { reportTypeLabel } from '../../lib/contracts/safety';
import { errorMessage } from '../../lib/messages';
import type { AdminProfile, AdminReport, MemberChange, Notice } from './admin-model';

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
 * What a confirmed action did: the spec's message (section 8), and what changed according to the API's answer,
 * so the screen updates that one member or report instead of reloading every member.
 */
export interface ActionOutcome {
  notice: Notice;
  /** The member acted on and what changed about them. */
  member?: { userId: number; change: MemberChange };
  /** The report as it stands after its review. */
  report?: AdminReport;
}

/**
 * Runs a confirmed action against the API. `userId` is the member's resolved id for actions on a member (null
 * when it could not be resolved); reports need none.
 */
export async function runAction(action: PendingAction, userId: number | null, reason: string): Promise<ActionOutcome> {
  const { kind } = action;
  if (kind === 'resolve' || kind === 'dismiss') {
    try {
      const report = await admin.reviewReport(action.report!.id, kind === 'resolve' ? 'resolved' : 'dismissed', reason);
      return { notice: { kind: 'success', text: `✅ Report ${kind === 'resolve' ? 'resolved' : 'dismissed'}` }, report };
    } catch (err) {
      return { notice: failedAction(err) };
    }
  }
  if (userId === null) return { notice: { kind: 'error', text: UNIDENTIFIED_USER } };
  const name = action.profile?.full_name ?? '';
  const changed = (text: string, change: MemberChange): ActionOutcome => ({ notice: { kind: 'success', text }, member: { userId, change } });
  if (kind === 'suspend7' || kind === 'suspend30' || kind === 'ban') {
    const end = suspensionEnd(kind);
    try {
      const answer = await admin.suspend(userId, reason, end);
      return changed(`✅ User ${end ? 'suspended' : 'permanently banned'}: ${name}`, { status: answer.status, suspended_until: answer.end_date });
    } catch (err) {
      return { notice: { kind: 'error', text: `❌ Failed to suspend user\n${errorMessage(err)}` } };
    }
  }
  try {
    switch (kind) {
      case 'warning':
        await admin.warn(userId, reason);
        return { notice: { kind: 'success', text: `✅ Warning action completed for ${name}` } };
      case 'lift': {
        const answer = await admin.liftSuspension(userId, reason);
        return changed(`✅ Lift suspension action completed for ${name}`, { status: answer.status, suspended_until: null });
      }
      case 'paid':
      case 'unpaid': {
        const answer = await admin.setPaid(userId, kind === 'paid', reason);
        return changed(`✅ ${kind === 'paid' ? 'Start membership' : 'End membership'} action completed for ${name}`, { has_paid: answer.has_paid });
      }
    }
  } catch (err) {
    return { notice: failedAction(err) };
  }
}
