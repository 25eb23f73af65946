import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestContext, type Member, type TestContext } from '../helpers/context';
import { createHashSlots, HASH_RETRY_AFTER_SECONDS, inHashSlot, setHashSlots } from '../../src/server/auth/hash-queue';
import type { UploadSlots } from '../../src/server/services/upload-slots';
import { ok, type Result } from '../../src/server/result';
import { rateLimits, users } from '../../src/server/db/schema';
import { COMMON_FAILURES } from '../../src/lib/contracts/common';

// TRUST_PROXY=1: each sign-in carries its address, so every throttle bucket would be written for it.
let t: TestContext;
let member: Member;
let previous: UploadSlots;
beforeAll(async () => {
  t = await createTestContext({ TRUST_PROXY: '1' });
  member = await t.createMember({ email: 'queued@example.com' });
});
afterEach(() => {
  if (previous) setHashSlots(previous);
});
afterAll(async () => {
  await t.close();
});

/** One hashing slot and `waiting` places in line; the slot is held until the returned function is called. */
function occupyTheOnlySlot(waiting: number): () => Promise<void> {
  previous = setHashSlots(createHashSlots({ slots: 1, maxWaiting: waiting, maxWaitMs: 10_000 }));
  let release!: () => void;
  const held = inHashSlot(() => new Promise<Result<void>>((resolve) => (release = () => resolve(ok(undefined)))));
  return async () => {
    release();
    await held;
  };
}

const signIn = (email: string, password: string, ip = '203.0.113.7') =>
  t.request('POST', 'user/token/', { body: { email, password }, headers: { 'x-forwarded-for': ip } });

const BUSY = { detail: COMMON_FAILURES.busy.detail.text, code: 'busy' };

async function throttleRows(): Promise<number> {
  const [row] = await t.rt.db
    .select({ n: sql<number>`count(*)::int` })
    .from(rateLimits)
    .where(sql`${rateLimits.key} like 'login:%'`);
  return row!.n;
}

describe('the password hashing queue', () => {
  it('answers a sign-in 503 with Retry-After and the busy detail when the queue is full, and counts no attempt', async () => {
    const release = occupyTheOnlySlot(0);
    const before = await throttleRows();
    for (const email of [member.email, 'nobody@example.com']) {
      const res = await signIn(email, 'wrong password');
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe(String(HASH_RETRY_AFTER_SECONDS));
      expect(res.json).toEqual(BUSY);
    }
    expect(await throttleRows()).toBe(before);
    await release();
  });

  it('drains: once the slot is free, sign-ins work again', async () => {
    const release = occupyTheOnlySlot(0);
    expect((await signIn(member.email, member.password)).status).toBe(503);
    await release();
    const res = await signIn(member.email, member.password);
    expect(res.status).toBe(200);
    expect(res.json.access).toBeTruthy();
  });

  it('lets a bounded number wait for a slot and refuses the one past them', async () => {
    const release = occupyTheOnlySlot(1);
    const waiting = signIn(member.email, member.password, '203.0.113.8');
    const refused = await signIn(member.email, member.password, '203.0.113.9');
    expect(refused.status).toBe(503);
    await release();
    expect((await waiting).status).toBe(200);
  });

  it('answers a sign-up 503 the same way and creates nobody', async () => {
    const release = occupyTheOnlySlot(0);
    const res = await t.request('POST', 'user/register/', {
      body: {
        full_name: 'Quinn Queue',
        email: 'quinn@example.com',
        password: 'strong enough pass',
        password2: 'strong enough pass',
      },
      headers: { 'x-forwarded-for': '203.0.113.20' },
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe(String(HASH_RETRY_AFTER_SECONDS));
    expect(res.json).toEqual(BUSY);
    expect(await t.rt.db.select().from(users).where(eq(users.email, 'quinn@example.com'))).toEqual([]);
    await release();
  });

  it('answers the deletion check 503 the same way, counts no try and deletes nothing', async () => {
    const m = await t.createMember();
    const release = occupyTheOnlySlot(0);
    const res = await t.request('POST', 'user/delete-account/', {
      token: m.access,
      body: { confirmation: 'DELETE MY ACCOUNT', email: m.email, password: m.password },
    });
    expect(res.status).toBe(503);
    expect(res.json).toEqual(BUSY);
    expect(
      await t.rt.db
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, `delete-account:user:${m.id}`)),
    ).toEqual([]);
    expect(await t.rt.db.select({ id: users.id }).from(users).where(eq(users.id, m.id))).toEqual([{ id: m.id }]);
    await release();
  });
});
