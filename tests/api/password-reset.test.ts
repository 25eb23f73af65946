import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/context';
import type { Mail } from '../../src/server/mail/mailer';
import { passwordResets } from '../../src/server/db/schema';
import { RESET_REQUESTED } from '../../src/lib/contracts/accounts';

let t: TestContext;
let sent: Mail[] = [];
beforeAll(async () => {
  t = await createTestContext({ TRUST_PROXY: '1' });
  // Keep the real outbox writer and also remember what went out, to read the link.
  const outbox = t.rt.mailer.send.bind(t.rt.mailer);
  t.rt.mailer.send = async (mail) => {
    sent.push(mail);
    await outbox(mail);
  };
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  sent = [];
});

let ipCounter = 0;
const ask = (email: string, ip = `10.8.0.${++ipCounter}`) =>
  t.request('GET', `user/password-reset/${encodeURIComponent(email)}/`, { headers: { 'x-forwarded-for': ip } });

function linkIn(mail: Mail): URL {
  const match = mail.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error('no link in the mail');
  return new URL(match[0]);
}

function change(fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return t.request('POST', 'user/password-change/', { form, headers: { 'x-forwarded-for': `10.8.1.${++ipCounter}` } });
}

const fieldsFrom = (link: URL, password: string) => ({
  password,
  otp: link.searchParams.get('otp')!,
  uuidb64: link.searchParams.get('uuidb64')!,
  refresh_token: link.searchParams.get('refresh_token')!,
});

