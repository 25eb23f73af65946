import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { createTestContext, type Member, type TestContext } from '../helpers/context';
import { recoveryCodes, totpFactors } from '../../src/server/db/schema';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ TRUST_PROXY: '1', SITE_NAME: 'FitGroup Test' });
});
afterAll(async () => {
  await t.close();
});

/** The code an authenticator app shows for `secret` at the test clock's time (or `offsetSeconds` from it). */
const codeOf = (secret: string, offsetSeconds = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: t.clock.now().getTime() + offsetSeconds * 1000 });

/** Moves the test clock on by `seconds`. */
const later = (seconds: number) => t.clock.set(new Date(t.clock.now().getTime() + seconds * 1000));

let address = 0;
/** A sign-in from an address of its own (TRUST_PROXY=1), so each test has its own throttle buckets. */
const signIn = (body: Record<string, unknown>, from = `10.28.0.${++address}`) =>
  t.request('POST', 'user/token/', { body, headers: { 'x-forwarded-for': from } });

/** A member with two-step sign-in on: their secret and recovery codes. */
async function enrolled(options: Parameters<TestContext['createMember']>[0] = {}) {
  const member = await t.createMember(options);
  const setup = await t.request('POST', 'user/2fa/totp/setup/', { token: member.access });
  const confirm = await t.request('POST', 'user/2fa/totp/confirm/', {
    token: member.access,
    body: { code: codeOf(setup.json.secret) },
  });
  expect(confirm.status).toBe(200);
  // The next code is of a later step: the one used to confirm is not accepted again.
  later(30);
  return { member, secret: setup.json.secret as string, codes: confirm.json.recovery_codes as string[] };
}

