import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { Mail } from './mailer';

/** A mail server that keeps failing gets this many tries (the last about a day after the first). */
export const MAX_ATTEMPTS = 10;
/** How long a delivery may take before another node may try the same mail. */
const LEASE_MS = 2 * 60_000;
const BATCH = 20;

/**
 * Queues mail in the caller's transaction, so it is sent only if what it tells of is committed. Delivery happens
 * after the commit (`deliverSoon`) and off the request path: a mail server that is down or slow never fails or
 * holds a request, and a retried request does not store its data twice.
 */
export async function queueMail(db: Db, now: Date, ...mails: Mail[]): Promise<void> {
  if (mails.length === 0) return;
  await db.insert(mailOutbox).values(
    mails.map((m) => ({
      to: m.to,
      replyTo: m.replyTo ?? null,
      listUnsubscribe: m.listUnsubscribe ?? null,
      subject: m.subject,
      text: m.text,
      nextAttemptAt: now,
      createdAt: now,
    })),
  );
}

/** Starts delivering what is due, in the background. */
export function deliverSoon(rt: Runtime): void {
  rt.tasks.run('mail', () => deliverDue(rt));
}

/** After a failure, wait 1, 2, 4 … minutes, at most 6 hours. */
export const retryDelayMs = (attempts: number) => Math.min(60_000 * 2 ** (attempts - 1), 6 * 3_600_000);

/**
 * Sends every due mail once. Each batch is leased first (its next attempt moved past the lease), so several nodes
 * can deliver at once without sending a mail twice. Returns how many were sent.
 */
export async function deliverDue(rt: Pick<Runtime, 'db' | 'clock' | 'mailer' | 'log'>): Promise<number> {
  let sent = 0;
  for (;;) {
    const now = rt.clock.now();
    const due = rt.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, now), lt(mailOutbox.attempts, MAX_ATTEMPTS)))
      .orderBy(asc(mailOutbox.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const batch = await rt.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS), attempts: sql`${mailOutbox.attempts} + 1` })
      .where(inArray(mailOutbox.id, due))
      .returning();
    if (batch.length === 0) return sent;
    for (const mail of batch.sort((a, b) => a.id - b.id)) {
      // One lease covers the whole batch, and each send may take up to ~40 s (the mailer's timeouts): a late mail of
      // a slow batch could outlive it and be claimed by another process (a worker, another node). Renew the lease of
      // this one mail right before sending it, only while it is still the claim we made (same attempt): a mail
      // someone else has claimed since is theirs to send.
      const stillOurs = await rt.db
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(rt.clock.now().getTime() + LEASE_MS) })
        .where(and(eq(mailOutbox.id, mail.id), isNull(mailOutbox.sentAt), eq(mailOutbox.attempts, mail.attempts)))
        .returning({ id: mailOutbox.id });
      if (stillOurs.length === 0) continue;
      try {
        await rt.mailer.send({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          replyTo: mail.replyTo,
          ...(mail.listUnsubscribe ? { listUnsubscribe: mail.listUnsubscribe } : {}),
        });
        await rt.db
          .update(mailOutbox)
          .set({ sentAt: rt.clock.now(), lastError: null })
          .where(eq(mailOutbox.id, mail.id));
        sent += 1;
      } catch (err) {
        const reason = (err as Error).message.slice(0, 500);
        await rt.db
          .update(mailOutbox)
          .set({ lastError: reason, nextAttemptAt: new Date(rt.clock.now().getTime() + retryDelayMs(mail.attempts)) })
          .where(eq(mailOutbox.id, mail.id));
        // The mail's number and the failure's codes; never its address or text (an SMTP reply often quotes the
        // recipient, so the message stays in the row, not in the log).
        const { code, responseCode } = err as { code?: string; responseCode?: number };
        rt.log.warn(
          { event: 'mail.failed', mailId: mail.id, attempts: mail.attempts, code, responseCode },
          'mail delivery failed',
        );
      }
    }
    if (batch.length < BATCH) return sent;
  }
}

/**
 * The outbox's backlog for the metrics: mails still to be sent (`queued`, due or waiting for their next try) and
 * those given up after MAX_ATTEMPTS (`failed`). Both are unsent rows, which the partial index on sent_at covers.
 */
export async function outboxBacklog(db: Db): Promise<{ queued: number; failed: number }> {
  const [row] = await db
    .select({
      queued: sql<number>`count(*) filter (where ${mailOutbox.attempts} < ${MAX_ATTEMPTS})::int`,
      failed: sql<number>`count(*) filter (where ${mailOutbox.attempts} >= ${MAX_ATTEMPTS})::int`,
    })
    .from(mailOutbox)
    .where(isNull(mailOutbox.sentAt));
  return { queued: Number(row?.queued ?? 0), failed: Number(row?.failed ?? 0) };
}
