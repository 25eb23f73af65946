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
import { reportReasonsText } from '../../lib/i18n/en/report-reasons';
import type { AdminProfile, AdminReport, Notice, NoticePlace } from './admin-model';

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
      const reasons = textNow(reportReasonsText.reportReasons) as Record<string, string>;
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
 * Runs a confirmed action through its mutator store (lib/stores/moderation.ts), which puts the answer where the
 * screen shows it, and answers the spec's message (section 8). `userId` is the member's resolved id for actions on a
 * member (null when it could not be resolved); reports need none.
 */
export async function runAction(action: PendingAction, userId: number | null, reason: string): Promise<Notice> {
  const { kind } = action;
  const t = outcomeText();
  const done = (text: string): Notice => ({ kind: 'success', text });
  if (kind === 'remove') {
    const report = action.report!;
    const type = report.content_type === 'comment' ? 'comment' : 'post';
    const name = report.content?.author_name || report.reported_user?.full_name || copyText().thisMember;
    try {
      await mutation($contentRemoval, { type, id: report.content_id, reason });
      return done(type === 'comment' ? t.commentRemoved({ name }) : t.postRemoved({ name }));
    } catch (err) {
      return failedAction(err);
    }
  }
  if (kind === 'resolve' || kind === 'dismiss') {
    try {
      const verdict = kind === 'resolve' ? 'resolved' : 'dismissed';
      await mutation($reportReview, { reportId: action.report!.id, verdict, reason });
      return done(kind === 'resolve' ? t.reportResolved : t.reportDismissed);
    } catch (err) {
      return failedAction(err);
    }
  }
  if (userId === null) return { kind: 'error', text: copyText().unidentified };
  const name = action.profile?.full_name ?? '';
  if (kind === 'suspend7' || kind === 'suspend30' || kind === 'ban') {
    const end = suspensionEnd(kind);
    try {
      await mutation($suspension, { userId, reason, end, report: action.about?.id });
      return done(end ? t.suspended({ name }) : t.banned({ name }));
    } catch (err) {
      return { kind: 'error', text: t.suspendFailed({ error: errorMessage(err) }) };
    }
  }
  try {
    switch (kind) {
      case 'warning':
        await mutation($warning, { userId, reason, report: action.about?.id });
        return done(t.warned({ name }));
      case 'lift':
        await mutation($suspensionLift, { userId, reason });
        return done(t.lifted({ name }));
      case 'paid':
      case 'unpaid':
        await mutation($membership, { userId, reason, paid: kind === 'paid' });
        return done(kind === 'paid' ? t.started({ name }) : t.ended({ name }));
    }
  } catch (err) {
    return failedAction(err);
  }
}
