import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { createTestContext, type TestContext } from '../helpers/context';
import { loadConfig } from '../../src/server/config';
import { staffSecondFactorWarning } from '../../src/server/http/env';
import { tokensFor } from '../../src/server/services/sessions';
import { openSession } from '../../src/server/services/token-pairs';
import { loadUser } from '../../src/server/services/session-members';

/** Every staff screen's API, one request each (a GET, or a write with an empty body: the guard answers first). */
const ADMIN_ROUTES: Array<[string, string]> = [
  ['GET', 'admin/all-profiles/'],
  ['GET', 'admin/members/'],
  ['GET', 'admin/members/1/weeks/'],
  ['GET', 'admin/members/1/progress/'],
  ['GET', 'admin/reports/'],
  ['GET', 'admin/moderation-log/'],
  ['GET', 'admin/appeals/'],
  ['POST', 'admin/moderation-action/'],
  ['POST', 'admin/suspend-user/'],
  ['POST', 'admin/set-paid/'],
  ['DELETE', 'admin/posts/1/'],
  ['GET', 'admin/attention/'],
  ['GET', 'admin/messages/'],
  ['GET', 'admin/members/1/messages/'],
  ['POST', 'admin/members/1/messages/'],
  ['POST', 'admin/weekly-log/1/feedback/'],
  ['PATCH', 'admin/feedback/1/'],
  ['DELETE', 'admin/feedback/1/'],
];

describe('with REQUIRE_STAFF_2FA on', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ REQUIRE_STAFF_2FA: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets no staff session proved by a password alone add a passkey, which would count as both factors', async () => {
    const staff = await t.createMember({ staff: true });
    const options = await t.request('POST', 'user/passkeys/register/options/', { token: staff.access });
    expect(options.status).toBe(403);
    expect(options.json.code).toBe('passkey_needs_second_factor');
    const verify = await t.request('POST', 'user/passkeys/register/verify/', {
      token: staff.access,
      body: { response: { id: 'x', rawId: 'x', type: 'public-key', response: {} } },
    });
    expect(verify.status).not.toBe(201);
  });

  it('answers 403 second_factor_required on every admin route to staff signed in with a password alone', async () => {
    const staff = await t.createMember({ staff: true });
    for (const [method, path] of ADMIN_ROUTES) {
      const res = await t.request(method, path, { token: staff.access, body: method === 'GET' ? undefined : {} });
      expect([path, res.status, res.json.code]).toEqual([path, 403, 'second_factor_required']);
      expect(res.json.detail).toBeTruthy();
    }
  });

  it('still answers members who are not staff with the plain 403', async () => {
    const member = await t.createMember();
    const res = await t.request('GET', 'admin/members/', { token: member.access });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe('forbidden');
  });

  it('lets staff in once they confirm TOTP in their session, and in a session signed in with a code', async () => {
    const staff = await t.createMember({ staff: true });
    const setup = await t.request('POST', 'user/2fa/totp/setup/', { token: staff.access });
    const secret = Secret.fromBase32(setup.json.secret);
    const code = TOTP.generate({ secret, timestamp: t.clock.now().getTime() });
    expect((await t.request('POST', 'user/2fa/totp/confirm/', { token: staff.access, body: { code } })).status).toBe(
      200,
    );
    // The session the factor was confirmed in has proved it.
    expect((await t.request('GET', 'admin/members/', { token: staff.access })).status).toBe(200);

    t.clock.set(new Date(t.clock.now().getTime() + 30_000));
    const passwordOnly = await t.request('POST', 'user/token/', {
      body: { email: staff.email, password: staff.password },
    });
    expect(passwordOnly.json.code).toBe('otp_required');
    const next = TOTP.generate({ secret, timestamp: t.clock.now().getTime() });
    const signedIn = await t.request('POST', 'user/token/', {
      body: { email: staff.email, password: staff.password, otp: next },
    });
    expect(signedIn.status).toBe(200);
    expect((await t.request('GET', 'admin/members/', { token: signedIn.json.access })).status).toBe(200);
    // A refreshed pair stays in the same session, which keeps its second factor.
    const refreshed = await t.request('POST', 'user/token/refresh/', { body: { refresh: signedIn.json.refresh } });
    expect((await t.request('GET', 'admin/members/', { token: refreshed.json.access })).status).toBe(200);
  });

  it('lets staff in through a session opened with a second factor another way (a passkey)', async () => {
    const staff = await t.createMember({ staff: true });
    const user = (await loadUser(t.rt, staff.id, null))!;
    const tokens = await openSession(t.rt, user, { twoFactor: true });
    expect((await t.request('GET', 'admin/reports/', { token: tokens.access })).status).toBe(200);
    const passwordOnly = await tokensFor(t.rt, staff.id);
    expect((await t.request('GET', 'admin/reports/', { token: passwordOnly.access })).status).toBe(403);
  });

  it('has nothing to warn about at start', () => {
    expect(staffSecondFactorWarning(t.config)).toBeNull();
  });
});

describe('with REQUIRE_STAFF_2FA=false', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ REQUIRE_STAFF_2FA: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets staff signed in with a password alone use the staff screens', async () => {
    const staff = await t.createMember({ staff: true });
    for (const path of ['admin/members/', 'admin/reports/', 'admin/appeals/']) {
      expect((await t.request('GET', path, { token: staff.access })).status).toBe(200);
    }
  });

  it('says so in a warning line at start', () => {
    expect(staffSecondFactorWarning(t.config)).toMatch(/REQUIRE_STAFF_2FA is false/);
  });

  it('is on unless it is turned off', () => {
    expect(loadConfig({ SECRET_KEY: 'x'.repeat(40), DATA_DIR: t.dataDir }).requireStaff2fa).toBe(true);
  });
});
