import { mutation } from '../../lib/stores/query';
import {
  $contentRemoval,
  $membership,
  $reportReview,
  $suspension,
  $suspensionLift,
  $warning,
} from '../../lib/stores/moderation';
import { errorMessage } from '../../lib/messages';
import { BASE_LOCALE, formatLongDate, textNow, type Locale } from '../../lib/i18n';
import { adminText } from '../../lib/i18n/en/admin';
import { communityText } from '../../lib/i18n/en/community';
import type { AdminProfile, AdminReport, MemberChange, Notice, NoticePlace } from './admin-model';
import type { ContentRemovedJson } from '../../lib/contracts/admin';

export type ActionKind =
  | 'warning'
  | 'suspend7'
  | 'suspend30'
  | 'ban'
  | 'lift'
  | 'paid'
  | 'unpaid'
  | 'resolve'
  | 'dismiss'
  | 'remove';

/** What the confirmation dialog is about: an action on a member, or on a report. */
export interface PendingAction {
  kind: ActionKind;
  profile?: AdminProfile;
  report?: AdminReport;
  /** Where it was asked for: its outcome is shown there. */
  from?: NoticePlace;
  /** The report a warning, suspension or ban answers: its item is kept with the sanction (the appeal shows it). */
  about?: AdminReport;
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

const DAY_MS = 86_400_000;
const SUSPENSION_DAYS: Partial<Record<ActionKind, number>> = { suspend7: 7, suspend30: 30 };

/** The confirmation's and the outcome's words, in the page's language. */
const copyText = () => textNow(adminText.confirm);
const outcomeText = () => textNow(adminText.outcome);

/** The serious-action warning of suspensions and bans. */
export const dangerText = (): string => copyText().danger;

/** The end of a suspension starting now, or null for a ban. */
export const suspensionEnd = (kind: ActionKind, now = Date.now()): Date | null =>
  SUSPENSION_DAYS[kind] ? new Date(now + SUSPENSION_DAYS[kind]! * DAY_MS) : null;

/** Title, message and button of the confirmation dialog for an action; the end date in `locale`. */
export function actionCopy({ kind, profile, report }: PendingAction, locale: Locale = BASE_LOCALE): ActionCopy {
  const t = copyText();
  const name = profile?.full_name ?? report?.reported_user?.full_name ?? t.thisMember;
  const end = suspensionEnd(kind);
  const until = end ? formatLongDate(locale, end) : '';
  const base = { danger: false, reasonRequired: false, defaultReason: '' };
  switch (kind) {
    case 'warning':
      return {
        ...base,
        title: t.issueWarning,
        button: t.issueWarning,
        reasonRequired: true,
        defaultReason: t.guidelines,
        message: t.warningMessage({ name }),
      };
    case 'suspend7':
    case 'suspend30':
      return {
        ...base,
        danger: true,
        reasonRequired: true,
        defaultReason: t.guidelines,
        title: kind === 'suspend7' ? t.suspend7 : t.suspend30,
        button: kind === 'suspend7' ? t.suspend7 : t.suspend30,
        message: t.suspendMessage({ name, date: until }),
      };
    case 'ban':
      return {
        ...base,
        danger: true,
        reasonRequired: true,
        defaultReason: t.guidelines,
        title: t.ban,
        button: t.ban,
        message: t.banMessage({ name }),
      };
    case 'lift':
      return { ...base, title: t.lift, button: t.lift, message: t.liftMessage({ name }) };
    case 'paid':
      return { ...base, title: t.startMembership, button: t.startMembership, message: t.startMessage({ name }) };
    case 'unpaid':
      return { ...base, title: t.endMembership, button: t.endMembership, message: t.endMessage({ name }) };
    case 'remove': {
      const author = report?.content?.author_name || report?.reported_user?.full_name || t.thisMember;
      const comment = report?.content_type === 'comment';
      return {
        ...base,
        danger: true,
        reasonRequired: true,
        defaultReason: t.guidelines,
        title: comment ? t.removeComment : t.removePost,
        button: t.remove,
        message: comment ? t.removeCommentMessage({ name: author }) : t.removePostMessage({ name: author }),
      };
    }
    case 'resolve':
    case 'dismiss': {
      const type = report?.report_type ?? '';
      const reasons = textNow(communityText.reportReasons) as Record<string, string>;
      const words = { type: reasons[type] ?? type, name: report?.reported_user?.full_name ?? t.unknown };
      return kind === 'resolve'
        ? { ...base, title: t.resolveReport, button: t.resolve, message: t.resolveMessage(words) }
        : { ...base, title: t.dismissReport, button: t.dismiss, message: t.dismissMessage(words) };
    }
  }
}

const failedAction = (err: unknown): Notice => ({
  kind: 'error',
  text: outcomeText().failed({ error: errorMessage(err) }),
});

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
  /** The post or comment removed, and the reports about it that the removal resolved. */
  removed?: ContentRemovedJson;
}

