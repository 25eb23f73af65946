import { and, eq, isNull } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Runtime } from '../runtime';
import { refreshTokens, users } from '../db/schema';
import { signToken, verifyToken, type TokenClaims } from '../auth/tokens';
import { verifyPassword } from '../auth/passwords';
import { HttpError } from '../http/errors';
import { currentStatus, loadSessionUser, normalizeEmail, type SessionUser } from './accounts';

export const BAD_CREDENTIALS = 'No active account found with the given credentials';
export const BANNED = 'This account has been permanently banned.';

export interface TokenPair {
  access: string;
  refresh: string;
}

export function suspendedMessage(until: Date): string {
  const day = until.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  return `This account is suspended until ${day}.`;
}

/** 403 for a member who may not sign in now; nothing for an active one. */
async function assertMaySignIn(rt: Runtime, user: SessionUser): Promise<void> {
  const status = await currentStatus(rt, user);
  if (status === 'banned') throw new HttpError(403, { detail: BANNED, code: 'banned' });
  if (status === 'suspended') {
    const until = user.suspendedUntil!;
    throw new HttpError(403, {
      detail: suspendedMessage(until),
      code: 'suspended',
      suspended_until: until.toISOString(),
    });
  }
}

async function issueTokens(rt: Runtime, user: SessionUser, family: string = randomUUID()): Promise<TokenPair> {
  const now = rt.clock.now();
  const access = await signToken(rt.config.secretKey, 'access', user, rt.config.accessTokenMinutes * 60, now);
  const refresh = await signToken(rt.config.secretKey, 'refresh', user, rt.config.refreshTokenDays * 86_400, now);
  await rt.db.insert(refreshTokens).values({
    jti: refresh.jti,
    userId: user.id,
    family,
    expiresAt: refresh.expiresAt,
    createdAt: now,
  });
  return { access: access.token, refresh: refresh.token };
}

/** Email and password to a token pair. Unknown email and wrong password fail alike. */
export async function login(rt: Runtime, email: string, password: string): Promise<TokenPair> {
  const [row] = await rt.db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  const ok = await verifyPassword(row?.passwordHash ?? null, password);
  if (!row || !ok) throw new HttpError(401, { detail: BAD_CREDENTIALS, code: 'no_active_account' });
  const user = (await loadSessionUser(rt.db, row.id))!;
  await assertMaySignIn(rt, user);
  return issueTokens(rt, user);
}

/** Tokens for a user who just proved who they are another way (registration). */
export async function tokensFor(rt: Runtime, userId: number): Promise<TokenPair> {
  const user = await loadSessionUser(rt.db, userId);
  if (!user) throw new HttpError(404, { detail: 'Not found.' });
  return issueTokens(rt, user);
}

const INVALID_REFRESH = () => new HttpError(401, { detail: 'Token is invalid or expired', code: 'token_not_valid' });

/**
 * Rotates a refresh token: the presented one dies and a new pair in the same family is issued.
 * Presenting a dead one again means it leaked: the whole family is revoked.
 */
export async function refresh(rt: Runtime, token: string): Promise<TokenPair> {
  const now = rt.clock.now();
  const claims = await verifyToken(rt.config.secretKey, token, 'refresh', now);
  if (!claims) throw INVALID_REFRESH();
  const [stored] = await rt.db.select().from(refreshTokens).where(eq(refreshTokens.jti, claims.jti));
  if (!stored || stored.userId !== claims.user_id) throw INVALID_REFRESH();
  // Claim the token atomically: of two concurrent uses, only one gets the row.
  const claimed = await rt.db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.jti, claims.jti), isNull(refreshTokens.revokedAt)))
    .returning({ jti: refreshTokens.jti });
  if (claimed.length === 0) {
    await revokeFamily(rt, stored.family);
    throw INVALID_REFRESH();
  }
  const user = await loadSessionUser(rt.db, claims.user_id);
  if (!user || user.tokenVersion !== claims.ver) throw INVALID_REFRESH();
  await assertMaySignIn(rt, user);
  return issueTokens(rt, user, stored.family);
}

async function revokeFamily(rt: Runtime, family: string): Promise<void> {
  await rt.db
    .update(refreshTokens)
    .set({ revokedAt: rt.clock.now() })
    .where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revokedAt)));
}

/** Revokes one refresh token (logout). An invalid token is ignored: logging out always succeeds. */
export async function logout(rt: Runtime, token: string): Promise<void> {
  const claims = await verifyToken(rt.config.secretKey, token, 'refresh', rt.clock.now());
  if (!claims) return;
  await rt.db
    .update(refreshTokens)
    .set({ revokedAt: rt.clock.now() })
    .where(and(eq(refreshTokens.jti, claims.jti), isNull(refreshTokens.revokedAt)));
}

/** Cuts every session of a user at once: live access tokens fail the `ver` check, refresh tokens are revoked. */
export async function revokeAllSessions(rt: Pick<Runtime, 'db' | 'clock'>, userId: number): Promise<void> {
  const [row] = await rt.db.select({ v: users.tokenVersion }).from(users).where(eq(users.id, userId));
  if (!row) return;
  await rt.db.update(users).set({ tokenVersion: row.v + 1 }).where(eq(users.id, userId));
  await rt.db
    .update(refreshTokens)
    .set({ revokedAt: rt.clock.now() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

async function userForClaims(rt: Runtime, claims: TokenClaims | null): Promise<SessionUser | null> {
  if (!claims) return null;
  const user = await loadSessionUser(rt.db, claims.user_id);
  if (!user || user.tokenVersion !== claims.ver) return null;
  if ((await currentStatus(rt, user)) !== 'active') return null;
  return user;
}

/** The signed-in user behind an access token, or null (bad, expired, revoked, or the member may not sign in). */
export async function userFromAccessToken(rt: Runtime, token: string): Promise<SessionUser | null> {
  return userForClaims(rt, await verifyToken(rt.config.secretKey, token, 'access', rt.clock.now()));
}

/**
 * The user behind a still-valid, unrevoked refresh token, without rotating it. Pages use this when the access
 * cookie has expired: the browser refreshes on its next API call.
 */
export async function userFromRefreshToken(rt: Runtime, token: string): Promise<SessionUser | null> {
  const claims = await verifyToken(rt.config.secretKey, token, 'refresh', rt.clock.now());
  if (!claims) return null;
  const [stored] = await rt.db
    .select({ revokedAt: refreshTokens.revokedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.jti, claims.jti));
  if (!stored || stored.revokedAt) return null;
  return userForClaims(rt, claims);
}
