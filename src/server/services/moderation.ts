import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Runtime } from '../runtime';
import type { Db } from '../db/client';
import { moderationActions, users, type MODERATION_TYPES } from '../db/schema';
import { HttpError, badRequest, forbidden, notFound } from '../http/errors';
import { revokeAllSessions } from './sessions';
import { logEvent } from '../log';
import { setPaid } from './accounts';

export type ModerationType = (typeof MODERATION_TYPES)[number];

/** One row of the append-only moderation log. */
export interface ModerationActionJson {
  id: number;
  actor: { id: number; full_name: string } | null;
  target_user: { id: number; full_name: string } | null;
  action_type: ModerationType;
  reason: string;
  end_date: string | null;
  acknowledged_at: string | null;
  created_at: string;
}

interface Target {
  id: number;
  fullName: string;
  isStaff: boolean;
  status: 'active' | 'suspended' | 'banned';
}

/** The member a staff action is aimed at: must exist, must not be staff, must not be the actor. */
export async function assertModeratable(db: Db, actorId: number, targetId: number): Promise<Target> {
  const [target] = await db
    .select({ id: users.id, fullName: users.fullName, isStaff: users.isStaff, status: users.status })
    .from(users)
    .where(eq(users.id, targetId));
  if (!target) throw notFound('User not found.');
  if (target.id === actorId) throw forbidden('You cannot moderate your own account.');
  if (target.isStaff) throw forbidden('Staff members cannot be moderated.');
  return target;
}

/** Appends one row to the moderation log. The only write the app makes to that table besides acknowledging a warning. */
export async function logAction(
  rt: Pick<Runtime, 'db' | 'clock' | 'log'>,
  entry: { actorId: number; targetUserId: number | null; actionType: ModerationType; reason?: string; endDate?: Date | null },
): Promise<number> {
  const [row] = await rt.db
    .insert(moderationActions)
    .values({
      actorId: entry.actorId,
      targetUserId: entry.targetUserId,
      actionType: entry.actionType,
      reason: entry.reason ?? '',
      endDate: entry.endDate ?? null,
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

/** A warning: logged, and shown to the member on their next page until they dismiss it. */
export async function issueWarning(rt: Runtime, actorId: number, targetId: number, reason: string) {
  const target = await assertModeratable(rt.db, actorId, targetId);
  const id = await logAction(rt, { actorId, targetUserId: target.id, actionType: 'warning', reason });
  return { id, target_user: target.id, action_type: 'warning' as const, reason, detail: `Warning issued to ${target.fullName}.` };
}

/** Cap on how far ahead a suspension may end; beyond that it is a ban. */
const MAX_SUSPENSION_DAYS = 3650;

/**
 * A suspension until endDate, or a permanent ban when endDate is null. Live tokens die at once; the suspension
 * lifts itself at endDate (accounts.currentStatus).
 */
export async function suspendUser(rt: Runtime, actorId: number, targetId: number, reason: string, endDate: Date | null) {
  const target = await assertModeratable(rt.db, actorId, targetId);
  const now = rt.clock.now();
  if (endDate) {
    if (endDate.getTime() <= now.getTime()) throw new HttpError(400, { end_date: ['The end date must be in the future.'] });
    if (endDate.getTime() > now.getTime() + MAX_SUSPENSION_DAYS * 86_400_000) {
      throw new HttpError(400, { end_date: ['A suspension cannot last more than ten years; use a permanent ban.'] });
    }
  }
  const status = endDate ? ('suspended' as const) : ('banned' as const);
  await rt.db.transaction(async (tx) => {
    const txRt = { db: tx as unknown as Db, clock: rt.clock, log: rt.log };
    await tx.update(users).set({ status, suspendedUntil: endDate }).where(eq(users.id, target.id));
    await revokeAllSessions(txRt, target.id);
    await logAction(txRt, { actorId, targetUserId: target.id, actionType: endDate ? 'suspension' : 'ban', reason, endDate });
  });
  return {
    detail: endDate ? `${target.fullName} is suspended until ${endDate.toISOString()}.` : `${target.fullName} is permanently banned.`,
    user: target.id,
    status,
    end_date: endDate ? endDate.toISOString() : null,
  };
}

/** Ends a suspension or ban early. */
export async function liftSuspension(rt: Runtime, actorId: number, targetId: number, reason: string) {
  const target = await assertModeratable(rt.db, actorId, targetId);
  if (target.status === 'active') throw badRequest('This member is not suspended or banned.');
  await rt.db.transaction(async (tx) => {
    const txRt = { db: tx as unknown as Db, clock: rt.clock, log: rt.log };
    await tx.update(users).set({ status: 'active', suspendedUntil: null }).where(eq(users.id, target.id));
    await logAction(txRt, { actorId, targetUserId: target.id, actionType: 'lift', reason });
  });
  return { detail: `${target.fullName} may sign in again.`, user: target.id, status: 'active' as const };
}

/** Starts or ends a membership from the admin screen; logged like every other staff action. */
export async function changeMembership(rt: Runtime, actorId: number, targetId: number, hasPaid: boolean, reason: string) {
  const target = await assertModeratable(rt.db, actorId, targetId);
  await rt.db.transaction(async (tx) => {
    const txRt = { db: tx as unknown as Db, clock: rt.clock, log: rt.log };
    await setPaid(txRt, target.id, hasPaid);
    await logAction(txRt, { actorId, targetUserId: target.id, actionType: hasPaid ? 'paid' : 'unpaid', reason });
  });
  return {
    detail: hasPaid ? `Membership started for ${target.fullName}.` : `Membership ended for ${target.fullName}.`,
    user: target.id,
    has_paid: hasPaid,
  };
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
      createdAt: moderationActions.createdAt,
    })
    .from(moderationActions)
    .leftJoin(actor, eq(actor.id, moderationActions.actorId))
    .leftJoin(target, eq(target.id, moderationActions.targetUserId))
    .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    actor: r.actorId === null ? null : { id: r.actorId, full_name: r.actorName! },
    target_user: r.targetId === null ? null : { id: r.targetId, full_name: r.targetName! },
    action_type: r.actionType,
    reason: r.reason,
    end_date: r.endDate?.toISOString() ?? null,
    acknowledged_at: r.acknowledgedAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  }));
}
