import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../helpers/context';
import { softwareAuthenticator, type SoftwareAuthenticator } from '../helpers/software-authenticator';
import { passkeys, rateLimits, sessions } from '../../src/server/db/schema';
import { verifyToken } from '../../src/server/auth/tokens';
import { suspendUser } from '../../src/server/services/moderation';

// Signing in with a passkey: the browser offers the member's passkeys for this site (no email asked), the server
// checks the signed answer with its real WebAuthn verification, and then treats the member as a password sign-in
// does, except that the session counts a second factor.
let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

/** A member with one passkey on `authenticator`. */
async function memberWithPasskey(options: { staff?: boolean } = {}) {
  const member = await t.createMember(options);
  const authenticator = softwareAuthenticator();
  const registration = await t.request('POST', 'user/passkeys/register/options/', { token: member.access });
  const response = authenticator.register(registration.json);
  const added = await t.request('POST', 'user/passkeys/register/verify/', { token: member.access, body: { response } });
  expect(added.status).toBe(201);
  return { member, authenticator, passkeyId: added.json.id as string };
}

const signInOptions = async () => {
  const res = await t.request('POST', 'user/passkeys/sign-in/options/');
  expect(res.status).toBe(200);
  return res.json;
};

const verify = (response: unknown) => t.request('POST', 'user/passkeys/sign-in/verify/', { body: { response } });

/** The session a token pair belongs to. */
async function sessionOf(access: string) {
  const claims = await verifyToken(t.config.secretKey, access, 'access', t.clock.now());
  const [row] = await t.rt.db.select().from(sessions).where(eq(sessions.id, claims!.sid));
  return row!;
}

async function signIn(authenticator: SoftwareAuthenticator) {
  return verify(authenticator.signIn(await signInOptions()));
}

