import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import { recoveryCodes, sessions, totpFactors, users } from '../db/schema';
import { open, seal } from '../auth/secret-box';
import {
  isTotpCode,
  matchingStep,
  newRecoveryCode,
  newTotpSecret,
  otpauthUrl,
  recoveryCodeHash,
} from '../auth/one-time-codes';
import { verifyPassword } from '../auth/passwords';
import { inHashSlot } from '../auth/hash-queue';
import { logEvent } from '../log';
import { fail, invalid, ok, type Result } from '../result';
import { LIMITS, countHit, refundHit } from './rate-limits';
import { RECOVERY_CODE_COUNT } from '../../lib/contracts/privacy-limits';
import { accountsFailures } from '../../lib/contracts/accounts';
import {
  CODE_INVALID,
  TWO_FACTOR_OFF,
  type RecoveryCodesJson,
  type TotpDisable,
  type TotpSetupJson,
  type TwoFactorJson,
} from '../../lib/contracts/two-factor';

/**
 * A member's TOTP second factor (issue 28): set up, confirmed with a first code (which hands out the recovery
 * codes), proved at sign-in, and turned off with the password and a code. The secret is sealed under a key derived
 * from SECRET_KEY (auth/secret-box.ts); recovery codes are kept as keyed hashes (auth/one-time-codes.ts).
 */

type TwoFactorRuntime = Pick<Runtime, 'db' | 'clock' | 'config' | 'log'>;

/** The secret's purpose in secret-box.ts: its own derived key. */
const SECRET_PURPOSE = 'totp secret';

const sealSecret = (rt: TwoFactorRuntime, userId: number, secret: string) =>
  seal(rt.config.secretKey, SECRET_PURPOSE, secret, String(userId));

async function factorOf(rt: TwoFactorRuntime, userId: number) {
  const [row] = await rt.db.select().from(totpFactors).where(eq(totpFactors.userId, userId));
  if (!row) return null;
  const secret = open(rt.config.secretKey, SECRET_PURPOSE, row.secretCiphertext, String(userId));
  // A secret that no longer opens (SECRET_KEY changed) proves nothing, and the recovery codes are keyed by
  // SECRET_KEY too: the README's Privacy section tells operators to keep it.
  return { ...row, secret, confirmed: row.confirmedAt !== null };
}

/** GET user/2fa/. */
export async function twoFactorStatus(rt: TwoFactorRuntime, userId: number): Promise<TwoFactorJson> {
  const [factor] = await rt.db
    .select({ userId: totpFactors.userId })
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)));
  if (!factor) return TWO_FACTOR_OFF;
  const [left] = await rt.db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return { totp: true, recovery_codes_left: left?.n ?? 0 };
}

/**
 * A new secret, pending until a code of it is confirmed; a pending one is replaced (the member scanned the first
 * one into nothing, or lost it). Refused while two-step sign-in is on: turning it off comes first.
 */
export async function setUpTotp(
  rt: TwoFactorRuntime,
  user: { id: number; email: string },
): Promise<Result<TotpSetupJson, 'totp_already_enabled'>> {
  const existing = await factorOf(rt, user.id);
  if (existing?.confirmed) return fail('totp_already_enabled');
  const secret = newTotpSecret();
  const values = { secretCiphertext: sealSecret(rt, user.id, secret), confirmedAt: null, lastStep: null };
  // Only a pending secret is replaced: a confirmation that lands between the read above and this write keeps its
  // factor on, rather than being turned off by a set-up nobody confirmed.
  const written = await rt.db
    .insert(totpFactors)
    .values({ userId: user.id, ...values, createdAt: rt.clock.now() })
    .onConflictDoUpdate({ target: totpFactors.userId, set: values, setWhere: isNull(totpFactors.confirmedAt) })
    .returning({ userId: totpFactors.userId });
  if (written.length === 0) return fail('totp_already_enabled');
  return ok({ secret, otpauth_url: otpauthUrl(secret, rt.config.siteName, user.email) });
}

/**
 * Turns the pending secret on with a code of it: new recovery codes (shown once), and the session it was confirmed
 * in counts as proved by a second factor from now on (a member who just typed a code holds the factor).
 */
