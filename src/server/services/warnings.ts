import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import { moderationActions } from '../db/schema';
import { notFound } from '../http/errors';

export interface WarningJson {
  id: number;
  reason: string;
  created_at: string;
}

const isOpenWarningOf = (userId: number) =>
  and(
    eq(moderationActions.targetUserId, userId),
    eq(moderationActions.actionType, 'warning'),
    isNull(moderationActions.acknowledgedAt),
  );

/** The warnings a member has not dismissed yet, oldest first. */
export async function openWarnings(rt: Pick<Runtime, 'db'>, userId: number): Promise<WarningJson[]> {
  const rows = await rt.db
    .select({ id: moderationActions.id, reason: moderationActions.reason, createdAt: moderationActions.createdAt })
    .from(moderationActions)
    .where(isOpenWarningOf(userId))
    .orderBy(asc(moderationActions.createdAt), asc(moderationActions.id));
  return rows.map((r) => ({ id: r.id, reason: r.reason, created_at: r.createdAt.toISOString() }));
}

/**
 * The member has read the warning: its acknowledged_at is set (the one change the moderation log allows).
 * Someone else's warning, or one already dismissed, is not found.
 */
export async function dismissWarning(rt: Pick<Runtime, 'db' | 'clock'>, userId: number, warningId: number): Promise<void> {
  const done = await rt.db
    .update(moderationActions)
    .set({ acknowledgedAt: rt.clock.now() })
    .where(and(eq(moderationActions.id, warningId), isOpenWarningOf(userId)))
    .returning({ id: moderationActions.id });
  if (done.length === 0) throw notFound('Warning not found.');
}
