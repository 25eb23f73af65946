import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/context';
import type { Mail } from '../../src/server/mail/mailer';
import { SECURITY_EVENTS } from '../../src/server/log';
import { softwareAuthenticator } from '../helpers/software-authenticator';
import { Secret, TOTP } from 'otpauth';

const PASSWORD = 'my secret passphrase';
const NEW_PASSWORD = 'my newer secret passphrase';
const MEDICAL = 'Type 1 diabetes, insulin pump';

let t: TestContext;
const secrets: string[] = [PASSWORD, NEW_PASSWORD, MEDICAL];

beforeAll(async () => {
  t = await createTestContext();
  const sent: Mail[] = [];
  const outbox = t.rt.mailer.send.bind(t.rt.mailer);
  t.rt.mailer.send = async (mail) => {
    sent.push(mail);
    await outbox(mail);
  };

  // Two-step sign-in on, a recovery code used, then off: none of its secrets or codes may reach the log.
  const enrolled = await t.createMember({ email: 'two-step@example.com', password: PASSWORD });
  const setup = await t.request('POST', 'user/2fa/totp/setup/', { token: enrolled.access });
  const code = TOTP.generate({ secret: Secret.fromBase32(setup.json.secret), timestamp: t.clock.now().getTime() });
  const confirmed = await t.request('POST', 'user/2fa/totp/confirm/', { token: enrolled.access, body: { code } });
  const codes: string[] = confirmed.json.recovery_codes;
  secrets.push(setup.json.secret, enrolled.email, ...codes);
  await t.request('POST', 'user/token/', { body: { email: enrolled.email, password: PASSWORD, otp: codes[0] } });
  await t.request('POST', 'user/2fa/totp/disable/', {
    token: enrolled.access,
    body: { password: PASSWORD, code: codes[1] },
  });

  const m = await t.createMember({ email: 'logged@example.com', password: PASSWORD });
  const staff = await t.createMember({ staff: true });
  secrets.push(m.access, m.refresh, m.email, staff.access);
  await t.request('POST', 'user/token/', { body: { email: m.email, password: 'wrong password' } });
  await t.request('PATCH', 'user/profile/', { token: m.access, body: { medical_history: MEDICAL } });
  // Staff open the medical history with a reason: the log says who and whose, never the history or the reason.
  await t.request('POST', `admin/members/${m.id}/health-access/`, {
    token: staff.access,
    body: { reason: 'Checking before the outdoor class' },
  });
  await t.request('POST', 'admin/moderation-action/', {
    token: staff.access,
    body: { target_user: m.id, action_type: 'warning', reason: 'Be kind to others' },
  });
  await t.request('POST', 'user/logout/', { body: { refresh: m.refresh } });
  await t.request('GET', `user/password-reset/${m.email}/`);
  const link = new URL(
    sent.find((mail) => mail.to === m.email && /^Reset your/.test(mail.subject))!.text.match(/https?:\/\/\S+/)![0],
  );
  const otp = link.searchParams.get('otp')!;
  secrets.push(otp);
  await t.request('POST', 'user/password-change/', {
    body: { password: NEW_PASSWORD, otp, uuidb64: link.searchParams.get('uuidb64'), refresh_token: 'r' },
  });
  const again = await t.request('POST', 'user/token/', { body: { email: m.email, password: NEW_PASSWORD } });
  secrets.push(again.json.access, again.json.refresh);
  for (let i = 0; i < 6; i++) {
    await t.request('POST', 'support/contact/', {
      token: again.json.access,
      body: { name: 'Logged', email: m.email, subject: 'Hello', message: `Message ${i}` },
    });
  }
  // A passkey added and removed: the log says whose, never its key.
  const options = await t.request('POST', 'user/passkeys/register/options/', { token: again.json.access });
  const added = await t.request('POST', 'user/passkeys/register/verify/', {
    token: again.json.access,
    body: { response: softwareAuthenticator().register(options.json) },
  });
  await t.request('DELETE', `user/passkeys/${added.json.id}/`, { token: again.json.access });
  // The export reads the medical history into the ZIP: the log says who exported, never what.
  expect((await t.request('GET', 'user/export/', { token: again.json.access })).status).toBe(200);
  // A wrong password on the deletion form is a security event of its own, then the right one deletes.
  await t.request('POST', 'user/delete-account/', {
    token: again.json.access,
    body: { confirmation: 'DELETE MY ACCOUNT', email: m.email, password: 'not my password at all' },
  });
  await t.request('POST', 'user/delete-account/', {
    token: again.json.access,
    body: { confirmation: 'DELETE MY ACCOUNT', email: m.email, password: NEW_PASSWORD },
  });
});
afterAll(async () => {
  await t.close();
});

describe('the security log', () => {
  it.each(SECURITY_EVENTS)('has a %s line', (event) => {
    expect(t.events(event).length).toBeGreaterThan(0);
  });

  it('names the member by id where known', () => {
    for (const event of [
      'auth.login',
      'auth.logout',
      'auth.password_changed',
      'account.exported',
      'account.deleted',
      'account.delete_failed',
    ] as const) {
      expect(t.events(event).every((e) => typeof e['userId'] === 'number')).toBe(true);
    }
    expect(t.events('moderation.action')[0]).toMatchObject({ actionType: 'warning' });
  });

  it('has an access line for every API request: method, route, status, time and request id', () => {
    const access = t.logs().filter((e) => e['event'] === 'http.access');
    expect(access.length).toBeGreaterThan(10);
    for (const line of access) {
      expect(line).toEqual(
        expect.objectContaining({
          method: expect.any(String),
          route: expect.stringMatching(/^\/api\/v1\//),
          status: expect.any(Number),
          ms: expect.any(Number),
          requestId: expect.any(String),
        }),
      );
    }
  });

  it('never holds a password, token, reset code, email address or health text', () => {
    const all = t.logLines.join('\n');
    for (const secret of secrets) expect(all).not.toContain(secret);
    expect(all).not.toContain('Be kind to others');
  });
});

describe('the logger itself', () => {
  it('redacts secret fields even when a call site passes them by mistake', () => {
    t.rt.log.info(
      {
        password: 'hunter2 hunter2',
        user: { email: 'leak@example.com', otp: 'otp-value' },
        authorization: 'Bearer abc.def',
      },
      'oops',
    );
    const line = t.logLines.at(-1)!;
    for (const secret of ['hunter2 hunter2', 'leak@example.com', 'otp-value', 'Bearer abc.def'])
      expect(line).not.toContain(secret);
    expect(line).toContain('[redacted]');
  });
});
