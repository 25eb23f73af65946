import { desc, eq } from 'drizzle-orm';
import type { AccountStatus, SanctionStatus } from '../../lib/contracts/accounts';
import { alias } from 'drizzle-orm/pg-core';
import type { Runtime } from '../runtime';
import type { Db } from '../db/client';
import { moderationActions, reports, users } from '../db/schema';
import { fail, ok, type Failed, type Result } from '../result';
import { latestSanctionReason, revokeAllSessions } from './sessions';
import { logEvent } from '../log';
import { deliverSoon } from '../mail/outbox';
import { tellSanction, type Sanction } from './sanction-notice';
import type { Locale } from '../../lib/i18n/locales';
import type { ContentType } from '../../lib/contracts/safety';
import { setPaid, statusNow } from './accounts';
import {
  MAX_SUSPENSION_DAYS,
  adminFailures,
  toLiftJson,
  toMembershipJson,
  toModerationActionJson,
  toSuspensionJson,
  toWarningIssuedJson,
  type LiftJson,
  type MembershipJson,
  type ModerationActionJson,
  type ModerationTarget,
  type ModerationType,
  type SuspensionJson,
  type WarningIssuedJson,
} from '../../lib/contracts/admin';

/** What the moderation log's writers need: a database (or a transaction), the clock and the log. */
export type AuditRuntime = Pick<Runtime, 'db' | 'clock' | 'log'>;

/** Runs `work` in one transaction, with a runtime whose database is that transaction. */
export async function inTransaction<T>(rt: AuditRuntime, work: (txRt: AuditRuntime) => Promise<T>): Promise<T> {
  return rt.db.transaction((tx) => work({ db: tx as unknown as Db, clock: rt.clock, log: rt.log }));
}

interface Target extends ModerationTarget {
  email: string;
  status: AccountStatus;
  /** Mail reaches the member in the language they chose. */
  language: Locale;
}

type TargetFailure = 'member_not_found' | 'self_moderation' | 'staff_not_moderatable';

/** The member a staff action is aimed at: must exist, must not be staff, must not be the actor. */
async function moderatableTarget(db: Db, actorId: number, targetId: number): Promise<Result<Target, TargetFailure>> {
  const [target] = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      isStaff: users.isStaff,
      status: users.status,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, targetId));
  if (!target) return fail('member_not_found');
  if (target.id === actorId) return fail('self_moderation');
  if (target.isStaff) return fail('staff_not_moderatable');
  return ok(target);
}

/** Appends one row to the moderation log. The only write the app makes to that table besides acknowledging a warning. */
export async function logAction(
  rt: AuditRuntime,
  entry: {
    actorId: number;
    targetUserId: number | null;
    actionType: ModerationType;
    reason?: string | null;
    endDate?: Date | null;
    /** The post or comment the action was about (content_removed). */
    content?: { type: ContentType; id: number };
  },
): Promise<number> {
  const [row] = await rt.db
    .insert(moderationActions)
    .values({
      actorId: entry.actorId,
      targetUserId: entry.targetUserId,
      actionType: entry.actionType,
      reason: entry.reason ?? '',
      endDate: entry.endDate ?? null,
      contentType: entry.content?.type ?? null,
      contentId: entry.content?.id ?? null,
      createdAt: rt.clock.now(),
    })
    .returning({ id: moderationActions.id });
  // The reason is staff's text about a member: it stays in the audit table, not in the log.
  logEvent(rt.log, 'moderation.action', {
    actionId: row!.id,
    actorId: entry.actorId,
    targetUserId: entry.targetUserId,
    actionType: entry.actionType,
  });
  return row!.id;
}

type AboutFailure = 'report_not_about_member';

/**
 * The item of the report a sanction answers, kept with the sanction (its appeal shows it to staff): the report must
 * be about the target member. No report, no item.
 */
async function reportedItem(
  db: Db,
  targetId: number,
  reportId: number | null | undefined,
): Promise<Result<{ type: ContentType; id: number } | undefined, AboutFailure>> {
  if (reportId === null || reportId === undefined) return ok(undefined);
  const [report] = await db
    .select({ type: reports.contentType, id: reports.contentId, reportedUserId: reports.reportedUserId })
    .from(reports)
    .where(eq(reports.id, reportId));
  if (!report || report.reportedUserId !== targetId) {
    return fail('report_not_about_member', { fields: { report: [adminFailures.report_not_about_member.detail] } });
  }
  return ok({ type: report.type, id: report.id });
}

/** A warning: logged, mailed to the member, and shown to them on their next page until they dismiss it. */
export async function issueWarning(
  rt: Runtime,
  actorId: number,
  targetId: number,
  reason: string,
  reportId?: number | null,
): Promise<Result<WarningIssuedJson, TargetFailure | AboutFailure>> {
  const target = await moderatableTarget(rt.db, actorId, targetId);
  if (!target.ok) return target;
  const content = await reportedItem(rt.db, targetId, reportId);
  if (!content.ok) return content;
  const id = await inTransaction(rt, async (txRt) => {
    await tellSanction(rt, txRt, target.value, { kind: 'warning', reason });
    return logAction(txRt, { actorId, targetUserId: targetId, actionType: 'warning', reason, content: content.value });
  });
  deliverSoon(rt);
  return ok(toWarningIssuedJson(id, target.value, reason));
}

type EndDateFailure = 'end_date_past' | 'suspension_too_long';

/** An end date must lie ahead, and at most MAX_SUSPENSION_DAYS ahead; answered as a field error on end_date. */
function endDateProblem(end: Date, now: Date): Failed<EndDateFailure> | null {
  const reason: EndDateFailure | null =
    end.getTime() <= now.getTime()
      ? 'end_date_past'
      : end.getTime() > now.getTime() + MAX_SUSPENSION_DAYS * 86_400_000
        ? 'suspension_too_long'
        : null;
  return reason && fail(reason, { fields: { end_date: [adminFailures[reason].detail] } });
}

