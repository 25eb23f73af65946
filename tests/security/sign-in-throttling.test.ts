import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/context';

// TRUST_PROXY=1: the in-process requests carry their client's address in X-Forwarded-For.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ TRUST_PROXY: '1' });
});
afterAll(async () => {
  await t.close();
});

const signIn = (email: string, password: string, ip: string) =>
  t.request('POST', 'user/token/', { body: { email, password }, headers: { 'x-forwarded-for': ip } });

describe('sign-in throttling', () => {
  it("never locks a member out of their own address because of someone else's failures", async () => {
    const victim = await t.createMember({ email: 'victim@example.com' });
    for (let i = 0; i < 30; i++) {
      const res = await signIn(victim.email, `guess ${i}`, '203.0.113.66');
      expect([401, 429]).toContain(res.status);
    }
    expect((await signIn(victim.email, 'guess again', '203.0.113.66')).status).toBe(429);
    const own = await signIn(victim.email, victim.password, '198.51.100.10');
    expect(own.status).toBe(200);
    expect(own.json.access).toBeTruthy();
  });

  it('does not count successful sign-ins', async () => {
    const m = await t.createMember();
    for (let i = 0; i < 25; i++) expect((await signIn(m.email, m.password, '198.51.100.20')).status).toBe(200);
  });

  it("does not let a refused attempt count against the member's other limits", async () => {
    const m = await t.createMember();
    for (let i = 0; i < 10; i++) expect((await signIn(m.email, 'wrong', '203.0.113.70')).status).toBe(401);
    // Thirty more tries from that address are refused without checking anything, and cost the member nothing.
    for (let i = 0; i < 30; i++) expect((await signIn(m.email, 'wrong', '203.0.113.70')).status).toBe(429);
    expect((await signIn(m.email, m.password, '198.51.100.21')).status).toBe(200);
  });

  it('stops a guesser spread over many addresses at 100 failures an hour per account, with a message', async () => {
    const m = await t.createMember();
    for (let i = 0; i < 100; i++) {
      expect((await signIn(m.email, 'wrong', `192.0.2.${i + 1}`)).status).toBe(401);
    }
    // A browser without the account's device cookie (this helper sends none) is held back; the owner's browser,
    // which has one, is not (device-cookies.test.ts).
    const refused = await signIn(m.email, m.password, '198.51.100.30');
    expect(refused.status).toBe(429);
    expect(refused.json.detail).toMatch(
      /^Too many failed sign-in attempts for this account\. Please try again in \d+ minutes, or reset your password\.$/,
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    t.clock.set(new Date(t.clock.now().getTime() + 61 * 60_000));
    expect((await signIn(m.email, m.password, '198.51.100.30')).status).toBe(200);
  });

  it('limits one address to 50 failures in 15 minutes, whatever the accounts', async () => {
    for (let i = 0; i < 50; i++)
      expect((await signIn(`nobody${i}@example.com`, 'wrong', '203.0.113.90')).status).toBe(401);
    expect((await signIn('nobody-else@example.com', 'wrong', '203.0.113.90')).status).toBe(429);
  });
});

describe('sign-in throttling by address', () => {
  it('counts a whole IPv6 /64 as one address: rotating within it does not escape the limit', async () => {
    const m = await t.createMember();
    for (let i = 1; i <= 10; i++)
      expect((await signIn(m.email, 'wrong', `2001:db8:aa:1::${i.toString(16)}`)).status).toBe(401);
    expect((await signIn(m.email, 'wrong', '2001:db8:aa:1:ffff::99')).status).toBe(429);
    expect((await signIn(m.email, m.password, '2001:db8:bb:2::1')).status).toBe(200);
  });

  it('lets a member who reset their password sign in at once, whatever was counted against the account', async () => {
    const sent: Array<{ to: string; text: string }> = [];
    const outbox = t.rt.mailer.send.bind(t.rt.mailer);
    t.rt.mailer.send = async (mail) => {
      sent.push(mail);
      await outbox(mail);
    };
    const m = await t.createMember({ email: 'reset-after-attack@example.com' });
    for (let i = 0; i < 100; i++) await signIn(m.email, 'wrong', `192.0.3.${i + 1}`);
    expect((await signIn(m.email, m.password, '198.51.100.40')).status).toBe(429);
    await t.request('GET', `user/password-reset/${m.email}/`);
    const link = new URL(sent.find((mail) => mail.to === m.email)!.text.match(/https?:\/\/\S+/)![0]);
    const changed = await t.request('POST', 'user/password-change/', {
      body: {
        password: 'a fresh passphrase now',
        otp: link.searchParams.get('otp'),
        uuidb64: link.searchParams.get('uuidb64'),
        refresh_token: 'r',
      },
    });
    expect(changed.status).toBe(200);
    expect((await signIn(m.email, 'a fresh passphrase now', '198.51.100.40')).status).toBe(200);
  });
});

describe('X-Forwarded-For behind one trusted proxy', () => {
  it('is ignored when its entry is not an address: the socket address counts instead', async () => {
    for (let i = 0; i < 50; i++) {
      await t.request('POST', 'user/token/', {
        body: { email: `junk${i}@example.com`, password: 'wrong' },
        headers: { 'x-forwarded-for': `not-an-ip-${i}` },
      });
    }
    // In-process there is no socket address: no per-address bucket at all, so nothing was locked.
    const res = await t.request('POST', 'user/token/', {
      body: { email: 'junk@example.com', password: 'wrong' },
      headers: { 'x-forwarded-for': 'still-not-an-ip' },
    });
    expect(res.status).toBe(401);
  });

  it('cannot be rotated to escape the per-address limit: only the entry our proxy appended counts', async () => {
    for (let i = 0; i < 50; i++) {
      const res = await t.request('POST', 'user/token/', {
        body: { email: `spoof${i}@example.com`, password: 'wrong' },
        headers: { 'x-forwarded-for': `10.66.${i}.1, 203.0.113.99` },
      });
      expect(res.status).toBe(401);
    }
    const res = await t.request('POST', 'user/token/', {
      body: { email: 'spoof-last@example.com', password: 'wrong' },
      headers: { 'x-forwarded-for': '10.99.99.99, 203.0.113.99' },
    });
    expect(res.status).toBe(429);
  });
});
