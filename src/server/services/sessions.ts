import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import { moderationActions, refreshTokens, sessions, users } from '../db/schema';
import { verifyToken } from '../auth/tokens';
import { verifyPassword } from '../auth/passwords';
import { inHashSlot } from '../auth/hash-queue';
import { logEvent } from '../log';
import { fail, ok, type Failed, type Result } from '../result';
import { currentStatus, type SessionUser } from './accounts';
import { countSignInAttempt } from './sign-in-throttle';
import { LIMITS, countHit, limitReached } from './rate-limits';
import { loadUser, type SessionRuntime } from './session-members';
import { openSession } from './token-pairs';
import { secondStep } from './two-factor';
import { bannedMessage, suspendedMessage, type Credentials, type TokenPairJson } from '../../lib/contracts/accounts';
import { STANDING_TOKEN_MINUTES } from '../../lib/contracts/appeals';
import { signStandingToken } from '../auth/standing-token';

/** Signing in and out, and ending sessions (token-pairs.ts mints the tokens, token-rotation.ts refreshes them). */

export type Standing = 'banned' | 'suspended';
export type SignInFailure =
  | 'bad_credentials'
  | Standing
  | 'rate_limited'
  | 'account_throttled'
  | 'busy'
  | 'otp_required'
  | 'otp_invalid';

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
export async function signInRefusal(rt: SessionRuntime, user: SessionUser): Promise<Failed<Standing> | null> {
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
 * that carries the account's); a successful one does not count. With two-step sign-in on, the right password
 * answers `otp_required` until it comes with a code (`otp`); a wrong code counts as a wrong password does.
 */
export async function login(
  rt: SessionRuntime,
  { email, password, otp, ip, address = ip, device = null }: SignIn,
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
  // Codes are guessed only by someone who has the password: their own budget per account, which neither spreading
  // the guesses over addresses nor a device cookie widens. Checked before the code, so a right guess past it fails too.
  const codeGuesses = `otp:user:${row.id}`;
  if (otp !== undefined) {
    const retryAfter = await limitReached(rt, codeGuesses, LIMITS.secondFactorGuesses);
    if (retryAfter !== null) return fail('rate_limited', { retryAfter });
  }
  // Only after the right password: the answer never says whether an account has a second factor to anyone else.
  const step = await secondStep(rt, row.id, otp);
  if (step === 'wrong') {
    await countHit(rt, codeGuesses, LIMITS.secondFactorGuesses);
    logEvent(rt.log, 'auth.login_failed', { userId: row.id, ip: address, outcome: 'otp_invalid' });
    return fail('otp_invalid');
  }
  await attempt.succeeded();
  if (step === 'required') return fail('otp_required');
  const user = (await loadUser(rt, row.id, null))!;
  return admitMember(rt, user, { address, method: 'password', twoFactor: step === 'proved' });
}

/** How a member proved who they are, for the security log. */
export type SignInMethod = 'password' | 'passkey';

/**
 * What every way of signing in does once the member proved who they are (a password, a passkey): a suspended or
 * banned member is refused with their standing token, anyone else gets a new session (`twoFactor` when a second
 * factor proved it). Logged with the way they signed in.
 */
export async function admitMember(
  rt: SessionRuntime,
  user: SessionUser,
  { address, method, twoFactor = false }: { address: string | null; method: SignInMethod; twoFactor?: boolean },
): Promise<Result<TokenPairJson, Standing>> {
  const refusal = await signInRefusal(rt, user);
  if (refusal) {
    logEvent(rt.log, 'auth.login_failed', { userId: user.id, ip: address, outcome: user.status, method });
    return withStandingToken(rt, user, refusal);
  }
  logEvent(rt.log, 'auth.login', { userId: user.id, ip: address, method });
  return ok(await openSession(rt, user, { twoFactor }));
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

/** Ends one session: its access tokens are refused from now on and its refresh tokens are revoked. */
export async function endSession(rt: Pick<Runtime, 'db' | 'clock'>, sessionId: string): Promise<void> {
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