describe('setting up two-step sign-in', () => {
  let m: Member;
  beforeAll(async () => {
    m = await t.createMember({ email: 'setup@example.com' });
  });

  it('answers a base32 secret and an otpauth URL with the site name as issuer and the email as label', async () => {
    const res = await t.request('POST', 'user/2fa/totp/setup/', { token: m.access });
    expect(res.status).toBe(200);
    expect(res.json.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(res.json.otpauth_url);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(res.json.secret);
    expect(url.searchParams.get('issuer')).toBe('FitGroup Test');
    expect(decodeURIComponent(url.pathname)).toContain('setup@example.com');
  });

  it('is not on until a code confirms it, and signing in still takes the password alone', async () => {
    expect((await t.request('GET', 'user/2fa/', { token: m.access })).json).toEqual({
      totp: false,
      recovery_codes_left: 0,
    });
    expect((await signIn({ email: m.email, password: m.password })).status).toBe(200);
  });

  it('replaces a pending secret when set up again, so only the newest one confirms', async () => {
    const first = await t.request('POST', 'user/2fa/totp/setup/', { token: m.access });
    const second = await t.request('POST', 'user/2fa/totp/setup/', { token: m.access });
    expect(second.json.secret).not.toBe(first.json.secret);
    const stale = await t.request('POST', 'user/2fa/totp/confirm/', {
      token: m.access,
      body: { code: codeOf(first.json.secret) },
    });
    expect(stale.status).toBe(400);
    expect(stale.json.code).toEqual(['This code is not valid. Check your app and try again.']);
  });

  it('confirms with a current code: ten recovery codes, and the status says it is on', async () => {
    const setup = await t.request('POST', 'user/2fa/totp/setup/', { token: m.access });
    const res = await t.request('POST', 'user/2fa/totp/confirm/', {
      token: m.access,
      body: { code: codeOf(setup.json.secret) },
    });
    expect(res.status).toBe(200);
    expect(res.json.recovery_codes).toHaveLength(10);
    expect(new Set(res.json.recovery_codes).size).toBe(10);
    expect((await t.request('GET', 'user/2fa/', { token: m.access })).json).toEqual({
      totp: true,
      recovery_codes_left: 10,
    });
    expect(t.events('two_factor.enabled').map((e) => e['userId'])).toContain(m.id);
  });

  it('refuses a new set-up while it is on, with a code that says so', async () => {
    const res = await t.request('POST', 'user/2fa/totp/setup/', { token: m.access });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe('totp_already_enabled');
  });

  it('needs a signed-in member', async () => {
    expect((await t.request('POST', 'user/2fa/totp/setup/')).status).toBe(401);
  });
});

describe('signing in with two-step sign-in on', () => {
  it('answers otp_required only after the right password; a wrong password stays the usual refusal', async () => {
    const { member } = await enrolled();
    const wrong = await signIn({ email: member.email, password: 'not the password' });
    expect(wrong.status).toBe(401);
    expect(wrong.json.code).toBe('bad_credentials');
    const right = await signIn({ email: member.email, password: member.password });
    expect(right.status).toBe(401);
    expect(right.json.code).toBe('otp_required');
    expect(right.json.detail).toBeTruthy();
    expect(right.json.access).toBeUndefined();
  });

  it('signs in with a current code, one step either side too, and not with a code two steps away', async () => {
    const { member, secret } = await enrolled();
    expect((await signIn({ email: member.email, password: member.password, otp: codeOf(secret, -60) })).json.code).toBe(
      'otp_invalid',
    );
    const ok = await signIn({ email: member.email, password: member.password, otp: codeOf(secret, 30) });
    expect(ok.status).toBe(200);
    expect(ok.json.access).toBeTruthy();
  });

  it('does not take the same code twice in its window', async () => {
    const { member, secret } = await enrolled();
    const code = codeOf(secret);
    expect((await signIn({ email: member.email, password: member.password, otp: code })).status).toBe(200);
    const again = await signIn({ email: member.email, password: member.password, otp: code });
    expect(again.status).toBe(401);
    expect(again.json.code).toBe('otp_invalid');
    // Nor a code of an earlier step, still inside the window.
    later(30);
    expect((await signIn({ email: member.email, password: member.password, otp: code })).json.code).toBe('otp_invalid');
    expect((await signIn({ email: member.email, password: member.password, otp: codeOf(secret) })).status).toBe(200);
  });

  it('takes each recovery code once, in any case and with or without dashes, and logs its use', async () => {
    const { member, codes } = await enrolled();
    const first = await signIn({ email: member.email, password: member.password, otp: codes[0]!.toUpperCase() });
    expect(first.status).toBe(200);
    const again = await signIn({ email: member.email, password: member.password, otp: codes[0] });
    expect(again.json.code).toBe('otp_invalid');
    const undashed = await signIn({
      email: member.email,
      password: member.password,
      otp: codes[1]!.replaceAll('-', ''),
    });
    expect(undashed.status).toBe(200);
    expect(t.events('two_factor.recovery_code_used').filter((e) => e['userId'] === member.id)).toHaveLength(2);
    expect((await t.request('GET', 'user/2fa/', { token: undashed.json.access })).json.recovery_codes_left).toBe(8);
  });

  it('counts wrong codes in the sign-in throttle as wrong passwords are counted', async () => {
    const { member, secret } = await enrolled();
    const from = '10.28.99.1';
    // Asking for the code with the right password is no failure: it never fills the limit.
    for (let i = 0; i < 12; i++) {
      expect((await signIn({ email: member.email, password: member.password }, from)).json.code).toBe('otp_required');
    }
    for (let i = 0; i < 10; i++) {
      const res = await signIn({ email: member.email, password: member.password, otp: '000000' }, from);
      expect(res.json.code).toBe('otp_invalid');
    }
    const refused = await signIn({ email: member.email, password: member.password, otp: codeOf(secret) }, from);
    expect(refused.status).toBe(429);
    expect(refused.json.code).toBe('rate_limited');
    expect(t.events('auth.login_failed').filter((e) => e['outcome'] === 'otp_invalid').length).toBeGreaterThan(9);
  });

  it('stops code guesses spread over many addresses at 10 per account in 15 minutes, a right code included', async () => {
    const { member, secret } = await enrolled();
    for (let i = 0; i < 10; i++) {
      const res = await signIn({ email: member.email, password: member.password, otp: '000000' }, `10.29.0.${i + 1}`);
      expect(res.json.code).toBe('otp_invalid');
    }
    const right = { email: member.email, password: member.password, otp: codeOf(secret) };
    const refused = await signIn(right, '10.29.1.1');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    later(15 * 60);
    expect((await signIn({ ...right, otp: codeOf(secret) }, '10.29.1.2')).status).toBe(200);
  });

  it('still refuses a suspended member only after both steps', async () => {
    const { member, secret } = await enrolled();
    const staff = await t.createMember({ staff: true });
    const suspended = await t.request('POST', 'admin/suspend-user/', {
      token: staff.access,
      body: { user: member.id, reason: 'Cooling off', end_date: '2026-12-31' },
    });
    expect(suspended.status).toBe(200);
    expect((await signIn({ email: member.email, password: member.password })).json.code).toBe('otp_required');
    const res = await signIn({ email: member.email, password: member.password, otp: codeOf(secret) });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe('suspended');
  });
});

describe('turning two-step sign-in off', () => {
  it('needs the password and a code, then signs in with the password alone and forgets the recovery codes', async () => {
    const { member, secret } = await enrolled();
    const noPassword = await t.request('POST', 'user/2fa/totp/disable/', {
      token: member.access,
      body: { password: 'wrong password', code: codeOf(secret) },
    });
    expect(noPassword.status).toBe(400);
    expect(noPassword.json.password).toEqual(['Password is incorrect.']);
    expect(noPassword.json.code).toBeUndefined();
    const noCode = await t.request('POST', 'user/2fa/totp/disable/', {
      token: member.access,
      body: { password: member.password, code: '000000' },
    });
    expect(noCode.status).toBe(400);
    expect(noCode.json.code).toEqual(['This code is not valid. Check your app and try again.']);
    expect(noCode.json.password).toBeUndefined();
    const off = await t.request('POST', 'user/2fa/totp/disable/', {
      token: member.access,
      body: { password: member.password, code: codeOf(secret) },
    });
    expect(off.status).toBe(200);
    expect(off.json).toEqual({ totp: false, recovery_codes_left: 0 });
    expect(await t.rt.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, member.id))).toEqual([]);
    expect(t.events('two_factor.disabled').map((e) => e['userId'])).toContain(member.id);
    expect((await signIn({ email: member.email, password: member.password })).status).toBe(200);
  });

  it('takes a recovery code instead of the app code', async () => {
    const { member, codes } = await enrolled();
    const off = await t.request('POST', 'user/2fa/totp/disable/', {
      token: member.access,
      body: { password: member.password, code: codes[3] },
    });
    expect(off.status).toBe(200);
  });

  it('says when it is not on', async () => {
    const m = await t.createMember();
    const res = await t.request('POST', 'user/2fa/totp/disable/', {
      token: m.access,
      body: { password: m.password, code: '123456' },
    });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe('totp_not_enabled');
  });
});

describe('how the secret is kept', () => {
  it('stores the secret encrypted, never in clear, and recovery codes only as hashes', async () => {
    const { member, secret, codes } = await enrolled();
    const [row] = await t.rt.db.select().from(totpFactors).where(eq(totpFactors.userId, member.id));
    expect(row!.secretCiphertext).not.toContain(secret);
    expect(row!.secretCiphertext.startsWith('v1.')).toBe(true);
    const hashes = (await t.rt.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, member.id))).map(
      (r) => r.codeHash,
    );
    expect(hashes).toHaveLength(10);
    for (const code of codes) {
      expect(hashes).not.toContain(code);
      expect(hashes.join(' ')).not.toContain(code.replaceAll('-', ''));
    }
  });

  it('never writes the secret, a code or a recovery code into the log', async () => {
    const { member, secret, codes } = await enrolled();
    await signIn({ email: member.email, password: member.password, otp: codeOf(secret) });
    await signIn({ email: member.email, password: member.password, otp: codes[0] });
    const log = t.logLines.join('\n');
    for (const value of [secret, ...codes, ...codes.map((c) => c.replaceAll('-', ''))]) {
      expect(log).not.toContain(value);
    }
  });
});
