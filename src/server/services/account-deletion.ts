import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import { accountDeletions, profiles, supportMessages, users, weeklyLogs } from '../db/schema';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import { verifyPassword } from '../auth/passwords';
import { logEvent } from '../log';
import { normalizeEmail } from './accounts';
import { countHit, forgetEmailCounters, refundHit } from './rate-limits';
import { fail } from '../result';
import { httpErrorOf } from '../http/outcomes';
import { removeFile } from './profiles';

export const CONFIRMATION_PHRASE = 'delete my account';
export const DEFAULT_DELETION_REASON = 'User requested account deletion';
export const PHRASE_MISMATCH = 'Please type "DELETE MY ACCOUNT" exactly as shown to confirm.';
export const EMAIL_MISMATCH = 'Email address does not match your account.';
export const WRONG_PASSWORD = 'Password is incorrect.';
/** Wrong passwords a member may try here in 15 minutes: the form must not become a password oracle. */
const PASSWORD_TRIES = { limit: 5, windowSeconds: 15 * 60 };

export interface DeletionRequest {
  confirmation: string;
  email: string;
  /** The current password: a stolen access token alone must not be enough to erase an account. */
  password: string;
  reason?: string | null;
}

/**
 * Deletes a member and everything they own, after checking the typed phrase and email again on the server.
 * Posts, comments, blocks, logs, tokens and the profile go with the user row (foreign keys cascade); reports they
 * filed stay, without their identity. Only an `account_deletions` row (reason, date) remains. Picture files are
 * collected before the rows that name them are gone, and removed once the deletion is committed.
 */
export async function deleteAccount(rt: Runtime, userId: number, request: DeletionRequest): Promise<void> {
  if (request.confirmation.trim().toLowerCase() !== CONFIRMATION_PHRASE) throw new HttpError(400, { error: PHRASE_MISMATCH });
  const [user] = await rt.db.select({ email: users.email, passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!user) throw new HttpError(404, { error: 'Account not found.' });
  if (normalizeEmail(request.email) !== user.email) throw new HttpError(400, { error: EMAIL_MISMATCH });
  // Counted before the check, so parallel guesses cannot slip past the limit; the right password takes it back.
  const triesKey = `delete-account:user:${userId}`;
  const retryAfter = await countHit(rt, triesKey, PASSWORD_TRIES);
  if (retryAfter !== null) throw httpErrorOf(fail('rate_limited', { retryAfter }));
  if (!(await verifyPassword(user.passwordHash, request.password))) throw new HttpError(400, { error: WRONG_PASSWORD });
  await refundHit(rt, triesKey);
  const reason = request.reason?.trim() || DEFAULT_DELETION_REASON;

  const files = await rt.db.transaction(async (tx) => {
    // Lock the user row so a concurrent profile or weekly upload cannot add a file we would miss.
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
    const [profile] = await tx.select({ key: profiles.imageKey }).from(profiles).where(eq(profiles.userId, userId));
    const pictures = await tx
      .select({ key: weeklyLogs.progressPictureKey })
      .from(weeklyLogs)
      .where(and(eq(weeklyLogs.userId, userId), isNotNull(weeklyLogs.progressPictureKey)));
    // Messages sent from this address without a user attached are theirs too.
    await tx.delete(supportMessages).where(and(isNull(supportMessages.userId), eq(sql`lower(${supportMessages.email})`, user.email)));
    // Per-email rate-limit counters would keep the address until the daily purge.
    await forgetEmailCounters(tx as unknown as Db, user.email);
    await tx.delete(users).where(eq(users.id, userId));
    await tx.insert(accountDeletions).values({ reason, deletedAt: rt.clock.now() });
    return [profile?.key, ...pictures.map((p) => p.key)].filter((k): k is string => !!k);
  });
  logEvent(rt.log, 'account.deleted', { userId });
  for (const key of files) await removeFile(rt, key);
}
