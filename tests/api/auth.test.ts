import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../helpers/context';
import { users, profiles } from '../../src/server/db/schema';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ TRUST_PROXY: '1' });
});
afterAll(async () => {
  await t.close();
});

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));

/** The same claims, re-encoded with `alg: none` and no signature. */
function unsignedCopy(token: string): string {
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claimsOf(token))}.`;
}

/** The same token with another user id in its payload and the original signature. */
function tamperedCopy(token: string, userId: number): string {
  const [header, , signature] = token.split('.');
  return `${header}.${b64({ ...claimsOf(token), user_id: userId })}.${signature}`;
}

const registration = (email: string, extra: Record<string, unknown> = {}) => ({
  full_name: 'Riley Register',
  email,
  password: 'strong enough pass',
  password2: 'strong enough pass',
  ...extra,
});

let ipCounter = 0;
/** Each sign-up from its own address, so these tests stay clear of the per-IP limit. */
const register = (body: unknown) =>
  t.request('POST', 'user/register/', { body, headers: { 'x-forwarded-for': `10.9.0.${++ipCounter}` } });

describe('POST user/register/', () => {
  it('creates a member with an empty profile and answers 201', async () => {
    const res = await register(registration('Riley@Example.com'));
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ email: 'riley@example.com', full_name: 'Riley Register' });
    const [user] = await t.rt.db.select().from(users).where(eq(users.email, 'riley@example.com'));
    const [profile] = await t.rt.db.select().from(profiles).where(eq(profiles.userId, user!.id));
    expect(profile?.hasPaid).toBe(false);
    const login = await t.request('POST', 'user/token/', {
      body: { email: 'riley@example.com', password: 'strong enough pass' },
    });
    expect(login.status).toBe(200);
  });

  it('names every missing field as required', async () => {
    const res = await register({});
    expect(res.status).toBe(400);
    for (const key of ['full_name', 'email', 'password', 'password2']) {
      expect(res.json[key]).toEqual(['This field is required.']);
    }
  });

  it('refuses a malformed email', async () => {
    const res = await register(registration('not-an-email'));
    expect(res.status).toBe(400);
    expect(res.json.email).toEqual(['Enter a valid email address.']);
  });

  it('creates no second account for an email already taken, whatever its case', async () => {
    await register(registration('taken@example.com'));
    const res = await register(
      registration('TAKEN@example.com', { password: 'another strong pass', password2: 'another strong pass' }),
    );
    expect(res.status).toBe(201);
    expect(await t.rt.db.select().from(users).where(eq(users.email, 'taken@example.com'))).toHaveLength(1);
    const intruder = await t.request('POST', 'user/token/', {
      body: { email: 'taken@example.com', password: 'another strong pass' },
    });
    expect(intruder.status).toBe(401);
  });

  it('refuses passwords that do not match', async () => {
    const res = await register(registration('mismatch@example.com', { password2: 'something else entirely' }));
    expect(res.status).toBe(400);
    expect(res.json.password).toEqual(["Password fields didn't match."]);
  });

  it('refuses a short, a common and a too long password', async () => {
    const short = await register(registration('short@example.com', { password: 'abc12', password2: 'abc12' }));
    expect(short.status).toBe(400);
    expect(short.json.password).toContain('This password is too short. It must contain at least 8 characters.');
    const common = await register(
      registration('common@example.com', { password: 'Password123', password2: 'Password123' }),
    );
    expect(common.json.password).toContain('This password is too common.');
    const long = 'x'.repeat(129);
    const tooLong = await register(registration('long@example.com', { password: long, password2: long }));
    expect(tooLong.json.password).toContain('This password is too long. It must contain at most 128 characters.');
  });
});

describe('POST user/token/', () => {
  it('answers an access and a refresh token carrying the member', async () => {
    const m = await t.createMember({ name: 'Tina Token' });
    const claims = claimsOf(m.access);
    expect(claims).toMatchObject({ token_type: 'access', user_id: m.id, username: m.email, full_name: 'Tina Token' });
    expect(claimsOf(m.refresh).token_type).toBe('refresh');
    expect(claims.exp - claims.iat).toBe(15 * 60);
  });

  it('gives one status and message for a wrong password and an unknown email', async () => {
    const m = await t.createMember();
    const wrong = await t.request('POST', 'user/token/', { body: { email: m.email, password: 'not the password' } });
    const unknown = await t.request('POST', 'user/token/', {
      body: { email: 'nobody@example.com', password: 'not the password' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual({
      detail: 'No active account found with the given credentials',
      code: 'bad_credentials',
    });
    expect(unknown.json).toEqual(wrong.json);
  });

  it('names missing fields', async () => {
    const res = await t.request('POST', 'user/token/', { body: { email: '' } });
    expect(res.status).toBe(400);
    expect(res.json.email).toBeDefined();
    expect(res.json.password).toBeDefined();
  });

  it('refuses a suspended member with 403 naming the end date, and lets them in once it has passed', async () => {
    const m = await t.createMember();
    const until = new Date(t.clock.now().getTime() + 7 * 86_400_000);
    await t.rt.db.update(users).set({ status: 'suspended', suspendedUntil: until }).where(eq(users.id, m.id));
    const res = await t.request('POST', 'user/token/', { body: { email: m.email, password: m.password } });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({
      detail: 'This account is suspended until November 8, 2026.',
      code: 'suspended',
      params: { date: '2026-11-08' },
      suspended_until: until.toISOString(),
      reason: '',
      standing_token: expect.any(String),
    });
    t.clock.advanceDays(8);
    const later = await t.request('POST', 'user/token/', { body: { email: m.email, password: m.password } });
    expect(later.status).toBe(200);
  });

  it('refuses a banned member with 403', async () => {
    const m = await t.createMember();
    await t.rt.db.update(users).set({ status: 'banned' }).where(eq(users.id, m.id));
    const res = await t.request('POST', 'user/token/', { body: { email: m.email, password: m.password } });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({
      detail: 'This account has been permanently banned.',
      code: 'banned',
      reason: '',
      standing_token: expect.any(String),
    });
  });
});

describe('the sign-in refusal of a sanctioned member', () => {
  const signIn = (m: { email: string; password: string }) =>
    t.request('POST', 'user/token/', { body: { email: m.email, password: m.password } });

  it('gives the reason of the latest suspension after the end date, and in a reason field', async () => {
    const staff = await t.createMember({ staff: true });
    const m = await t.createMember();
    const first = new Date(t.clock.now().getTime() + 3 * 86_400_000);
    await t.request('POST', 'admin/suspend-user/', {
      token: staff.access,
      body: { user: m.id, reason: 'Old spam', end_date: first.toISOString() },
    });
    const until = new Date('2026-12-01T12:00:00Z');
    await t.request('POST', 'admin/suspend-user/', {
      token: staff.access,
      body: { user: m.id, reason: 'Selling supplements in comments', end_date: until.toISOString() },
    });
    const res = await signIn(m);
    expect(res.status).toBe(403);
    expect(res.json).toEqual({
      detail: 'This account is suspended until December 1, 2026. Reason: Selling supplements in comments',
      code: 'suspended',
      params: { date: '2026-12-01', reason: 'Selling supplements in comments' },
      suspended_until: until.toISOString(),
      reason: 'Selling supplements in comments',
      standing_token: expect.any(String),
    });
  });

  it('gives the reason of a ban', async () => {
    const staff = await t.createMember({ staff: true });
    const m = await t.createMember();
    await t.request('POST', 'admin/suspend-user/', {
      token: staff.access,
      body: { user: m.id, reason: 'Threats against a member', end_date: null },
    });
    const res = await signIn(m);
    expect(res.status).toBe(403);
    expect(res.json).toEqual({
      detail: 'This account has been permanently banned. Reason: Threats against a member',
      code: 'banned',
      params: { reason: 'Threats against a member' },
      reason: 'Threats against a member',
      standing_token: expect.any(String),
    });
  });

  it('keeps the reason out of the log', async () => {
    const lines = t.logLines.filter((line) => line.includes('auth.login_failed'));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toMatch(/Selling supplements|Threats against/);
  });
});

describe('GET user/', () => {
  it('answers id, email, full name and the staff flag', async () => {
    const m = await t.createMember({ staff: true, name: 'Sid Staff' });
    const res = await t.request('GET', 'user/', { token: m.access });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ id: m.id, email: m.email, full_name: 'Sid Staff', is_staff: true, units: 'imperial' });
  });

  it('is 401 without a token', async () => {
    expect((await t.request('GET', 'user/')).status).toBe(401);
  });

  it('is 401 for a tampered token', async () => {
    const a = await t.createMember();
    const b = await t.createMember({ staff: true });
    const res = await t.request('GET', 'user/', { token: tamperedCopy(a.access, b.id) });
    expect(res.status).toBe(401);
  });

  it('is 401 for an alg: none token', async () => {
    const m = await t.createMember();
    expect((await t.request('GET', 'user/', { token: unsignedCopy(m.access) })).status).toBe(401);
  });

  it('is 401 for a refresh token used as an access token', async () => {
    const m = await t.createMember();
    expect((await t.request('GET', 'user/', { token: m.refresh })).status).toBe(401);
  });

  it('is 401 once the access token has expired', async () => {
    const m = await t.createMember();
    t.clock.set(new Date(t.clock.now().getTime() + 16 * 60_000));
    expect((await t.request('GET', 'user/', { token: m.access })).status).toBe(401);
  });
});

describe('POST user/token/refresh/', () => {
  it('rotates: a new pair in exchange, and the old refresh token is dead', async () => {
    const m = await t.createMember();
    const res = await t.request('POST', 'user/token/refresh/', { body: { refresh: m.refresh } });
    expect(res.status).toBe(200);
    expect(res.json.access).toBeTruthy();
    expect(res.json.refresh).not.toBe(m.refresh);
    expect((await t.request('GET', 'user/', { token: res.json.access })).status).toBe(200);
  });

  it('refuses a refresh token reused after the grace window and revokes its whole family', async () => {
    const m = await t.createMember();
    const first = await t.request('POST', 'user/token/refresh/', { body: { refresh: m.refresh } });
    t.clock.set(new Date(t.clock.now().getTime() + 31_000));
    const reuse = await t.request('POST', 'user/token/refresh/', { body: { refresh: m.refresh } });
    expect(reuse.status).toBe(401);
    const heir = await t.request('POST', 'user/token/refresh/', { body: { refresh: first.json.refresh } });
    expect(heir.status).toBe(401);
  });

  it('refuses an access token', async () => {
    const m = await t.createMember();
    const res = await t.request('POST', 'user/token/refresh/', { body: { refresh: m.access } });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ detail: 'Token is invalid or expired', code: 'token_not_valid' });
  });

  it('refuses a tampered, an unsigned and an expired refresh token', async () => {
    const m = await t.createMember();
    const other = await t.createMember();
    expect(
      (await t.request('POST', 'user/token/refresh/', { body: { refresh: tamperedCopy(m.refresh, other.id) } })).status,
    ).toBe(401);
    expect(
      (await t.request('POST', 'user/token/refresh/', { body: { refresh: unsignedCopy(m.refresh) } })).status,
    ).toBe(401);
    t.clock.advanceDays(8);
    expect((await t.request('POST', 'user/token/refresh/', { body: { refresh: m.refresh } })).status).toBe(401);
  });

  it('names a missing refresh token', async () => {
    const res = await t.request('POST', 'user/token/refresh/', { body: {} });
    expect(res.status).toBe(400);
    expect(res.json.refresh).toEqual(['This field is required.']);
  });
});

describe('suspension and ban', () => {
  it('cut live tokens at once: the access token stops working and the refresh is refused with the reason', async () => {
    const m = await t.createMember();
    const until = new Date(t.clock.now().getTime() + 30 * 86_400_000);
    await t.rt.db.update(users).set({ status: 'suspended', suspendedUntil: until }).where(eq(users.id, m.id));
    expect((await t.request('GET', 'user/', { token: m.access })).status).toBe(401);
    const res = await t.request('POST', 'user/token/refresh/', { body: { refresh: m.refresh } });
    expect(res.status).toBe(403);
    expect(res.json.detail).toMatch(/^This account is suspended until /);
  });
});

describe('POST user/logout/', () => {
  it('revokes the given refresh token', async () => {
    const m = await t.createMember();
    const res = await t.request('POST', 'user/logout/', { body: { refresh: m.refresh } });
    expect(res.status).toBe(204);
    expect((await t.request('POST', 'user/token/refresh/', { body: { refresh: m.refresh } })).status).toBe(401);
  });

  it('succeeds for a token that is not valid', async () => {
    expect((await t.request('POST', 'user/logout/', { body: { refresh: 'garbage' } })).status).toBe(204);
  });
});

describe('rate limits', () => {
  it('locks sign-in for one email from one address after 10 failures with 429 and Retry-After', async () => {
    const m = await t.createMember();
    const headers = { 'x-forwarded-for': '10.0.1.1' };
    for (let i = 0; i < 10; i++) {
      const res = await t.request('POST', 'user/token/', { body: { email: m.email, password: 'wrong' }, headers });
      expect(res.status).toBe(401);
    }
    const locked = await t.request('POST', 'user/token/', { body: { email: m.email, password: m.password }, headers });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    t.clock.set(new Date(t.clock.now().getTime() + 16 * 60_000));
    const later = await t.request('POST', 'user/token/', { body: { email: m.email, password: m.password }, headers });
    expect(later.status).toBe(200);
  });

  it('locks sign-in from one IP after 50 attempts', async () => {
    const headers = { 'x-forwarded-for': '10.0.2.1' };
    for (let i = 0; i < 50; i++) {
      const res = await t.request('POST', 'user/token/', {
        body: { email: `ip${i}@example.com`, password: 'wrong' },
        headers,
      });
      expect(res.status).toBe(401);
    }
    const locked = await t.request('POST', 'user/token/', {
      body: { email: 'ip-last@example.com', password: 'wrong' },
      headers,
    });
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('keeps no shared bucket for callers whose address is unknown or loopback', async () => {
    for (let i = 0; i < 11; i++) {
      const res = await t.request('POST', 'user/register/', { body: registration(`no-address${i}@example.com`) });
      expect(res.status).toBe(201);
    }
    for (let i = 0; i < 11; i++) {
      const headers = { 'x-forwarded-for': '127.0.0.1' };
      const res = await t.request('POST', 'user/register/', {
        body: registration(`loopback${i}@example.com`),
        headers,
      });
      expect(res.status).toBe(201);
    }
  });

  it('locks registration from one IP after 10 sign-ups', async () => {
    const headers = { 'x-forwarded-for': '10.0.3.1' };
    for (let i = 0; i < 10; i++) {
      const res = await t.request('POST', 'user/register/', { body: registration(`bulk${i}@example.com`), headers });
      expect(res.status).toBe(201);
    }
    const locked = await t.request('POST', 'user/register/', { body: registration('bulk-last@example.com'), headers });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
