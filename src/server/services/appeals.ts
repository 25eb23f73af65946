import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Runtime } from '../runtime';
import { addresseeColumns } from './language';
import { appeals, moderationActions, users } from '../db/schema';
import { fail, ok, type Result } from '../result';
import { deliverSoon, queueMail } from '../mail/outbox';
import { inTransaction, logAction, restoreStanding } from './moderation';
import {
  appealColumns,
  appealDeadline,
  isInForce,
  latestSanctionIds,
  memberStandingOf,
  toAppealJson,
  type MemberStanding,
} from './standing';
import { appealMail, type AppealStep } from './appeal-mails';
import { notify } from './notifications';
import { ACCOUNT_SETTINGS_PATH } from '../../lib/contracts/notifications';
import { reportedContent } from './reported-content';
import { toReportContentJson } from '../../lib/contracts/admin-reports';
import {
  SANCTION_KINDS,
  type AdminAppealJson,
  type AppealJson,
  type AppealsFailure,
  type SanctionKind,
} from '../../lib/contracts/appeals';

/** How many decided appeals the staff list shows after the open ones (the moderation log keeps them all). */
const DECIDED_SHOWN = 50;

const member = alias(users, 'member');
const decider = alias(users, 'decider');
/** The reported item a sanction answered, read with the appeal (reported-content.ts). */
const sanctionContent = reportedContent(moderationActions.contentType, moderationActions.contentId, 'sanction');

/**
 * A member appeals one of their sanctions: once per sanction, within APPEAL_WINDOW_DAYS of it. Someone else's
 * sanction is not found (as one that does not exist). The appeal, its moderation-log entry and the mail to the member
 * are written in one transaction.
 */
export async function fileAppeal(
  rt: Runtime,
  userId: number,
  sanctionId: number,
  text: string,
): Promise<Result<AppealJson, AppealsFailure>> {
  const [sanction] = await rt.db
    .select({
      kind: moderationActions.actionType,
      createdAt: moderationActions.createdAt,
      appealId: appeals.id,
      ...addresseeColumns,
    })
    .from(moderationActions)
    .innerJoin(users, eq(users.id, moderationActions.targetUserId))
    .leftJoin(appeals, eq(appeals.sanctionId, moderationActions.id))
    .where(
      and(
        eq(moderationActions.id, sanctionId),
        eq(moderationActions.targetUserId, userId),
        inArray(moderationActions.actionType, [...SANCTION_KINDS]),
      ),
    );
  if (!sanction) return fail('sanction_not_found');
  if (sanction.appealId !== null) return fail('appeal_exists');
  const now = rt.clock.now();
  if (now.getTime() > appealDeadline(sanction.createdAt).getTime()) return fail('appeal_window_closed');
  const kind = sanction.kind as SanctionKind;
  const appeal = await inTransaction(rt, async (txRt) => {
    // The unique index settles two appeals sent at once: the second inserts nothing.
    const [row] = await txRt.db
      .insert(appeals)
      .values({ sanctionId, userId, text, createdAt: now })
      .onConflictDoNothing({ target: appeals.sanctionId })
      .returning();
    if (!row) return null;
    await logAction(txRt, { actorId: userId, targetUserId: userId, actionType: 'appeal', reason: text });
    await queueMail(
      txRt.db,
      now,
      appealMail(rt.config, sanction, { kind, createdAt: sanction.createdAt }, { step: 'filed' }),
    );
    return row;
  });
  if (!appeal) return fail('appeal_exists');
  deliverSoon(rt);
  return ok(toAppealJson(appeal));
}

/** The staff list's query: appeals with their member, sanction and decider, filtered by `where`. */
function appealRows(rt: Pick<Runtime, 'db'>, where: SQL | undefined, limit: number) {
  const query = rt.db
    .select({
      ...appealColumns,
      memberId: member.id,
      memberName: member.fullName,
      memberStatus: member.status,
      memberSuspendedUntil: member.suspendedUntil,
      deciderId: decider.id,
      deciderName: decider.fullName,
      sanctionId: moderationActions.id,
      sanctionKind: moderationActions.actionType,
      sanctionCreatedAt: moderationActions.createdAt,
      sanctionReason: moderationActions.reason,
      sanctionEndDate: moderationActions.endDate,
      aboutType: moderationActions.contentType,
      aboutId: moderationActions.contentId,
      ...sanctionContent.columns,
    })
    .from(appeals)
    .innerJoin(moderationActions, eq(moderationActions.id, appeals.sanctionId))
    .innerJoin(member, eq(member.id, appeals.userId))
    .leftJoin(decider, eq(decider.id, appeals.decidedBy))
    .$dynamic();
  return sanctionContent.join(query).where(where).orderBy(desc(appeals.createdAt), desc(appeals.id)).limit(limit);
}

type AppealRow = Awaited<ReturnType<typeof appealRows>>[number];

