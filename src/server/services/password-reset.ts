import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Runtime } from '../runtime';
import { mailOutbox, passwordResets, users } from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { passwordStrengthProblem } from '../auth/password-strength';
import type { Db } from '../db/client';
import { MAX_ID, normalizeEmail } from '../../lib/contracts/common';
import {
  PASSWORD_CHANGED,
  RESET_REQUESTED,
  type MessageJson,
  type PasswordChange,
  type ResetLinkCheck,
} from '../../lib/contracts/accounts';
import { logEvent } from '../log';
import { fail, invalid, ok, type Result } from '../result';
import { deliverSoon, queueMail } from '../mail/outbox';
import { BASE_LOCALE } from '../../lib/i18n/locales';
import { memberByEmail } from './language';
import { passwordChangedMail, passwordResetMail } from '../mail/account-mail';
import { revokeAllSessions } from './sessions';
import { LIMITS, countHit, forgetEmailCounters } from './rate-limits';

/** The otp carries 256 random bits: a plain SHA-256 is enough to keep the stored value useless to a reader. */
const hashOtp = (otp: string): string => createHash('sha256').update(otp).digest('hex');

export const encodeUserId = (id: number): string => Buffer.from(String(id)).toString('base64url');

export function decodeUserId(uuidb64: string): number | null {
  if (!/^[A-Za-z0-9_-]{1,16}$/.test(uuidb64)) return null;
  const text = Buffer.from(uuidb64, 'base64url').toString('utf8');
  // Ids past PostgreSQL's integer would fail the query: they are simply no one's.
  return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= MAX_ID ? Number(text) : null;
}

export function resetLink(publicUrl: string, otp: string, userId: number, refreshToken: string): string {
  const query = new URLSearchParams({ otp, uuidb64: encodeUserId(userId), refresh_token: refreshToken });
  return `${publicUrl}/create-new-password/?${query.toString()}`;
}

/**
 * Answers every well-formed email (the route checked it) the same, at once: the lookup and the mail happen after
 * the response, so the answer does not tell whether an account exists. The account behind `email`, if any, gets a
 * single-use, expiring link; earlier unused links of that account stop working (only the newest mail counts).
 */
export function requestPasswordReset(rt: Runtime, email: string): MessageJson {
  rt.tasks.run('password-reset', () => sendResetLink(rt, email));
  return { message: RESET_REQUESTED };
}

/** No member has this id: the statements written for it change no row. */
const NO_ONE = 0;

/**
 * The work after the answer, the same for every email so that the next request's timing tells nothing either (the
 * embedded database shares the event loop with requests): one lookup, one count, a code, a mail written, and one
 * transaction of the same three statements. For an unknown email they change no row: the link's row and its mail
 * are inserted only where the account exists.
 */
async function sendResetLink(rt: Runtime, email: string): Promise<void> {
  const member = await memberByEmail(rt.db, normalizeEmail(email));
  logEvent(rt.log, 'auth.password_reset_requested', { userId: member?.id ?? null });
  if ((await countHit(rt, `reset:email:${email}`, LIMITS.resetMails)) !== null) return;
  const userId = member?.id ?? NO_ONE;
  const now = rt.clock.now();
  const otp = randomBytes(32).toString('base64url');
  // The link keeps the refresh_token parameter the client reads; it is random and grants nothing.
  const link = resetLink(rt.config.publicUrl, otp, userId, randomBytes(16).toString('base64url'));
  // The mail is written in the member's language, whoever asked for it.
  const mail = passwordResetMail(rt.config, { email, language: member?.language ?? BASE_LOCALE }, link);
  const expiresAt = new Date(now.getTime() + rt.config.resetTokenMinutes * 60_000);
  const account = sql`(select ${users.id} from ${users} where ${users.id} = ${userId})`;
  await rt.db.transaction(async (tx) => {
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    await tx.execute(sql`
      insert into ${passwordResets} (user_id, otp_hash, expires_at, created_at)
      select id, ${hashOtp(otp)}, ${expiresAt.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz from ${account} as account`);
    await tx.execute(sql`
      insert into ${mailOutbox} (to_address, subject, body, next_attempt_at, created_at)
      select ${mail.to}, ${mail.subject}, ${mail.text}, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
      from ${account} as account`);
  });
  deliverSoon(rt);
}

