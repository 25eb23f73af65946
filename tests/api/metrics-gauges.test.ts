import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHashSlots, inHashSlot, setHashSlots } from '../../src/server/auth/hash-queue';
import { mailOutbox } from '../../src/server/db/schema';
import { MAX_ATTEMPTS, queueMail } from '../../src/server/mail/outbox';
import { exposition } from '../../src/server/metrics/registry';
import { ok } from '../../src/server/result';
import { createTestContext, type TestContext } from '../helpers/context';
import { parsePrometheusText, sampleValue } from '../helpers/prometheus-text';

/** The gauges of /metrics, read in-process for a runtime (tests/api/metrics.test.ts scrapes the real server). */

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

const scrape = async (rt = t.rt) => parsePrometheusText(await exposition(rt));

describe('the gauges read when scraped', () => {
  it("read the password-hashing queue's slots, those busy, those waiting and the refusals", async () => {
    const previous = setHashSlots(createHashSlots({ slots: 1, maxWaiting: 1 }));
    try {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const first = inHashSlot(async () => {
        await held;
        return ok(1);
      });
      const second = inHashSlot(async () => ok(2));
      const before = await scrape();
      expect(await inHashSlot(async () => ok(3))).toMatchObject({ ok: false, reason: 'busy' });
      const during = await scrape();
      expect(sampleValue(during, 'fitgroup_password_hash_slots')).toBe(1);
      expect(sampleValue(during, 'fitgroup_password_hash_slots_busy')).toBe(1);
      expect(sampleValue(during, 'fitgroup_password_hash_waiting')).toBe(1);
      expect(
        sampleValue(during, 'fitgroup_password_hash_refused_total') -
          sampleValue(before, 'fitgroup_password_hash_refused_total'),
      ).toBe(1);
      release();
      await Promise.all([first, second]);
      const after = await scrape();
      expect(sampleValue(after, 'fitgroup_password_hash_slots_busy')).toBe(0);
      expect(sampleValue(after, 'fitgroup_password_hash_waiting')).toBe(0);
    } finally {
      setHashSlots(previous);
    }
  });

  it("read the outbox's unsent mail: queued, and failed after the last try", async () => {
    const mail = { to: 'someone@example.com', subject: 'Hello', text: 'Hello.' };
    await queueMail(t.rt.db, t.clock.now(), mail, mail, mail);
    const [given] = await t.rt.db.select({ id: mailOutbox.id }).from(mailOutbox).limit(1);
    await t.rt.db.update(mailOutbox).set({ attempts: MAX_ATTEMPTS }).where(eq(mailOutbox.id, given!.id));
    const families = await scrape();
    expect(sampleValue(families, 'fitgroup_mail_outbox_messages', { state: 'queued' })).toBe(2);
    expect(sampleValue(families, 'fitgroup_mail_outbox_messages', { state: 'failed' })).toBe(1);
  });

  it('leave the outbox out of a scrape whose database does not answer, and the scrape still answers', async () => {
    const other = await createTestContext();
    await other.rt.database.close();
    const families = await scrape(other.rt);
    expect(families.get('fitgroup_mail_outbox_messages')!.samples).toEqual([]);
    expect(sampleValue(families, 'fitgroup_worker_processes')).toBe(1);
    await other.close();
  });

  it("read PostgreSQL's pool, and have no pool on PGlite", async () => {
    const families = await scrape();
    if (t.rt.database.kind === 'postgres') {
      expect(sampleValue(families, 'fitgroup_db_pool_max_connections')).toBe(10);
      expect(sampleValue(families, 'fitgroup_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
      expect(families.get('fitgroup_db_pool_connections')!.samples).toHaveLength(2);
    } else {
      expect(families.get('fitgroup_db_pool_connections')?.samples ?? []).toEqual([]);
    }
  });
});
