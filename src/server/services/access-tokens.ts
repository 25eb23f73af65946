import { LRUCache } from 'lru-cache';
import { eq } from 'drizzle-orm';
import { refreshTokens } from '../db/schema';
import { verifyToken, type TokenClaims } from '../auth/tokens';
import { currentStatus, type SessionUser } from './accounts';
import { accessCacheOf } from './access-cache';
import { loadMember, loadUser, type SessionRuntime } from './session-members';

/**
 * Tokens read into members: an access token to the signed-in member (kept in access-cache.ts on the embedded
 * database), a refresh token to the member a page may still show. Sessions are opened and ended in sessions.ts.
 */

/** A signed-in member behind an access token, and the feed change counter read with them (GET community/ uses it). */
export interface AccessCheck {
  user: SessionUser;
  feedVersion: number;
  /** The session the token belongs to (confirming a second factor marks it: services/two-factor.ts). */
  sessionId: string;
}

/**
 * The signed-in member behind an access token, or null (bad, expired, logged out, revoked, or may not sign in now).
 * One round trip to the database: the token's signature is checked once per token (accessClaims), its session,
 * version and the member's standing on every request.
 */
export async function checkAccessToken(rt: SessionRuntime, token: string): Promise<AccessCheck | null> {
  const claims = await accessClaims(rt, token);
  if (!claims) return null;
  // On the embedded database, the check of this token as the database last answered it, while nothing it read has
  // changed since (access-cache.ts).
  const cache = accessCacheOf(rt);
  const kept = cache?.get(token, rt.clock.now().getTime());
  if (kept) return { ...kept, sessionId: claims.sid };
  const epoch = cache?.epoch ?? 0;
  const found = await loadMember(rt, claims.user_id, claims.sid);
  if (!found || found.user.tokenVersion !== claims.ver) return null;
  if ((await currentStatus(rt, found.user)) !== 'active') return null;
  const check = { user: found.user, feedVersion: found.feedVersion };
  // An active member's check holds until a change is announced (a suspension's end needs no clock: only active
  // members are kept).
  cache?.keep(token, check, found.sessionEndsAt, epoch);
  return { ...check, sessionId: claims.sid };
}

/** The signed-in user behind an access token, or null (bad, expired, logged out, revoked, or may not sign in now). */
export async function userFromAccessToken(rt: SessionRuntime, token: string): Promise<SessionUser | null> {
  return (await checkAccessToken(rt, token))?.user ?? null;
}

/**
 * Access tokens whose signature and claims were verified, per secret: a token is the same bytes on every request
 * of its session, and its signature says the same each time. Only what depends on the time (exp, nbf) is checked
 * again; what the database knows (session, version, standing) is read on every request by checkAccessToken.
 */
const verifiedAccess = new Map<string, LRUCache<string, TokenClaims>>();
/** Tokens kept per secret: a token is 400-odd bytes, so a few MB at most. */
const VERIFIED_ACCESS_MAX = 10_000;

async function accessClaims(rt: SessionRuntime, token: string): Promise<TokenClaims | null> {
  const now = rt.clock.now();
  const seconds = Math.floor(now.getTime() / 1000);
  let verified = verifiedAccess.get(rt.config.secretKey);
  if (!verified) {
    verified = new LRUCache({ max: VERIFIED_ACCESS_MAX });
    verifiedAccess.set(rt.config.secretKey, verified);
  }
  let claims = verified.get(token);
  if (!claims) {
    claims = (await verifyToken(rt.config.secretKey, token, 'access', now)) ?? undefined;
    if (!claims) return null;
    verified.set(token, claims);
  }
  // verifyToken's time checks, again for a token verified earlier.
  if (claims.exp <= seconds) {
    verified.delete(token);
    return null;
  }
  const nbf = (claims as { nbf?: number }).nbf;
  return nbf !== undefined && nbf > seconds ? null : claims;
}

/**
 * The user behind a still-valid, unrevoked refresh token, without rotating it. Pages use this when the access
 * cookie has expired: the browser refreshes on its next API call.
 */
export async function userFromRefreshToken(rt: SessionRuntime, token: string): Promise<SessionUser | null> {
  const claims = await verifyToken(rt.config.secretKey, token, 'refresh', rt.clock.now());
  if (!claims) return null;
  const [stored] = await rt.db
    .select({ revokedAt: refreshTokens.revokedAt, family: refreshTokens.family })
    .from(refreshTokens)
    .where(eq(refreshTokens.jti, claims.jti));
  if (!stored || stored.revokedAt) return null;
  const user = await loadUser(rt, claims.user_id, stored.family);
  if (!user || user.tokenVersion !== claims.ver) return null;
  return (await currentStatus(rt, user)) === 'active' ? user : null;
}