describe('signing in with a passkey', () => {
  it('offers request options for this site with no credential list and user verification required', async () => {
    const options = await signInOptions();
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);
  });

  it('answers the same token pair as a password sign-in, in a session that counts a second factor', async () => {
    const { member, authenticator, passkeyId } = await memberWithPasskey();
    const res = await signIn(authenticator);
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(['access', 'refresh']);
    expect((await t.request('GET', 'user/', { token: res.json.access })).json).toMatchObject({ id: member.id });
    expect((await sessionOf(res.json.access)).twoFactor).toBe(true);
    expect(t.events('auth.login').at(-1)).toMatchObject({ userId: member.id, method: 'passkey' });

    const [row] = await t.rt.db.select().from(passkeys).where(eq(passkeys.id, passkeyId));
    expect(row).toMatchObject({ counter: 1, lastUsedAt: t.clock.now() });
    const listed = await t.request('GET', 'user/passkeys/', { token: res.json.access });
    expect(listed.json[0].last_used_at).toBe(t.clock.now().toISOString());
  });

  it('signs a staff member in with both factors: the session passes the staff rule', async () => {
    const { member, authenticator } = await memberWithPasskey({ staff: true });
    const res = await signIn(authenticator);
    expect(res.status).toBe(200);
    const session = await sessionOf(res.json.access);
    expect(session).toMatchObject({ userId: member.id, twoFactor: true });
    // A password sign-in alone does not (the session createMember opened).
    expect((await sessionOf(member.access)).twoFactor).toBe(false);
  });

  it('refuses an answer sent twice: each challenge is used once', async () => {
    const { authenticator } = await memberWithPasskey();
    const options = await signInOptions();
    expect((await verify(authenticator.signIn(options))).status).toBe(200);
    const replayed = await verify(authenticator.signIn(options));
    expect(replayed.status).toBe(401);
    expect(replayed.json).toMatchObject({ code: 'bad_credentials' });
  });

  it('refuses a challenge the server never gave', async () => {
    const { authenticator } = await memberWithPasskey();
    const options = await signInOptions();
    const res = await verify(authenticator.signIn(options, undefined, { challenge: 'bm90LWdpdmVu' }));
    expect(res.status).toBe(401);
  });

  it('refuses an answer from another origin, as a wrong password', async () => {
    const { authenticator } = await memberWithPasskey();
    const res = await verify(
      authenticator.signIn(await signInOptions(), undefined, { origin: 'https://evil.example' }),
    );
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ detail: 'No active account found with the given credentials', code: 'bad_credentials' });
  });

  it('refuses an answer for another relying party', async () => {
    const { authenticator } = await memberWithPasskey();
    const res = await verify(authenticator.signIn(await signInOptions(), undefined, { rpId: 'evil.example' }));
    expect(res.status).toBe(401);
  });

  it('refuses an answer without user verification', async () => {
    const { authenticator } = await memberWithPasskey();
    const res = await verify(authenticator.signIn(await signInOptions(), undefined, { userVerified: false }));
    expect(res.status).toBe(401);
  });

  it('refuses an unknown passkey as a wrong password', async () => {
    const stranger = softwareAuthenticator();
    // A key this site never registered: its options came from elsewhere.
    stranger.register({
      challenge: 'eA',
      rp: { id: 'localhost', name: 'x' },
      user: { id: 'eA', name: 'x', displayName: 'x' },
      pubKeyCredParams: [],
    });
    const res = await signIn(stranger);
    expect(res.status).toBe(401);
    expect(res.json.code).toBe('bad_credentials');
    expect(t.events('auth.login_failed').at(-1)).toMatchObject({ outcome: 'bad_credentials', method: 'passkey' });
  });

  it('refuses a bad signature', async () => {
    const { authenticator } = await memberWithPasskey();
    const response = authenticator.signIn(await signInOptions());
    response.response.signature = response.response.signature.replace(/^../, 'AA');
    expect((await verify(response)).status).toBe(401);
  });

  it('refuses a removed passkey', async () => {
    const { member, authenticator, passkeyId } = await memberWithPasskey();
    await t.request('DELETE', `user/passkeys/${passkeyId}/`, { token: member.access });
    expect((await signIn(authenticator)).status).toBe(401);
  });

  it('refuses a suspended member as a password sign-in does, with the standing token', async () => {
    const staff = await t.createMember({ staff: true });
    const { member, authenticator } = await memberWithPasskey();
    const until = new Date(t.clock.now().getTime() + 7 * 86_400_000);
    expect((await suspendUser(t.rt, staff.id, member.id, 'Spam in the feed', until)).ok).toBe(true);
    const res = await signIn(authenticator);
    const byPassword = await t.request('POST', 'user/token/', {
      body: { email: member.email, password: member.password },
    });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ ...byPassword.json, standing_token: expect.any(String) });
    expect(res.json).toMatchObject({ code: 'suspended', reason: 'Spam in the feed' });
  });

  it('counts failed passkey sign-ins in the per-address sign-in limit', async () => {
    const stranger = softwareAuthenticator();
    stranger.register({
      challenge: 'eA',
      rp: { id: 'localhost', name: 'x' },
      user: { id: 'eA', name: 'x', displayName: 'x' },
      pubKeyCredParams: [],
    });
    const fromAddress = { 'x-forwarded-for': '203.0.113.9' };
    const local = await createTestContext({ TRUST_PROXY: '1' });
    const attempt = async () => {
      const options = (await local.request('POST', 'user/passkeys/sign-in/options/', { headers: fromAddress })).json;
      return local.request('POST', 'user/passkeys/sign-in/verify/', {
        headers: fromAddress,
        body: { response: stranger.signIn(options) },
      });
    };
    const bucket = eq(rateLimits.key, 'login:ip:203.0.113.9');
    try {
      expect((await attempt()).status).toBe(401);
      expect((await local.rt.db.select().from(rateLimits).where(bucket))[0]?.count).toBe(1);
      await local.rt.db.update(rateLimits).set({ count: 50 }).where(bucket);
      const refused = await attempt();
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBeTruthy();
    } finally {
      await local.close();
    }
  });
});
