import { and, gte, isNotNull, lt, or, sql } from 'drizzle-orm';
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
import { IDEMPOTENCY_HOURS } from './idempotency';
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
 * codes a day past their expiry, idempotency keys past 24 h, mail sent a week ago (or given up on a month ago),
 * passkey challenges nobody answered.
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
    const count = async (query: Promise<unknown[]>) => (await query).length;
    return {
      rateLimits: await count(
        db.delete(rateLimits).where(lt(rateLimits.windowEndsAt, now)).returning({ k: rateLimits.key }),
      ),
      refreshTokens: await count(
        db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, now)).returning({ k: refreshTokens.jti }),
      ),
      sessions: await count(
        db
          .delete(sessions)
          .where(or(lt(sessions.expiresAt, now), lt(sessions.revokedAt, ago(DAY_MS))))
          .returning({ k: sessions.id }),
      ),
      passwordResets: await count(
        db
          .delete(passwordResets)
          .where(lt(passwordResets.expiresAt, ago(DAY_MS)))
          .returning({ k: passwordResets.id }),
      ),
      idempotencyKeys: await count(
        db
          .delete(idempotencyKeys)
          .where(lt(idempotencyKeys.createdAt, ago(IDEMPOTENCY_HOURS * 3_600_000)))
          .returning({ k: idempotencyKeys.key }),
      ),
      mail: await count(
        db
          .delete(mailOutbox)
          .where(
            or(
              and(isNotNull(mailOutbox.sentAt), lt(mailOutbox.sentAt, ago(7 * DAY_MS))),
              and(gte(mailOutbox.attempts, MAX_ATTEMPTS), lt(mailOutbox.createdAt, ago(30 * DAY_MS))),
            ),
          )
          .returning({ k: mailOutbox.id }),
      ),
      webauthnChallenges: await count(
        db
          .delete(webauthnChallenges)
          .where(lt(webauthnChallenges.expiresAt, now))
          .returning({ k: webauthnChallenges.challenge }),
      ),
    };
  });
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
