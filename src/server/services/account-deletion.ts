import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import { accountDeletions, profiles, supportMessages, users, weeklyLogs } from '../db/schema';
import type { Db } from '../db/client';
import { verifyPassword } from '../auth/passwords';
import { inHashSlot } from '../auth/hash-queue';
import { logEvent } from '../log';
import { LIMITS, countHit, forgetEmailCounters, refundHit } from './rate-limits';
import { fail, ok, type Result } from '../result';
import { removeFile } from './profiles';
import { normalizeEmail } from '../../lib/contracts/common';
import {
  ACCOUNT_DELETED,
  DEFAULT_DELETION_REASON,
  isConfirmationPhrase,
  type AccountDeletion,
  type MessageJson,
} from '../../lib/contracts/accounts';

export type DeletionFailure =
  | 'phrase_mismatch'
  | 'not_found'
  | 'email_mismatch'
  | 'rate_limited'
  | 'wrong_password'
  | 'busy';

/**
 * Deletes a member and everything they own, after checking the typed phrase and email again on the server.
 * Posts, comments, blocks, logs, goals, tokens and the profile go with the user row (foreign keys cascade: weekly
 * logs and goals by their user_id, days with their week); reports they filed stay, without their identity. Only an
 * `account_deletions` row (reason, date) remains. Picture files are collected before the rows that name them are
 * gone, and removed once the deletion is committed.
 */
export async function deleteAccount(
  rt: Runtime,
  userId: number,
  request: AccountDeletion,
): Promise<Result<MessageJson, DeletionFailure>> {
  if (!isConfirmationPhrase(request.confirmation)) return fail('phrase_mismatch');
  const [user] = await rt.db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return fail('not_found');
  if (normalizeEmail(request.email) !== user.email) return fail('email_mismatch');
  // Counted before the check, so parallel guesses cannot slip past the limit; the right password takes it back.
  const triesKey = `delete-account:user:${userId}`;
  // In a hashing slot from the count to the check: a busy hashing queue refuses before the try is counted.
  const checked = await inHashSlot(async () => {
    const retryAfter = await countHit(rt, triesKey, LIMITS.deletionPasswordTries);
    if (retryAfter !== null) return fail('rate_limited', { retryAfter });
    return verifyPassword(user.passwordHash, request.password);
  });
  if (!checked.ok) return checked;
  if (!checked.value) {
    // A wrong password here is someone at a signed-in session guessing: a security event, as a failed sign-in is.
    logEvent(rt.log, 'account.delete_failed', { userId, outcome: 'wrong_password' });
    return fail('wrong_password');
  }
  await refundHit(rt, triesKey);
  const reason = request.reason ?? DEFAULT_DELETION_REASON;

  const files = await rt.db.transaction(async (tx) => {
    // Lock the user row so a concurrent profile or weekly upload cannot add a file we would miss.
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
    const [profile] = await tx.select({ key: profiles.imageKey }).from(profiles).where(eq(profiles.userId, userId));
    const pictures = await tx
      .select({ key: weeklyLogs.progressPictureKey })
      .from(weeklyLogs)
      .where(and(eq(weeklyLogs.userId, userId), isNotNull(weeklyLogs.progressPictureKey)));
    // Messages sent from this address without a user attached are theirs too.
    await tx
      .delete(supportMessages)
      .where(and(isNull(supportMessages.userId), eq(sql`lower(${supportMessages.email})`, user.email)));
    // Per-email rate-limit counters would keep the address until the daily purge.
    await forgetEmailCounters(tx as unknown as Db, user.email);
    await tx.delete(users).where(eq(users.id, userId));
    await tx.insert(accountDeletions).values({ reason, deletedAt: rt.clock.now() });
    return [profile?.key, ...pictures.map((p) => p.key)].filter((k): k is string => !!k);
  });
  logEvent(rt.log, 'account.deleted', { userId });
  for (const key of files) await removeFile(rt, key);
  return ok({ message: ACCOUNT_DELETED });
}
