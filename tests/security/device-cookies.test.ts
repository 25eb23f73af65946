import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../helpers/context';
import type { Mail } from '../../src/server/mail/mailer';
import { rateLimits } from '../../src/server/db/schema';
import { LIMITS } from '../../src/server/services/rate-limits';

// TRUST_PROXY=1: the in-process requests carry their client's address in X-Forwarded-For (and X-Forwarded-Proto).
let t: TestContext;
const sent: Mail[] = [];
beforeAll(async () => {
  t = await createTestContext({ TRUST_PROXY: '1' });
  const outbox = t.rt.mailer.send.bind(t.rt.mailer);
  t.rt.mailer.send = async (mail) => {
    sent.push(mail);
    await outbox(mail);
  };
});
afterAll(async () => {
  await t.close();
});

interface DeviceCookie {
  name: string;
  value: string;
  attributes: string[];
}

/** The device cookie a response set, or null. */
function deviceCookieIn(res: { headers: Headers }): DeviceCookie | null {
  const header = res.headers.getSetCookie().find((cookie) => cookie.startsWith('device_'));
  if (!header) return null;
  const [pair, ...attributes] = header.split(';').map((part) => part.trim());
  const [name, value] = pair!.split('=') as [string, string];
  return { name, value, attributes };
}

const asHeader = (cookie: { name: string; value: string } | null): Record<string, string> =>
  cookie ? { cookie: `${cookie.name}=${cookie.value}` } : {};

const signIn = (
  email: string,
  password: string,
  ip: string,
  cookie: { name: string; value: string } | null = null,
  headers: Record<string, string> = {},
) =>
  t.request('POST', 'user/token/', {
    body: { email, password },
    headers: { 'x-forwarded-for': ip, ...asHeader(cookie), ...headers },
  });

let addressBlock = 0;
/** `count` wrong passwords for `email` without any cookie, ten from each address (the per-(account, address) limit). */
async function guessFromManyAddresses(email: string, count: number): Promise<number[]> {
  const block = ++addressBlock;
  const statuses: number[] = [];
  for (let i = 0; i < count; i++)
    statuses.push((await signIn(email, 'wrong guess', `10.${block}.${Math.floor(i / 10)}.1`)).status);
  return statuses;
}

const ACCOUNT_THROTTLED =
  /^Too many failed sign-in attempts for this account\. Please try again in \d+ minutes, or reset your password\.$/;

function resetLinkFor(email: string): URL {
  const mail = sent.filter((m) => m.to === email && /^Reset your/.test(m.subject)).at(-1)!;
  return new URL(mail.text.match(/https?:\/\/\S+/)![0]);
}

