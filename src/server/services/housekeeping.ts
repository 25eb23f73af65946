import { and, gte, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Runtime } from '../runtime';
import type { Db } from '../db/client';
import {
  idempotencyKeys,
  mailOutbox,
  passwordResets,
  rateLimits,
  refreshTokens,
  sessions,
  webauthnChallenges,
} from '../db/schema';
import { IDEMPOTENCY_HOURS } from '../../lib/contracts/idempotency-limits';
import { MAX_ATTEMPTS, deliverDue } from '../mail/outbox';
import { startNightlyBackups } from '../backup/nightly';

const DAY_MS = 86_400_000;
/** Any number of ours: only one node purges at a time. */
const PURGE_LOCK = 727_275;

export interface PurgeCounts {
  rateLimits: number;
  refreshTokens: number;
  sessions: number;
  passwordResets: number;
  idempotencyKeys: number;
  mail: number;
  webauthnChallenges: number;
}

/**
 * Deletes the rows nobody needs any more: finished rate-limit windows, expired refresh tokens and sessions, reset
 * codes a day past their expiry, idempotency keys past their 8 days (IDEMPOTENCY_HOURS), mail sent a week ago (or
 * given up on a month ago), passkey challenges nobody answered.
 * Returns null when another node is purging right now (a transaction-level advisory lock, released at commit).
 */
export async function purgeExpiredRows(rt: Pick<Runtime, 'db' | 'clock'>): Promise<PurgeCounts | null> {
  const now = rt.clock.now();
  const ago = (ms: number) => new Date(now.getTime() - ms);
  return rt.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    // Both drivers answer { rows }.
    const lock = (await db.execute(sql`select pg_try_advisory_xact_lock(${PURGE_LOCK}) as locked`)) as unknown as {
      rows: Array<{ locked: boolean }>;
    };
    if (!lock.rows[0]?.locked) return null;
    const purge = (table: PgTable, where: SQL | undefined) => deleteCounting(db, table, where);
    return {
      rateLimits: await purge(rateLimits, lt(rateLimits.windowEndsAt, now)),
      refreshTokens: await purge(refreshTokens, lt(refreshTokens.expiresAt, now)),
      sessions: await purge(sessions, or(lt(sessions.expiresAt, now), lt(sessions.revokedAt, ago(DAY_MS)))),
      passwordResets: await purge(passwordResets, lt(passwordResets.expiresAt, ago(DAY_MS))),
      idempotencyKeys: await purge(idempotencyKeys, lt(idempotencyKeys.createdAt, ago(IDEMPOTENCY_HOURS * 3_600_000))),
      mail: await purge(
        mailOutbox,
        or(
          and(isNotNull(mailOutbox.sentAt), lt(mailOutbox.sentAt, ago(7 * DAY_MS))),
          and(gte(mailOutbox.attempts, MAX_ATTEMPTS), lt(mailOutbox.createdAt, ago(30 * DAY_MS))),
        ),
      ),
      webauthnChallenges: await purge(webauthnChallenges, lt(webauthnChallenges.expiresAt, now)),
    };
  });
}

/**
 * Deletes `table`'s rows that match `where` and answers how many: counted in the database, so a purge of many rows
 * (a day's idempotency keys) brings one number back, not the rows.
 */
async function deleteCounting(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  // Both drivers answer { rows }.
  const result = (await db.execute(
    sql`with gone as (delete from ${table} where ${where} returning 1) select count(*)::int as n from gone`,
  )) as unknown as { rows: Array<{ n: number | string }> };
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * The server's timers: due mail every minute (retries after a mail-server failure), the purge a minute after start
 * and then daily, and the nightly backup (BACKUP_DIR). Safe on several nodes: mail is leased per row, the purge
 * takes an advisory lock, the backup a lock file. Returns a function that stops them all.
 */
export function startHousekeeping(rt: Runtime): () => void {
  const purge = () =>
    rt.tasks.run('purge', async () => {
      const counts = await purgeExpiredRows(rt);
      if (counts) rt.log.info({ event: 'housekeeping.purged', ...counts }, 'expired rows purged');
    });
  const mail = setInterval(() => rt.tasks.run('mail', () => deliverDue(rt)), 60_000);
  const first = setTimeout(purge, 60_000);
  const daily = setInterval(purge, DAY_MS);
  for (const timer of [mail, first, daily]) timer.unref();
  const stopBackups = startNightlyBackups(rt);
  return () => {
    stopBackups();
    clearInterval(mail);
    clearTimeout(first);
    clearInterval(daily);
  };
}
