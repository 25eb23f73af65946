import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Runtime } from '../runtime';
import { moderationActions, refreshTokens, sessions, users } from '../db/schema';
import { signToken, verifyToken, type TokenClaims } from '../auth/tokens';
import { verifyPassword } from '../auth/passwords';
import { inHashSlot } from '../auth/hash-queue';
import { logEvent } from '../log';
import { fail, ok, type Failed, type Result } from '../result';
import { currentStatus, type SessionUser } from './accounts';
import { countSignInAttempt } from './sign-in-throttle';
import { loadUser, type SessionRuntime } from './session-members';
import { bannedMessage, suspendedMessage, type Credentials, type TokenPairJson } from '../../lib/contracts/accounts';
import { STANDING_TOKEN_MINUTES } from '../../lib/contracts/appeals';
import { signStandingToken } from '../auth/standing-token';

/**
 * Two tabs refreshing at once present the same refresh token. Within this many seconds of its rotation, the old
 * token gets the very pair its rotation issued, instead of being taken for a stolen token (which revokes the session).
 */
export const REFRESH_GRACE_SECONDS = 30;

type Standing = 'banned' | 'suspended';
export type SignInFailure = 'bad_credentials' | Standing | 'rate_limited' | 'account_throttled' | 'busy';
export type RefreshFailure = 'token_not_valid' | Standing;

/** Staff's reason on a member's latest suspension or ban ('' when there is none). */
export async function latestSanctionReason(rt: Pick<Runtime, 'db'>, userId: number): Promise<string> {
  const [latest] = await rt.db
    .select({ reason: moderationActions.reason })
    .from(moderationActions)
    .where(
      and(eq(moderationActions.targetUserId, userId), inArray(moderationActions.actionType, ['suspension', 'ban'])),
    )
    .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
    .limit(1);
  return latest?.reason ?? '';
}

/** Why a member may not sign in now (the end date and staff's reason: SanctionRefusalJson), or null for an active one. */
async function signInRefusal(rt: SessionRuntime, user: SessionUser): Promise<Failed<Standing> | null> {
  const status = await currentStatus(rt, user);
  if (status === 'active') return null;
  const reason = await latestSanctionReason(rt, user.id);
  if (status === 'banned') return fail('banned', { detail: bannedMessage(reason), extra: { reason } });
  const until = user.suspendedUntil!;
  return fail('suspended', {
    detail: suspendedMessage(until, reason),
    extra: { suspended_until: until.toISOString(), reason },
  });
}

/**
 * The pair minted at `issuedAt` for the refresh token `refreshJti`. HS256 is deterministic, so the same inputs give
 * the same pair again: that is how the grace window hands a second tab what the first one got.
 */
async function signPair(
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
async function issueTokens(
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

/** A new session for a member who just proved who they are. */
async function openSession(rt: SessionRuntime, user: SessionUser): Promise<TokenPairJson> {
  const now = rt.clock.now();
  const id = randomUUID();
  await rt.db.insert(sessions).values({
    id,
    userId: user.id,
    expiresAt: new Date(now.getTime() + rt.config.refreshTokenDays * 86_400_000),
    createdAt: now,
  });
  return issueTokens(rt, user, id);
}

/** Credentials as the contract reads them (the email normalized), and where they came from. */
export interface SignIn extends Credentials {
  /** The client's address for the per-address limits, or null when unknown or loopback (see clientIp). */
  ip: string | null;
  /** The client's address for the log, loopback included (see clientAddress); `ip` when not given. */
  address?: string | null;
  /** The nonce of the request's valid device cookie for this account (auth/device-cookie.ts), or null. */
  device?: string | null;
}

/**
 * Email and password to a token pair in a new session. Unknown email and wrong password fail alike. Failed attempts
 * are throttled per (account, address), per address and, slowly, per account (or per device cookie, for a browser
 * that carries the account's); a successful one does not count.
 */
export async function login(
  rt: SessionRuntime,
  { email, password, ip, address = ip, device = null }: SignIn,
): Promise<Result<TokenPairJson, SignInFailure>> {
  // In a hashing slot from the count to the check: when the hashing queue is full, the sign-in is refused as busy
  // (hash-queue.ts) before anything is written for it.
  const checked = await inHashSlot(async () => {
    const counted = await countSignInAttempt(rt, email, ip, device);
    if (!counted.ok) return counted;
    const [row] = await rt.db
      .select({ id: users.id, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.email, email));
    const verified = await verifyPassword(row?.passwordHash ?? null, password);
    return verified.ok ? ok({ attempt: counted.value, row, matches: verified.value }) : verified;
  });
  if (!checked.ok) return checked;
  const { attempt, row, matches } = checked.value;
  if (!row || !matches) {
    logEvent(rt.log, 'auth.login_failed', { userId: row?.id ?? null, ip: address, outcome: 'bad_credentials' });
    return fail('bad_credentials');
  }
  await attempt.succeeded();
  const user = (await loadUser(rt, row.id, null))!;
  const refusal = await signInRefusal(rt, user);
  if (refusal) {
    logEvent(rt.log, 'auth.login_failed', { userId: user.id, ip: address, outcome: user.status });
    return withStandingToken(rt, user, refusal);
  }
  logEvent(rt.log, 'auth.login', { userId: user.id, ip: address });
  return ok(await openSession(rt, user));
}

/**
 * The refusal of a suspended or banned member who gave the right password, with the restricted token that opens
 * their standing and the appeal form, and nothing else (auth/standing-token.ts): the sign-in page takes them there
 * instead of leaving them at a bare refusal. Only a sign-in carries it (the password proves who they are), never a
 * refresh.
 */
async function withStandingToken(
  rt: SessionRuntime,
  user: SessionUser,
  refusal: Failed<Standing>,
): Promise<Failed<Standing>> {
  const token = await signStandingToken(rt.config.secretKey, user, STANDING_TOKEN_MINUTES * 60, rt.clock.now());
  return { ...refusal, extra: { ...refusal.extra, standing_token: token } };
}

/** Tokens in a new session for a user who just proved who they are another way (tests, tools). */
export async function tokensFor(rt: SessionRuntime, userId: number): Promise<TokenPairJson> {
  const user = await loadUser(rt, userId, null);
  if (!user) throw new Error(`No user ${userId} to issue tokens for`);
  return openSession(rt, user);
}

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

/** Ends one session: its access tokens are refused from now on and its refresh tokens are revoked. */
async function endSession(rt: Pick<Runtime, 'db' | 'clock'>, sessionId: string): Promise<void> {
  const now = rt.clock.now();
  await rt.db.transaction(async (tx) => {
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.family, sessionId), isNull(refreshTokens.revokedAt)));
  });
}

/** Logout: ends the session of this refresh token at once. An invalid token is ignored: logging out always succeeds. */
export async function logout(rt: SessionRuntime, token: string): Promise<void> {
  const claims = await verifyToken(rt.config.secretKey, token, 'refresh', rt.clock.now());
  if (!claims) return;
  const [stored] = await rt.db
    .select({ family: refreshTokens.family, userId: refreshTokens.userId })
    .from(refreshTokens)
    .where(eq(refreshTokens.jti, claims.jti));
  if (!stored || stored.userId !== claims.user_id) return;
  await endSession(rt, stored.family);
  logEvent(rt.log, 'auth.logout', { userId: stored.userId });
}

/** Cuts every session of a user at once: live access tokens fail the `ver` check, sessions and refresh tokens end. */
export async function revokeAllSessions(rt: Pick<Runtime, 'db' | 'clock'>, userId: number): Promise<void> {
  const now = rt.clock.now();
  await rt.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, userId));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  });
}