/**
 * Runs a confirmed action through its mutator store (lib/stores/moderation.ts). `userId` is the member's resolved id for actions on a member (null
 * when it could not be resolved); reports need none.
 */
export async function runAction(action: PendingAction, userId: number | null, reason: string): Promise<ActionOutcome> {
  const { kind } = action;
  if (kind === 'remove') {
    const report = action.report!;
    const type = report.content_type === 'comment' ? 'comment' : 'post';
    const name = report.content?.author_name || report.reported_user?.full_name || copyText().thisMember;
    try {
      const removed = await mutation($contentRemoval, { type, id: report.content_id, reason });
      const t = outcomeText();
      return {
        notice: { kind: 'success', text: type === 'comment' ? t.commentRemoved({ name }) : t.postRemoved({ name }) },
        removed,
      };
    } catch (err) {
      return { notice: failedAction(err) };
    }
  }
  if (kind === 'resolve' || kind === 'dismiss') {
    try {
      const verdict = kind === 'resolve' ? 'resolved' : 'dismissed';
      const report = await mutation($reportReview, { reportId: action.report!.id, verdict, reason });
      return {
        notice: {
          kind: 'success',
          text: kind === 'resolve' ? outcomeText().reportResolved : outcomeText().reportDismissed,
        },
        report,
      };
    } catch (err) {
      return { notice: failedAction(err) };
    }
  }
  if (userId === null) return { notice: { kind: 'error', text: copyText().unidentified } };
  const t = outcomeText();
  const name = action.profile?.full_name ?? '';
  const changed = (text: string, change: MemberChange): ActionOutcome => ({
    notice: { kind: 'success', text },
    member: { userId, change },
  });
  if (kind === 'suspend7' || kind === 'suspend30' || kind === 'ban') {
    const end = suspensionEnd(kind);
    try {
      const answer = await mutation($suspension, { userId, reason, end, report: action.about?.id });
      return changed(end ? t.suspended({ name }) : t.banned({ name }), {
        status: answer.status,
        suspended_until: answer.end_date,
      });
    } catch (err) {
      return { notice: { kind: 'error', text: t.suspendFailed({ error: errorMessage(err) }) } };
    }
  }
  try {
    switch (kind) {
      case 'warning':
        await mutation($warning, { userId, reason, report: action.about?.id });
        return { notice: { kind: 'success', text: t.warned({ name }) } };
      case 'lift': {
        const answer = await mutation($suspensionLift, { userId, reason });
        return changed(t.lifted({ name }), { status: answer.status, suspended_until: null });
      }
      case 'paid':
      case 'unpaid': {
        const answer = await mutation($membership, { userId, reason, paid: kind === 'paid' });
        return changed(kind === 'paid' ? t.started({ name }) : t.ended({ name }), { has_paid: answer.has_paid });
      }
    }
  } catch (err) {
    return { notice: failedAction(err) };
  }
}