/** Rows of the staff list as JSON, each sanction with whether it is in force now. */
async function toAdminAppeals(rt: Pick<Runtime, 'db' | 'clock'>, rows: AppealRow[]): Promise<AdminAppealJson[]> {
  const latest = await latestSanctionIds(rt, [...new Set(rows.map((r) => r.memberId))]);
  const now = rt.clock.now();
  return rows.map((r) => {
    const standing: MemberStanding = {
      status: r.memberStatus,
      suspendedUntil: r.memberSuspendedUntil,
      latestSanctionId: latest.get(r.memberId) ?? null,
    };
    const kind = r.sanctionKind as SanctionKind;
    return {
      ...toAppealJson(r),
      member: { id: r.memberId, full_name: r.memberName },
      decided_by: r.deciderId === null ? null : { id: r.deciderId, full_name: r.deciderName ?? '' },
      sanction: {
        id: r.sanctionId,
        kind,
        created_at: r.sanctionCreatedAt.toISOString(),
        reason: r.sanctionReason,
        end_date: kind === 'suspension' ? (r.sanctionEndDate?.toISOString() ?? null) : null,
        in_force: isInForce({ id: r.sanctionId, kind }, standing, now),
        about:
          r.aboutType === null || r.aboutId === null
            ? null
            : {
                type: r.aboutType,
                id: r.aboutId,
                content: toReportContentJson(r.aboutType, r.aboutId, r, r.sanctionCreatedAt),
              },
      },
    };
  });
}

/** GET admin/appeals/: every open appeal (oldest waiting last, as they came in), then the latest decided ones. */
export async function listAppeals(rt: Pick<Runtime, 'db' | 'clock'>): Promise<AdminAppealJson[]> {
  const open = await appealRows(rt, eq(appeals.status, 'open'), 10_000);
  const decided = await appealRows(rt, sql`${appeals.status} <> 'open'`, DECIDED_SHOWN);
  return toAdminAppeals(rt, [...open, ...decided]);
}

export type AppealVerdict = 'accepted' | 'rejected';

/**
 * Staff decide an open appeal, with a reply the member reads. Accepting the appeal of a suspension or ban still in
 * force lifts it as a staff lift does (moderation.restoreStanding) and logs the lift; accepting any other appeal, or
 * rejecting one, changes nobody's standing. Either way the decision is logged and mailed to the member, in one
 * transaction. Staff do not decide their own appeal.
 */
export async function decideAppeal(
  rt: Runtime,
  staffId: number,
  appealId: number,
  verdict: AppealVerdict,
  reply: string,
): Promise<Result<AdminAppealJson, AppealsFailure>> {
  const [appeal] = await rt.db
    .select({
      userId: appeals.userId,
      status: appeals.status,
      sanctionId: appeals.sanctionId,
      kind: moderationActions.actionType,
      createdAt: moderationActions.createdAt,
      ...addresseeColumns,
    })
    .from(appeals)
    .innerJoin(moderationActions, eq(moderationActions.id, appeals.sanctionId))
    .innerJoin(users, eq(users.id, appeals.userId))
    .where(eq(appeals.id, appealId));
  if (!appeal) return fail('appeal_not_found');
  if (appeal.userId === staffId) return fail('own_appeal');
  if (appeal.status !== 'open') return fail('appeal_already_decided');
  const kind = appeal.kind as SanctionKind;
  const decided = await inTransaction(rt, async (txRt) => {
    const now = txRt.clock.now();
    const [row] = await txRt.db
      .update(appeals)
      .set({ status: verdict, reply, decidedBy: staffId, decidedAt: now })
      .where(and(eq(appeals.id, appealId), eq(appeals.status, 'open')))
      .returning({ id: appeals.id });
    // Decided by someone else in the meantime.
    if (!row) return false;
    let lifted: 'suspension' | 'ban' | null = null;
    if (verdict === 'accepted') {
      // The member's row is locked first: a ban given meanwhile by other staff is either seen here (and the
      // appealed sanction is then no longer the one in force) or waits for this lift, never undone by it.
      await txRt.db.select({ id: users.id }).from(users).where(eq(users.id, appeal.userId)).for('update');
      const standing = await memberStandingOf(txRt, appeal.userId);
      if (standing && isInForce({ id: appeal.sanctionId, kind }, standing, now)) {
        lifted = kind === 'ban' ? 'ban' : 'suspension';
        await restoreStanding(txRt, appeal.userId);
        await logAction(txRt, { actorId: staffId, targetUserId: appeal.userId, actionType: 'lift', reason: reply });
      }
    }
    await logAction(txRt, {
      actorId: staffId,
      targetUserId: appeal.userId,
      actionType: verdict === 'accepted' ? 'appeal_accepted' : 'appeal_rejected',
      reason: reply,
    });
    const step: AppealStep = verdict === 'accepted' ? { step: 'accepted', reply, lifted } : { step: 'rejected', reply };
    await queueMail(txRt.db, now, appealMail(rt.config, appeal, { kind, createdAt: appeal.createdAt }, step));
    // The decision's notification; its mail is the one above (notify() sends none for this kind).
    await notify({ db: txRt.db, config: rt.config }, now, {
      userId: appeal.userId,
      kind: 'appeal_decided',
      params: { verdict },
      link: ACCOUNT_SETTINGS_PATH,
    });
    return true;
  });
  if (!decided) return fail('appeal_already_decided');
  deliverSoon(rt);
  const [json] = await toAdminAppeals(rt, await appealRows(rt, eq(appeals.id, appealId), 1));
  return ok(json!);
}