/**
 * A suspension until endDate, or a permanent ban when endDate is null. Live tokens die at once, and the member gets
 * a mail with the reason (queued in the same transaction); the suspension lifts itself at endDate
 * (accounts.currentStatus), without a mail.
 */
export async function suspendUser(
  rt: Runtime,
  actorId: number,
  targetId: number,
  reason: string,
  endDate: Date | null,
  reportId?: number | null,
): Promise<Result<SuspensionJson, TargetFailure | EndDateFailure | AboutFailure>> {
  const target = await moderatableTarget(rt.db, actorId, targetId);
  if (!target.ok) return target;
  const problem = endDate && endDateProblem(endDate, rt.clock.now());
  if (problem) return problem;
  const content = await reportedItem(rt.db, targetId, reportId);
  if (!content.ok) return content;
  const sanction: Sanction = endDate ? { kind: 'suspension', reason, until: endDate } : { kind: 'ban', reason };
  await inTransaction(rt, async (txRt) => {
    await txRt.db
      .update(users)
      .set({ status: endDate ? 'suspended' : 'banned', suspendedUntil: endDate })
      .where(eq(users.id, targetId));
    await revokeAllSessions(txRt, targetId);
    await tellSanction(rt, txRt, target.value, sanction);
    await logAction(txRt, {
      actorId,
      targetUserId: targetId,
      actionType: endDate ? 'suspension' : 'ban',
      reason,
      endDate,
      content: content.value,
    });
  });
  deliverSoon(rt);
  return ok(toSuspensionJson(target.value, endDate));
}

/**
 * The lift itself, in the caller's transaction: the member is active again. A staff lift and an accepted appeal
 * (appeals.ts) both go through here, so both restore the member alike, and the access checks kept in memory hear of
 * it the same way (the users trigger's notice at commit: access-cache.ts).
 */
export async function restoreStanding(txRt: AuditRuntime, targetId: number): Promise<void> {
  await txRt.db.update(users).set({ status: 'active', suspendedUntil: null }).where(eq(users.id, targetId));
}

/** Ends a suspension or ban early, and mails the member that they may sign in again. */
export async function liftSuspension(
  rt: Runtime,
  actorId: number,
  targetId: number,
  reason: string | null,
): Promise<Result<LiftJson, TargetFailure | 'not_suspended'>> {
  const target = await moderatableTarget(rt.db, actorId, targetId);
  if (!target.ok) return target;
  const was = target.value.status;
  if (was === 'active') return fail('not_suspended');
  await inTransaction(rt, async (txRt) => {
    await restoreStanding(txRt, targetId);
    await tellSanction(rt, txRt, target.value, { kind: 'lift', reason, was });
    await logAction(txRt, { actorId, targetUserId: targetId, actionType: 'lift', reason });
  });
  deliverSoon(rt);
  return ok(toLiftJson(target.value));
}

/** Starts or ends a membership from the admin screen; logged like every other staff action. */
export async function changeMembership(
  rt: Runtime,
  actorId: number,
  targetId: number,
  hasPaid: boolean,
  reason: string | null,
): Promise<Result<MembershipJson, TargetFailure>> {
  const target = await moderatableTarget(rt.db, actorId, targetId);
  if (!target.ok) return target;
  await inTransaction(rt, async (txRt) => {
    await setPaid({ ...txRt, config: rt.config }, targetId, hasPaid);
    await logAction(txRt, { actorId, targetUserId: targetId, actionType: hasPaid ? 'paid' : 'unpaid', reason });
  });
  // The member's mail that the membership started or ended (queued by setPaid).
  deliverSoon(rt);
  return ok(toMembershipJson(target.value, hasPaid));
}

/** Why a member cannot use the site right now: their standing sanction, as staff last set it. */
export interface CurrentSanction {
  status: SanctionStatus;
  /** Staff's reason on the latest suspension or ban ('' when none was given). */
  reason: string;
  /** When the suspension ends; null for a ban. */
  until: Date | null;
}

/**
 * The sanction a member is under: their status when it is not active (a suspension past its end date counts as
 * lifted, as accounts.currentStatus says), with the reason of their latest suspension or ban. Null for an active
 * member or an unknown id.
 */
export async function currentSanction(
  rt: Pick<Runtime, 'db' | 'clock'>,
  userId: number,
): Promise<CurrentSanction | null> {
  const now = await statusNow(rt, userId);
  if (!now || now.status === 'active') return null;
  const reason = await latestSanctionReason(rt, userId);
  return { status: now.status, reason, until: now.suspendedUntil };
}

const actor = alias(users, 'actor');
const target = alias(users, 'target');

/** The moderation log, newest first. */
export async function moderationLog(rt: Pick<Runtime, 'db'>, limit: number): Promise<ModerationActionJson[]> {
  const rows = await rt.db
    .select({
      id: moderationActions.id,
      actorId: actor.id,
      actorName: actor.fullName,
      targetId: target.id,
      targetName: target.fullName,
      actionType: moderationActions.actionType,
      reason: moderationActions.reason,
      endDate: moderationActions.endDate,
      acknowledgedAt: moderationActions.acknowledgedAt,
      contentType: moderationActions.contentType,
      contentId: moderationActions.contentId,
      createdAt: moderationActions.createdAt,
    })
    .from(moderationActions)
    .leftJoin(actor, eq(actor.id, moderationActions.actorId))
    .leftJoin(target, eq(target.id, moderationActions.targetUserId))
    .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
    .limit(limit);
  return rows.map(toModerationActionJson);
}