export async function confirmTotp(
  rt: TwoFactorRuntime,
  userId: number,
  sessionId: string,
  code: string,
): Promise<Result<RecoveryCodesJson, 'totp_already_enabled' | 'totp_not_set_up' | 'invalid'>> {
  const factor = await factorOf(rt, userId);
  if (!factor?.secret) return fail('totp_not_set_up');
  if (factor.confirmed) return fail('totp_already_enabled');
  const now = rt.clock.now();
  const step = matchingStep(factor.secret, code.replace(/\s/g, ''), now);
  if (step === null) return invalid({ code: [CODE_INVALID] });
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const confirmed = await rt.db.transaction(async (tx) => {
    // Only the pending secret this code was checked against: a second confirmation racing this one changes nothing.
    const turnedOn = await tx
      .update(totpFactors)
      .set({ confirmedAt: now, lastStep: step })
      .where(
        and(
          eq(totpFactors.userId, userId),
          isNull(totpFactors.confirmedAt),
          eq(totpFactors.secretCiphertext, factor.secretCiphertext),
        ),
      )
      .returning({ userId: totpFactors.userId });
    if (turnedOn.length === 0) return false;
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx
      .insert(recoveryCodes)
      .values(codes.map((c) => ({ userId, codeHash: recoveryCodeHash(rt.config.secretKey, c), createdAt: now })));
    await tx
      .update(sessions)
      .set({ twoFactor: true })
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
    return true;
  });
  if (!confirmed) return fail('totp_already_enabled');
  logEvent(rt.log, 'two_factor.enabled', { userId });
  return ok({ recovery_codes: codes });
}

/** Whether the member has two-step sign-in on (a confirmed TOTP factor). */
export async function hasTotp(rt: TwoFactorRuntime, userId: number): Promise<boolean> {
  const [row] = await rt.db
    .select({ userId: totpFactors.userId })
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)));
  return row !== undefined;
}

/**
 * Proves the second factor with what the member typed, using it up: a TOTP code of now (a step either side) not
 * older than the last one accepted, or an unused recovery code. Each write takes the code only if nobody took it
 * first, so two requests racing with the same code cannot both pass.
 */
export async function spendOneTimeCode(rt: TwoFactorRuntime, userId: number, typed: string): Promise<boolean> {
  const now = rt.clock.now();
  if (isTotpCode(typed)) {
    const factor = await factorOf(rt, userId);
    if (!factor?.confirmed || !factor.secret) return false;
    const step = matchingStep(factor.secret, typed.replace(/\s/g, ''), now);
    if (step === null) return false;
    const taken = await rt.db
      .update(totpFactors)
      .set({ lastStep: step })
      .where(and(eq(totpFactors.userId, userId), or(isNull(totpFactors.lastStep), lt(totpFactors.lastStep, step))))
      .returning({ userId: totpFactors.userId });
    return taken.length === 1;
  }
  const used = await rt.db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, recoveryCodeHash(rt.config.secretKey, typed)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  if (used.length === 0) return false;
  logEvent(rt.log, 'two_factor.recovery_code_used', { userId });
  return true;
}

/**
 * The sign-in's second step, once the password was right: 'none' without two-step sign-in, 'required' when no code
 * was sent, 'proved' or 'wrong' (services/sessions.ts counts a wrong one as a failed sign-in).
 */
export async function secondStep(
  rt: TwoFactorRuntime,
  userId: number,
  otp: string | undefined,
): Promise<'none' | 'required' | 'proved' | 'wrong'> {
  if (!(await hasTotp(rt, userId))) return 'none';
  if (otp === undefined) return 'required';
  return (await spendOneTimeCode(rt, userId, otp)) ? 'proved' : 'wrong';
}

/**
 * Turns two-step sign-in off with the current password and a code (or a recovery code): the factor and every
 * recovery code go. Wrong tries are limited per member, as the deletion form's are.
 */
export async function disableTotp(
  rt: TwoFactorRuntime,
  userId: number,
  { password, code }: TotpDisable,
): Promise<Result<TwoFactorJson, 'totp_not_enabled' | 'invalid' | 'rate_limited' | 'busy'>> {
  if (!(await hasTotp(rt, userId))) return fail('totp_not_enabled');
  const [user] = await rt.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  const triesKey = `totp-disable:user:${userId}`;
  const checked = await inHashSlot(async () => {
    const retryAfter = await countHit(rt, triesKey, LIMITS.twoFactorDisableTries);
    if (retryAfter !== null) return fail('rate_limited', { retryAfter });
    return verifyPassword(user?.passwordHash ?? null, password);
  });
  if (!checked.ok) return checked;
  if (!checked.value) return invalid({ password: [accountsFailures.wrong_password.detail] });
  if (!(await spendOneTimeCode(rt, userId, code))) return invalid({ code: [CODE_INVALID] });
  await refundHit(rt, triesKey);
  await rt.db.transaction(async (tx) => {
    await tx.delete(totpFactors).where(eq(totpFactors.userId, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  });
  logEvent(rt.log, 'two_factor.disabled', { userId });
  return ok(TWO_FACTOR_OFF);
}