describe('device cookies', () => {
  it("lets the owner's browser sign in after 110 guesses from 11 addresses", async () => {
    const m = await t.createMember();
    const own = await signIn(m.email, m.password, '198.51.100.1');
    expect(own.status).toBe(200);
    const cookie = deviceCookieIn(own)!;
    expect(cookie).not.toBeNull();

    const statuses = await guessFromManyAddresses(m.email, 110);
    expect(statuses.slice(0, LIMITS.signInPerAccount.limit).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(LIMITS.signInPerAccount.limit).every((s) => s === 429)).toBe(true);

    const owner = await signIn(m.email, m.password, '198.51.100.2', cookie);
    expect(owner.status).toBe(200);
    expect(owner.json.access).toBeTruthy();

    const stranger = await signIn(m.email, m.password, '198.51.100.3');
    expect(stranger.status).toBe(429);
    expect(stranger.json.code).toBe('account_throttled');
    expect(stranger.json.detail).toMatch(ACCOUNT_THROTTLED);
    expect(Number(stranger.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('is HttpOnly, SameSite=Strict, scoped to the sign-in path, a year long, and Secure only over https', async () => {
    const m = await t.createMember();
    const plain = deviceCookieIn(await signIn(m.email, m.password, '198.51.100.4'))!;
    expect(plain.name).toMatch(/^device_[0-9a-f]{16}$/);
    expect(plain.attributes).toEqual(
      expect.arrayContaining(['Path=/api/v1/user/token', 'HttpOnly', 'SameSite=Strict', 'Max-Age=31536000']),
    );
    expect(plain.attributes).not.toContain('Secure');
    // The value names the account by no email.
    expect(plain.value).not.toContain(m.email.split('@')[0]);

    const tls = deviceCookieIn(
      await signIn(m.email, m.password, '198.51.100.4', null, { 'x-forwarded-proto': 'https' }),
    )!;
    expect(tls.attributes).toContain('Secure');
    // Each sign-in gives a fresh cookie (a new nonce).
    expect(tls.value).not.toBe(plain.value);
  });

  it('is given for a successful sign-in only', async () => {
    const m = await t.createMember();
    const failed = await signIn(m.email, 'not it', '198.51.100.5');
    expect(failed.status).toBe(401);
    expect(deviceCookieIn(failed)).toBeNull();
    expect(deviceCookieIn(await signIn('nobody-here@example.com', 'not it', '198.51.100.5'))).toBeNull();
  });

  it('a reset link issues a device cookie', async () => {
    const m = await t.createMember({ email: 'device-reset@example.com' });
    await t.request('GET', `user/password-reset/${m.email}/`, { headers: { 'x-forwarded-for': '198.51.100.6' } });
    const link = resetLinkFor(m.email);
    const changed = await t.request('POST', 'user/password-change/', {
      body: {
        password: 'a fresh passphrase now',
        otp: link.searchParams.get('otp'),
        uuidb64: link.searchParams.get('uuidb64'),
        refresh_token: 'r',
      },
      headers: { 'x-forwarded-for': '198.51.100.6' },
    });
    expect(changed.status).toBe(200);
    expect(changed.json).toEqual({ message: expect.any(String) });
    const cookie = deviceCookieIn(changed)!;
    expect(cookie).not.toBeNull();
    expect(cookie.attributes).toEqual(
      expect.arrayContaining(['Path=/api/v1/user/token', 'HttpOnly', 'SameSite=Strict']),
    );

    // A refused reset sets nothing.
    const again = await t.request('POST', 'user/password-change/', {
      body: {
        password: 'another passphrase',
        otp: link.searchParams.get('otp'),
        uuidb64: link.searchParams.get('uuidb64'),
        refresh_token: 'r',
      },
      headers: { 'x-forwarded-for': '198.51.100.6' },
    });
    expect(again.status).toBe(400);
    expect(deviceCookieIn(again)).toBeNull();

    await guessFromManyAddresses(m.email, LIMITS.signInPerAccount.limit);
    expect((await signIn(m.email, 'a fresh passphrase now', '198.51.100.7')).status).toBe(429);
    expect((await signIn(m.email, 'a fresh passphrase now', '198.51.100.7', cookie)).status).toBe(200);
  });

  it('a forged cookie counts as none', async () => {
    const m = await t.createMember();
    const real = deviceCookieIn(await signIn(m.email, m.password, '198.51.100.8'))!;
    await guessFromManyAddresses(m.email, LIMITS.signInPerAccount.limit);

    const [issued, nonce, mac] = real.value.split('.') as [string, string, string];
    const flipped = `${mac.slice(0, 10)}${mac[10] === 'A' ? 'B' : 'A'}${mac.slice(11)}`;
    const forgeries = [
      `${issued}.${nonce}.${flipped}`,
      `${issued}.${'A'.repeat(22)}.${mac}`,
      `${Number(issued) + 60}.${nonce}.${mac}`,
      'anything at all',
      '',
    ];
    for (const value of forgeries) {
      const res = await signIn(m.email, m.password, '198.51.100.9', { name: real.name, value });
      expect(res.status).toBe(429);
      expect(res.json.code).toBe('account_throttled');
    }
    expect((await signIn(m.email, m.password, '198.51.100.9', real)).status).toBe(200);
  });

  it('an expired cookie counts as none', async () => {
    const m = await t.createMember();
    const cookie = deviceCookieIn(await signIn(m.email, m.password, '198.51.100.10'))!;
    t.clock.set(new Date(t.clock.now().getTime() + 366 * 86_400_000));
    await guessFromManyAddresses(m.email, LIMITS.signInPerAccount.limit);
    expect((await signIn(m.email, m.password, '198.51.100.10', cookie)).status).toBe(429);
  });

  it("another account's cookie counts as none", async () => {
    const a = await t.createMember();
    const b = await t.createMember();
    const aCookie = deviceCookieIn(await signIn(a.email, a.password, '198.51.100.11'))!;
    const bCookie = deviceCookieIn(await signIn(b.email, b.password, '198.51.100.11'))!;
    expect(aCookie.name).not.toBe(bCookie.name);
    await guessFromManyAddresses(b.email, LIMITS.signInPerAccount.limit);

    // A's cookie as it is, and A's value under B's cookie name.
    expect((await signIn(b.email, b.password, '198.51.100.12', aCookie)).status).toBe(429);
    expect(
      (await signIn(b.email, b.password, '198.51.100.12', { name: bCookie.name, value: aCookie.value })).status,
    ).toBe(429);
    expect((await signIn(b.email, b.password, '198.51.100.12', bCookie)).status).toBe(200);
  });

  it('failures with a cookie count against that cookie only', async () => {
    const m = await t.createMember();
    const cookie = deviceCookieIn(await signIn(m.email, m.password, '198.51.100.13'))!;
    const limit = LIMITS.signInPerDevice.limit;
    // Ten from each address: under the per-(account, address) limit, so only the cookie's bucket decides.
    for (let i = 0; i < limit; i++) {
      expect((await signIn(m.email, 'wrong', `10.200.${Math.floor(i / 10)}.1`, cookie)).status).toBe(401);
    }
    const held = await signIn(m.email, m.password, '10.200.99.1', cookie);
    expect(held.status).toBe(429);
    expect(held.json.code).toBe('rate_limited');
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);

    // The account's bucket, the one browsers without a cookie count in, did not move.
    const rows = await t.rt.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `login:email:${m.email}`));
    expect(rows.every((row) => row.count === 0)).toBe(true);
    const fresh = await signIn(m.email, m.password, '198.51.100.14');
    expect(fresh.status).toBe(200);
    // And the browser that signs in there has a fresh cookie of its own, with a bucket of its own.
    expect((await signIn(m.email, m.password, '198.51.100.14', deviceCookieIn(fresh))).status).toBe(200);
  });

  it('the lockout log names the account id, never the email or the cookie', async () => {
    const m = await t.createMember({ email: 'logged-lockout@example.com' });
    const cookie = deviceCookieIn(await signIn(m.email, m.password, '198.51.100.15'))!;
    await guessFromManyAddresses(m.email, LIMITS.signInPerAccount.limit);
    const before = t.events('rate_limit.hit').length;
    expect((await signIn(m.email, m.password, '198.51.100.16')).status).toBe(429);
    const hits = t.events('rate_limit.hit').slice(before);
    expect(hits).toEqual([expect.objectContaining({ limit: 'login:email', userId: m.id })]);

    const text = t.logLines.join('\n');
    expect(text).not.toContain(m.email);
    expect(text).not.toContain(cookie.value);
    expect(text).not.toContain(cookie.value.split('.')[1]);
  });
});
