import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/context';
import {
  idempotencyKeys,
  mailOutbox,
  passwordResets,
  rateLimits,
  refreshTokens,
  sessions,
  webauthnChallenges,
} from '../../src/server/db/schema';
import { purgeExpiredRows } from '../../src/server/services/housekeeping';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;
const at = (offsetMs: number) => new Date(t.clock.now().getTime() + offsetMs);

describe('the daily purge', () => {
  it('removes expired rate-limit windows, tokens, sessions, reset codes, idempotency keys, old mail and unanswered passkey challenges, and keeps live ones', async () => {
    const m = await t.createMember();
    await t.rt.db.insert(rateLimits).values([
      { key: 'old', count: 3, windowEndsAt: at(-60_000) },
      { key: 'live', count: 3, windowEndsAt: at(60_000) },
    ]);
    await t.rt.db.insert(sessions).values([
      { id: 'expired-session', userId: m.id, expiresAt: at(-1000) },
      { id: 'revoked-long-ago', userId: m.id, expiresAt: at(DAY), revokedAt: at(-2 * DAY) },
    ]);
    await t.rt.db
      .insert(refreshTokens)
      .values({ jti: 'expired-token', userId: m.id, family: 'expired-session', expiresAt: at(-1000) });
    await t.rt.db.insert(passwordResets).values([
      { userId: m.id, otpHash: 'old', expiresAt: at(-2 * DAY) },
      { userId: m.id, otpHash: 'live', expiresAt: at(3_600_000) },
    ]);
    await t.rt.db.insert(idempotencyKeys).values([
      // Kept 8 days: longer than a save may wait on a device before it is sent.
      { userId: m.id, key: 'old', route: 'POST /x', status: 201, body: '{}', createdAt: at(-(8 * 24 + 1) * 3_600_000) },
      { userId: m.id, key: 'live', route: 'POST /x', status: 201, body: '{}', createdAt: at(-7 * 24 * 3_600_000) },
    ]);
    await t.rt.db.insert(mailOutbox).values([
      { to: 'a@example.com', subject: 's', text: 't', nextAttemptAt: at(-8 * DAY), sentAt: at(-8 * DAY) },
      { to: 'b@example.com', subject: 's', text: 't', nextAttemptAt: at(0) },
    ]);

    await t.rt.db.insert(webauthnChallenges).values([
      { challenge: 'old', purpose: 'sign_in', expiresAt: at(-1000) },
      { challenge: 'live', purpose: 'register', userId: m.id, expiresAt: at(60_000) },
    ]);

    const counts = await purgeExpiredRows(t.rt);
    expect(counts).toEqual({
      rateLimits: 1,
      refreshTokens: 1,
      sessions: 2,
      passwordResets: 1,
      idempotencyKeys: 1,
      mail: 1,
      webauthnChallenges: 1,
    });

    expect((await t.rt.db.select().from(rateLimits)).map((r) => r.key)).toContain('live');
    expect((await t.rt.db.select().from(passwordResets)).map((r) => r.otpHash)).toEqual(['live']);
    expect((await t.rt.db.select().from(idempotencyKeys)).map((r) => r.key)).toEqual(['live']);
    expect((await t.rt.db.select().from(mailOutbox)).map((r) => r.to)).toEqual(['b@example.com']);
    expect((await t.rt.db.select().from(webauthnChallenges)).map((r) => r.challenge)).toEqual(['live']);
    // The member's own session (signed in by the test) is untouched: they stay signed in.
    expect((await t.request('GET', 'user/', { token: m.access })).status).toBe(200);
  });
});
