import type { Message } from '../../lib/contracts/message';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import type { SanctionStatus } from '../../lib/contracts/accounts';
import { verifyToken } from '../auth/tokens';
import { verifyStandingToken } from '../auth/standing-token';
import { currentSanction } from './moderation';
import { statusNow } from './accounts';
import { appeals, moderationActions, users } from '../db/schema';
import { bannedMessage, suspendedMessage } from '../../lib/contracts/accounts';
import {
  APPEAL_WINDOW_DAYS,
  SANCTION_KINDS,
  type AppealJson,
  type SanctionJson,
  type SanctionKind,
  type StandingJson,
} from '../../lib/contracts/appeals';

/** What the sign-in page tells a member whose open session was cut by a suspension or a ban. */
export interface SessionSanction {
  status: SanctionStatus;
  /** The sign-in refusal's own sentence: the end date (suspensions) and staff's reason. */
  message: Message;
}

/**
 * The suspension or ban behind the tokens a browser still holds after its session was cut (a suspension revokes
 * every session, so the guards no longer accept them). Only a token this server signed and that has not expired
 * counts: it was handed to that member at sign-in. Null for an active member, or for no token of ours.
 */
export async function sanctionBehindTokens(
  rt: Pick<Runtime, 'db' | 'clock' | 'config'>,
  tokens: { access?: string | null; refresh?: string | null },
): Promise<SessionSanction | null> {
  const now = rt.clock.now();
  const claims =
    (tokens.access ? await verifyToken(rt.config.secretKey, tokens.access, 'access', now) : null) ??
    (tokens.refresh ? await verifyToken(rt.config.secretKey, tokens.refresh, 'refresh', now) : null);
  if (!claims) return null;
  const sanction = await currentSanction(rt, claims.user_id);
  if (!sanction) return null;
  const message =
    sanction.status === 'suspended' && sanction.until
      ? suspendedMessage(sanction.until, sanction.reason)
      : bannedMessage(sanction.reason);
  return { status: sanction.status, message };
}

/**
 * The member behind a standing token (auth/standing-token.ts), or null: a bad or expired token, an unknown member, or
 * one whose sessions were cut since it was issued (their token_version moved on).
 */
export async function standingTokenMember(
  rt: Pick<Runtime, 'db' | 'clock' | 'config'>,
  token: string,
): Promise<number | null> {
  const claims = await verifyStandingToken(rt.config.secretKey, token, rt.clock.now());
  if (!claims) return null;
  const [user] = await rt.db.select({ version: users.tokenVersion }).from(users).where(eq(users.id, claims.user_id));
  return user && user.version === claims.ver ? claims.user_id : null;
}

const DAY_MS = 86_400_000;

/** The last moment a sanction given at `given` may be appealed. */
export const appealDeadline = (given: Date): Date => new Date(given.getTime() + APPEAL_WINDOW_DAYS * DAY_MS);

/** A member's standing as it bears on their sanctions: their status now, and their latest suspension or ban. */
export interface MemberStanding {
  status: 'active' | SanctionStatus;
  suspendedUntil: Date | null;
  /** The latest suspension or ban of theirs (the one their status comes from), or null. */
  latestSanctionId: number | null;
}

/**
 * Whether a sanction keeps the member out now: the latest suspension or ban while their status says so (a suspension
 * until its end). A warning never does; an earlier sanction, ended or lifted, no longer does.
 */
export function isInForce(sanction: { id: number; kind: SanctionKind }, standing: MemberStanding, now: Date): boolean {
  if (sanction.kind === 'warning' || sanction.id !== standing.latestSanctionId) return false;
  if (sanction.kind === 'ban') return standing.status === 'banned';
  return (
    standing.status === 'suspended' && !!standing.suspendedUntil && standing.suspendedUntil.getTime() > now.getTime()
  );
}

/** The latest suspension or ban of each member (by id). */
export async function latestSanctionIds(rt: Pick<Runtime, 'db'>, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await rt.db
    .selectDistinctOn([moderationActions.targetUserId], {
      userId: moderationActions.targetUserId,
      id: moderationActions.id,
    })
    .from(moderationActions)
    .where(
      and(
        inArray(moderationActions.targetUserId, userIds),
        inArray(moderationActions.actionType, ['suspension', 'ban']),
      ),
    )
    .orderBy(moderationActions.targetUserId, desc(moderationActions.createdAt), desc(moderationActions.id));
  return new Map(rows.map((r) => [r.userId!, r.id]));
}

/** One member's standing now (a suspension past its end is lifted on the way, as everywhere: accounts.currentStatus). */
export async function memberStandingOf(
  rt: Pick<Runtime, 'db' | 'clock'>,
  userId: number,
): Promise<MemberStanding | null> {
  const now = await statusNow(rt, userId);
  if (!now) return null;
  const latest = await latestSanctionIds(rt, [userId]);
  return { ...now, latestSanctionId: latest.get(userId) ?? null };
}

/** The columns toAppealJson reads, for every query that selects an appeal. */
export const appealColumns = {
  id: appeals.id,
  status: appeals.status,
  text: appeals.text,
  createdAt: appeals.createdAt,
  reply: appeals.reply,
  decidedAt: appeals.decidedAt,
};

/** An appeal row as its author reads it. */
export const toAppealJson = (a: {
  id: number;
  status: AppealJson['status'];
  text: string;
  createdAt: Date;
  reply: string | null;
  decidedAt: Date | null;
}): AppealJson => ({
  id: a.id,
  status: a.status,
  text: a.text,
  created_at: a.createdAt.toISOString(),
  reply: a.reply,
  decided_at: a.decidedAt?.toISOString() ?? null,
});

/** A sanction row of the moderation log as the card shows it. */
export function toSanctionJson(
  row: { id: number; kind: SanctionKind; createdAt: Date; reason: string; endDate: Date | null },
  appeal: AppealJson | null,
  standing: MemberStanding,
  now: Date,
): SanctionJson {
  const deadline = appealDeadline(row.createdAt);
  return {
    id: row.id,
    kind: row.kind,
    created_at: row.createdAt.toISOString(),
    reason: row.reason,
    end_date: row.kind === 'suspension' ? (row.endDate?.toISOString() ?? null) : null,
    in_force: isInForce(row, standing, now),
    appeal,
    can_appeal: appeal === null && now.getTime() <= deadline.getTime(),
    appeal_until: deadline.toISOString(),
  };
}

/** GET user/standing/: the member's warnings, suspensions and bans, newest first, each with its appeal. */
export async function memberStanding(rt: Pick<Runtime, 'db' | 'clock'>, userId: number): Promise<StandingJson> {
  const standing = await memberStandingOf(rt, userId);
  if (!standing) return { sanctions: [] };
  const rows = await rt.db
    .select({
      id: moderationActions.id,
      kind: moderationActions.actionType,
      createdAt: moderationActions.createdAt,
      reason: moderationActions.reason,
      endDate: moderationActions.endDate,
      appeal: appealColumns,
    })
    .from(moderationActions)
    .leftJoin(appeals, eq(appeals.sanctionId, moderationActions.id))
    .where(and(eq(moderationActions.targetUserId, userId), inArray(moderationActions.actionType, [...SANCTION_KINDS])))
    .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id));
  const now = rt.clock.now();
  return {
    sanctions: rows.map((r) =>
      toSanctionJson({ ...r, kind: r.kind as SanctionKind }, r.appeal ? toAppealJson(r.appeal) : null, standing, now),
    ),
  };
}