describe('GET user/password-reset/{email}/', () => {
  it('mails a link to /create-new-password/ with otp, uuidb64 and refresh_token', async () => {
    const m = await t.createMember({ email: 'reset-me@example.com' });
    const res = await ask('Reset-Me@example.com');
    expect(res.status).toBe(200);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe(m.email);
    const link = linkIn(sent[0]!);
    expect(link.origin + link.pathname).toBe('http://localhost:4321/create-new-password/');
    expect(link.searchParams.get('otp')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(Buffer.from(link.searchParams.get('uuidb64')!, 'base64url').toString()).toBe(String(m.id));
    expect(link.searchParams.get('refresh_token')).toBeTruthy();
  });

  it('writes the mail to the outbox folder', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    await t.createMember({ email: 'outbox@example.com' });
    await ask('outbox@example.com');
    const files = readdirSync(`${t.dataDir}/outbox`).sort();
    const newest = readFileSync(`${t.dataDir}/outbox/${files[files.length - 1]}`, 'utf8');
    expect(newest).toContain('To: outbox@example.com');
  });

  it('stores only a hash of the otp', async () => {
    await t.createMember({ email: 'hashed@example.com' });
    await ask('hashed@example.com');
    const otp = linkIn(sent[0]!).searchParams.get('otp')!;
    const rows = await t.rt.db.select().from(passwordResets);
    expect(rows.some((r) => r.otpHash.includes(otp))).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.otpHash))).toBe(true);
  });

  it('answers an unknown email exactly like a known one, and mails nothing', async () => {
    await t.createMember({ email: 'known@example.com' });
    const known = await ask('known@example.com');
    const unknown = await ask('unknown@example.com');
    expect(unknown.status).toBe(known.status);
    expect(unknown.json).toEqual(known.json);
    expect(sent.map((m) => m.to)).toEqual(['known@example.com']);
  });

  it('refuses a malformed email', async () => {
    const res = await ask('not-an-email');
    expect(res.status).toBe(400);
    expect(res.json.email).toEqual(['Enter a valid email address.']);
  });

  it('sends one address at most 5 links an hour, and answers the sixth request alike without sending', async () => {
    await t.createMember({ email: 'limited@example.com' });
    const before = sent.filter((m) => m.to === 'limited@example.com').length;
    for (let i = 0; i < 5; i++) expect((await ask('limited@example.com')).status).toBe(200);
    const sixth = await ask('limited@example.com');
    expect(sixth.status).toBe(200);
    expect(sixth.json).toEqual({ message: RESET_REQUESTED });
    expect(sent.filter((m) => m.to === 'limited@example.com').length - before).toBe(5);
  });

  it('limits requests per IP to 20 an hour', async () => {
    for (let i = 0; i < 20; i++) expect((await ask(`ip${i}@example.com`, '10.7.7.7')).status).toBe(200);
    const locked = await ask('ip-last@example.com', '10.7.7.7');
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('POST user/password-change/', () => {
  it('sets the new password, answers a message, and ends every session', async () => {
    const m = await t.createMember({ email: 'changer@example.com', password: 'old password here' });
    await ask(m.email);
    const res = await change(fieldsFrom(linkIn(sent[0]!), 'brand new password'));
    expect(res.status).toBe(200);
    expect(typeof res.json.message).toBe('string');
    expect(
      (await t.request('POST', 'user/token/', { body: { email: m.email, password: 'old password here' } })).status,
    ).toBe(401);
    expect(
      (await t.request('POST', 'user/token/', { body: { email: m.email, password: 'brand new password' } })).status,
    ).toBe(200);
    expect((await t.request('POST', 'user/token/refresh/', { body: { refresh: m.refresh } })).status).toBe(401);
    expect((await t.request('GET', 'user/', { token: m.access })).status).toBe(401);
  });

  it('refuses a reused otp', async () => {
    const m = await t.createMember({ email: 'reuse@example.com' });
    await ask(m.email);
    const link = linkIn(sent[0]!);
    expect((await change(fieldsFrom(link, 'first new password'))).status).toBe(200);
    const again = await change(fieldsFrom(link, 'second new password'));
    expect(again.status).toBe(400);
    expect(again.json.detail).toBe('This password reset link is invalid or has expired. Please request a new one.');
  });

  it('refuses an expired otp', async () => {
    const m = await t.createMember({ email: 'expired@example.com' });
    await ask(m.email);
    t.clock.set(new Date(t.clock.now().getTime() + 61 * 60_000));
    const res = await change(fieldsFrom(linkIn(sent[0]!), 'too late password'));
    expect(res.status).toBe(400);
    expect(res.json.detail).toMatch(/invalid or has expired/);
  });

  it('refuses a wrong otp, and an otp presented for another member', async () => {
    const a = await t.createMember({ email: 'otp-a@example.com' });
    const b = await t.createMember({ email: 'otp-b@example.com' });
    await ask(a.email);
    const link = linkIn(sent[0]!);
    expect((await change({ ...fieldsFrom(link, 'some new password'), otp: 'guessed' })).status).toBe(400);
    const forB = Buffer.from(String(b.id)).toString('base64url');
    expect((await change({ ...fieldsFrom(link, 'some new password'), uuidb64: forB })).status).toBe(400);
    expect((await change({ ...fieldsFrom(link, 'some new password'), uuidb64: '!!' })).status).toBe(400);
  });

  it('only the newest link works', async () => {
    const m = await t.createMember({ email: 'newest@example.com' });
    await ask(m.email);
    await ask(m.email);
    const [older, newer] = sent.map(linkIn);
    expect((await change(fieldsFrom(older!, 'older link password'))).status).toBe(400);
    expect((await change(fieldsFrom(newer!, 'newer link password'))).status).toBe(200);
  });

  it('applies the registration password rules without spending the otp', async () => {
    const m = await t.createMember({ email: 'rules@example.com' });
    await ask(m.email);
    const link = linkIn(sent[0]!);
    const short = await change(fieldsFrom(link, 'short'));
    expect(short.status).toBe(400);
    expect(short.json.password).toContain('This password is too short. It must contain at least 8 characters.');
    const common = await change(fieldsFrom(link, 'password123'));
    expect(common.json.password).toContain('This password is too common.');
    expect((await change(fieldsFrom(link, 'a fine password'))).status).toBe(200);
  });

  it('names missing fields', async () => {
    const res = await change({});
    expect(res.status).toBe(400);
    expect(res.json.otp).toEqual(['This field is required.']);
    expect(res.json.uuidb64).toEqual(['This field is required.']);
  });

  it('takes JSON as well as form data', async () => {
    const m = await t.createMember({ email: 'json@example.com' });
    await ask(m.email);
    const res = await t.request('POST', 'user/password-change/', {
      body: fieldsFrom(linkIn(sent[0]!), 'json new password'),
    });
    expect(res.status).toBe(200);
  });
});

describe('POST user/password-reset/check/ (the new-password page, as it opens)', () => {
  const check = (link: URL) =>
    t.request('POST', 'user/password-reset/check/', {
      body: { otp: link.searchParams.get('otp'), uuidb64: link.searchParams.get('uuidb64') },
      headers: { 'x-forwarded-for': `10.8.2.${++ipCounter}` },
    });

  it("answers a live link with valid and gives the browser the account's device cookie", async () => {
    const m = await t.createMember();
    await ask(m.email);
    const res = await check(linkIn(sent.at(-1)!));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ valid: true });
    expect(res.headers.get('set-cookie')).toMatch(/^device_[0-9a-f]{16}=.*Path=\/api\/v1\/user\/token/);
  });

  it('says a used link is no longer valid, before any password is typed, and sets no cookie', async () => {
    const m = await t.createMember();
    await ask(m.email);
    const link = linkIn(sent.at(-1)!);
    expect((await change(fieldsFrom(link, 'a brand new passphrase 77'))).status).toBe(200);
    const res = await check(link);
    expect(res.status).toBe(400);
    expect(res.json.detail).toBe('This password reset link is invalid or has expired. Please request a new one.');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('says an expired link is no longer valid, and leaves a live one usable', async () => {
    const m = await t.createMember();
    await ask(m.email);
    const link = linkIn(sent.at(-1)!);
    expect((await check(link)).status).toBe(200);
    // Checking it did not use it up.
    expect((await change(fieldsFrom(link, 'yet another passphrase 42'))).status).toBe(200);
    await ask(m.email);
    const second = linkIn(sent.at(-1)!);
    t.clock.set(new Date(t.clock.now().getTime() + 61 * 60_000));
    expect((await check(second)).status).toBe(400);
  });
});