/** A live link: its reset row, and the account's id, email and name. */
interface LiveResetLink {
  userId: number;
  resetId: number;
  owner: { email: string; fullName: string };
}

/** The unused, unexpired reset row the link's code opens for its account, or invalid_reset_link. */
async function liveResetLink(rt: Runtime, link: ResetLinkCheck): Promise<Result<LiveResetLink, 'invalid_reset_link'>> {
  const userId = decodeUserId(link.uuidb64);
  if (userId === null) return fail('invalid_reset_link');
  const candidates = await rt.db
    .select({ id: passwordResets.id, otpHash: passwordResets.otpHash })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.userId, userId),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, rt.clock.now()),
      ),
    );
  const presented = Buffer.from(hashOtp(link.otp), 'hex');
  const match = candidates.find((row) => timingSafeEqual(Buffer.from(row.otpHash, 'hex'), presented));
  if (!match) return fail('invalid_reset_link');
  // Only now, for the holder of a live link: the answer says something of the member's email and name.
  const [owner] = await rt.db
    .select({ email: users.email, fullName: users.fullName })
    .from(users)
    .where(eq(users.id, userId));
  if (!owner) return fail('invalid_reset_link');
  return ok({ userId, resetId: match.id, owner });
}

/**
 * Whether a mailed link still works, as its page opens (a used or expired one says so before a password is typed):
 * the account's email, for the route's device cookie (the holder of a live link holds the address).
 */
export async function checkResetLink(
  rt: Runtime,
  link: ResetLinkCheck,
): Promise<Result<{ email: string }, 'invalid_reset_link'>> {
  const live = await liveResetLink(rt, link);
  return live.ok ? ok({ email: live.value.owner.email }) : live;
}

/** A password changed through a reset link: the answer, and the account's email (the route issues its device cookie). */
export interface PasswordChanged {
  body: MessageJson;
  email: string;
}

/**
 * Sets a new password (the route checked it against the contract's rules; its strength for this member is checked
 * here, once the link is known good) with a reset link's otp. In one transaction: the otp
 * is claimed (of two concurrent uses only one wins), the password changes, every session of the member ends, and a
 * notice is queued for the member.
 */
export async function changePassword(
  rt: Runtime,
  input: PasswordChange,
): Promise<Result<PasswordChanged, 'invalid_reset_link' | 'invalid' | 'busy'>> {
  const live = await liveResetLink(rt, input);
  if (!live.ok) return live;
  const { userId, resetId, owner } = live.value;
  const now = rt.clock.now();
  const weak = await passwordStrengthProblem(input.password, owner);
  // A field error, as the contract's rules answer: the link stays unused, for a better password.
  if (weak) return invalid({ password: [weak] });
  const hashed = await hashPassword(input.password);
  if (!hashed.ok) return hashed;
  const passwordHash = hashed.value;

  const changed = await rt.db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const claimed = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.id, resetId), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    // The other use won: nothing was written.
    if (claimed.length === 0) return false;
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, userId))
      .returning({ email: users.email, language: users.language });
    await revokeAllSessions({ db: txDb, clock: rt.clock }, userId);
    // The owner proved they hold the address: failures counted against it no longer hold them back.
    await forgetEmailCounters(txDb, user!.email);
    await queueMail(txDb, now, passwordChangedMail(rt.config, user!));
    return user!.email;
  });
  if (changed === false) return fail('invalid_reset_link');
  deliverSoon(rt);
  logEvent(rt.log, 'auth.password_changed', { userId });
  return ok({ body: { message: PASSWORD_CHANGED }, email: changed });
}
