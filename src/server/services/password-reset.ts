import { and, eq, gt, isNull } from 'drizzle-orm';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Runtime } from '../runtime';
import { passwordResets, users } from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { HttpError, fieldErrors } from '../http/errors';
import { findUserIdByEmail, isEmail, normalizeEmail } from './accounts';
import { passwordProblems, REQUIRED } from './registration';
import { revokeAllSessions } from './sessions';

/** One answer for every well-formed email, so the endpoint never tells whether an account exists. */
export const RESET_REQUESTED = 'If an account exists for this email address, a password reset link has been sent to it.';
export const PASSWORD_CHANGED = 'Your password has been changed. You can now sign in with your new password.';
export const INVALID_RESET_LINK = 'This password reset link is invalid or has expired. Please request a new one.';

/** The otp carries 256 random bits: a plain SHA-256 is enough to keep the stored value useless to a reader. */
const hashOtp = (otp: string): string => createHash('sha256').update(otp).digest('hex');

export const encodeUserId = (id: number): string => Buffer.from(String(id)).toString('base64url');

export function decodeUserId(uuidb64: string): number | null {
  if (!/^[A-Za-z0-9_-]{1,16}$/.test(uuidb64)) return null;
  const text = Buffer.from(uuidb64, 'base64url').toString('utf8');
  return /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
}

export function resetLink(publicUrl: string, otp: string, userId: number, refreshToken: string): string {
  const query = new URLSearchParams({ otp, uuidb64: encodeUserId(userId), refresh_token: refreshToken });
  return `${publicUrl}/create-new-password/?${query.toString()}`;
}

/**
 * Mails a single-use, expiring reset link to the account behind `email`, if there is one. Earlier unused
 * links of that account stop working: only the newest mail counts.
 */
export async function requestPasswordReset(rt: Runtime, rawEmail: string): Promise<{ message: string }> {
  const email = normalizeEmail(rawEmail);
  if (!isEmail(email)) throw fieldErrors({ email: ['Enter a valid email address.'] });
  const userId = await findUserIdByEmail(rt.db, email);
  if (userId === null) return { message: RESET_REQUESTED };

  const now = rt.clock.now();
  const otp = randomBytes(32).toString('base64url');
  await rt.db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  await rt.db.insert(passwordResets).values({
    userId,
    otpHash: hashOtp(otp),
    expiresAt: new Date(now.getTime() + rt.config.resetTokenMinutes * 60_000),
    createdAt: now,
  });
  // The link keeps the refresh_token parameter the client reads; it is random and grants nothing.
  const link = resetLink(rt.config.publicUrl, otp, userId, randomBytes(16).toString('base64url'));
  try {
    await rt.mailer.send({
      to: email,
      subject: `Reset your ${rt.config.siteName} password`,
      text: [
        'Hello,',
        '',
        `Someone asked to reset the password of your ${rt.config.siteName} account. To choose a new password, open this link:`,
        '',
        link,
        '',
        `The link works once and expires in ${rt.config.resetTokenMinutes} minutes.`,
        'If you did not ask for this, ignore this mail: your password stays as it is.',
      ].join('\n'),
    });
  } catch (err) {
    // The caller gets the same answer either way; the log names the failure, never the link.
    console.error(`[password-reset] mail to user ${userId} failed: ${(err as Error).message}`);
  }
  return { message: RESET_REQUESTED };
}

export interface PasswordChange {
  password: string;
  otp: string;
  uuidb64: string;
}

/**
 * Sets a new password with a reset link's otp. The otp is claimed atomically (of two concurrent uses only one
 * wins), and every session of the member ends.
 */
export async function changePassword(rt: Runtime, input: PasswordChange): Promise<{ message: string }> {
  if (!input.password) throw fieldErrors({ password: [REQUIRED] });
  const problems = passwordProblems(input.password);
  if (problems.length) throw fieldErrors({ password: problems });

  const userId = decodeUserId(input.uuidb64);
  if (userId === null || !input.otp) throw new HttpError(400, { detail: INVALID_RESET_LINK, code: 'invalid_reset_link' });
  const now = rt.clock.now();
  const candidates = await rt.db
    .select({ id: passwordResets.id, otpHash: passwordResets.otpHash })
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)));
  const presented = Buffer.from(hashOtp(input.otp), 'hex');
  const match = candidates.find((row) => timingSafeEqual(Buffer.from(row.otpHash, 'hex'), presented));
  if (!match) throw new HttpError(400, { detail: INVALID_RESET_LINK, code: 'invalid_reset_link' });
  const claimed = await rt.db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.id, match.id), isNull(passwordResets.usedAt)))
    .returning({ id: passwordResets.id });
  if (claimed.length === 0) throw new HttpError(400, { detail: INVALID_RESET_LINK, code: 'invalid_reset_link' });

  await rt.db.update(users).set({ passwordHash: await hashPassword(input.password) }).where(eq(users.id, userId));
  await revokeAllSessions(rt, userId);
  return { message: PASSWORD_CHANGED };
}
