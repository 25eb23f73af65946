import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import { moderationActions } from '../db/schema';
import { fail, ok, type Result } from '../result';
import { toWarningJson, type WarningJson } from '../../lib/contracts/admin';

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
  return rows.map(toWarningJson);
}

/**
 * The member has read the warning: its acknowledged_at is set (the one change the moderation log allows).
 * Someone else's warning, or one already dismissed, is not found.
 */
export async function dismissWarning(
  rt: Pick<Runtime, 'db' | 'clock'>,
  userId: number,
  warningId: number,
): Promise<Result<null, 'warning_not_found'>> {
  const done = await rt.db
    .update(moderationActions)
    .set({ acknowledgedAt: rt.clock.now() })
    .where(and(eq(moderationActions.id, warningId), isOpenWarningOf(userId)))
    .returning({ id: moderationActions.id });
  return done.length === 0 ? fail('warning_not_found') : ok(null);
}
