import { and, eq, isNull } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Runtime } from '../runtime';
import { refreshTokens } from '../db/schema';
import { verifyToken, type TokenClaims } from '../auth/tokens';
import { fail, ok, type Failed, type Result } from '../result';
import { loadUser, type SessionRuntime } from './session-members';
import { endSession, signInRefusal, type Standing } from './sessions';
import { issueTokens, signPair } from './token-pairs';
import type { TokenPairJson } from '../../lib/contracts/accounts';

/**
 * Two tabs refreshing at once present the same refresh token. Within this many seconds of its rotation, the old
 * token gets the very pair its rotation issued, instead of being taken for a stolen token (which revokes the session).
 */
export const REFRESH_GRACE_SECONDS = 30;

export type RefreshFailure = 'token_not_valid' | Standing;

/** A refusal met after the token was claimed: thrown to roll the claim back, answered as a value outside. */
class RotationRefused extends Error {
  constructor(readonly failure: Failed<RefreshFailure>) {
    super(failure.reason);
  }
}

/**
 * Rotates a refresh token: the presented one dies and a new pair in the same session is issued. Presenting a dead
 * one again means it leaked, and the session ends; except within the grace window after its rotation, when it gets
 * the same new pair again (two tabs refreshing at once).
 */
export async function refresh(rt: SessionRuntime, token: string): Promise<Result<TokenPairJson, RefreshFailure>> {
  const now = rt.clock.now();
  const claims = await verifyToken(rt.config.secretKey, token, 'refresh', now);
  if (!claims) return fail('token_not_valid');
  let outcome: Result<TokenPairJson, RefreshFailure> | { reusedSession: string };
  try {
    outcome = await rotate(rt, claims, now);
  } catch (err) {
    if (err instanceof RotationRefused) return err.failure;
    throw err;
  }
  if ('reusedSession' in outcome) {
    // Outside the transaction: the refusal below must not roll the revocation back.
    await endSession(rt, outcome.reusedSession);
    return fail('token_not_valid');
  }
  return outcome;
}

/**
 * The rotation itself, in one transaction: a concurrent use of the same token waits on the row lock and then finds
 * the successor stored. A refusal after the claim rolls the claim back.
 */
function rotate(
  rt: SessionRuntime,
  claims: TokenClaims,
  now: Date,
): Promise<Result<TokenPairJson, RefreshFailure> | { reusedSession: string }> {
  return rt.db.transaction(async (tx) => {
    const txRt = { ...rt, db: tx as unknown as Runtime['db'] };
    const successor = randomUUID();
    const [claimed] = await tx
      .update(refreshTokens)
      .set({ revokedAt: now, replacedBy: successor })
      .where(
        and(
          eq(refreshTokens.jti, claims.jti),
          eq(refreshTokens.userId, claims.user_id),
          isNull(refreshTokens.revokedAt),
        ),
      )
      .returning({ family: refreshTokens.family });
    if (!claimed) return reissueWithinGrace(txRt, claims.jti, claims.user_id);
    const user = await loadUser(txRt, claims.user_id, claimed.family);
    if (!user || user.tokenVersion !== claims.ver) throw new RotationRefused(fail('token_not_valid'));
    const refusal = await signInRefusal(txRt, user);
    if (refusal) throw new RotationRefused(refusal);
    return ok(await issueTokens(txRt, user, claimed.family, successor));
  });
}

/**
 * A rotated token presented again: the same successor pair within the grace window; otherwise the token leaked
 * and its session is named for ending.
 */
async function reissueWithinGrace(
  rt: SessionRuntime,
  jti: string,
  userId: number,
): Promise<Result<TokenPairJson, 'token_not_valid'> | { reusedSession: string }> {
  const [stored] = await rt.db.select().from(refreshTokens).where(eq(refreshTokens.jti, jti));
  if (!stored || stored.userId !== userId) return fail('token_not_valid');
  const rotatedAgo = stored.revokedAt ? rt.clock.now().getTime() - stored.revokedAt.getTime() : Infinity;
  if (stored.replacedBy && rotatedAgo <= REFRESH_GRACE_SECONDS * 1000) {
    const [next] = await rt.db.select().from(refreshTokens).where(eq(refreshTokens.jti, stored.replacedBy));
    const user = next && !next.revokedAt ? await loadUser(rt, userId, stored.family) : null;
    if (next && user) {
      rt.log.info({ event: 'auth.refresh_grace', userId }, 'a just-rotated refresh token was presented again');
      return ok((await signPair(rt, user, stored.family, next.createdAt, next.jti)).pair);
    }
  }
  return { reusedSession: stored.family };
}
