import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { refreshTokens, sessions } from '../db/schema';
import { signToken } from '../auth/tokens';
import type { SessionUser } from './accounts';
import type { SessionRuntime } from './session-members';
import type { TokenPairJson } from '../../lib/contracts/accounts';

/**
 * The pair minted at `issuedAt` for the refresh token `refreshJti`. HS256 is deterministic, so the same inputs give
 * the same pair again: that is how the grace window hands a second tab what the first one got.
 */
export async function signPair(
  rt: SessionRuntime,
  user: SessionUser,
  sessionId: string,
  issuedAt: Date,
  refreshJti: string,
): Promise<{ pair: TokenPairJson; refreshExpiresAt: Date }> {
  const { secretKey, accessTokenMinutes, refreshTokenDays } = rt.config;
  const access = await signToken(secretKey, {
    type: 'access',
    subject: user,
    sessionId,
    lifetimeSeconds: accessTokenMinutes * 60,
    now: issuedAt,
    jti: `${refreshJti}.access`,
  });
  const refresh = await signToken(secretKey, {
    type: 'refresh',
    subject: user,
    sessionId,
    lifetimeSeconds: refreshTokenDays * 86_400,
    now: issuedAt,
    jti: refreshJti,
  });
  return {
    pair: { access: access.token, refresh: refresh.token } satisfies TokenPairJson,
    refreshExpiresAt: refresh.expiresAt,
  };
}

/** Issues a pair in a session and records its refresh token; the session lives as long as its newest token. */
export async function issueTokens(
  rt: SessionRuntime,
  user: SessionUser,
  sessionId: string,
  refreshJti: string = randomUUID(),
): Promise<TokenPairJson> {
  const now = rt.clock.now();
  const { pair, refreshExpiresAt } = await signPair(rt, user, sessionId, now, refreshJti);
  await rt.db
    .insert(refreshTokens)
    .values({ jti: refreshJti, userId: user.id, family: sessionId, expiresAt: refreshExpiresAt, createdAt: now });
  await rt.db.update(sessions).set({ expiresAt: refreshExpiresAt }).where(eq(sessions.id, sessionId));
  return pair;
}

/**
 * A new session for a member who just proved who they are; `twoFactor` when they proved it with a second factor
 * (a TOTP or recovery code after the password, or a passkey), which staff need (REQUIRE_STAFF_2FA).
 */
export async function openSession(
  rt: SessionRuntime,
  user: SessionUser,
  { twoFactor = false }: { twoFactor?: boolean } = {},
): Promise<TokenPairJson> {
  const now = rt.clock.now();
  const id = randomUUID();
  await rt.db.insert(sessions).values({
    id,
    userId: user.id,
    twoFactor,
    expiresAt: new Date(now.getTime() + rt.config.refreshTokenDays * 86_400_000),
    createdAt: now,
  });
  return issueTokens(rt, user, id);
}
