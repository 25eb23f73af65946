import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { createTestContext, type Member, type TestContext } from '../helpers/context';
import { softwareAuthenticator, type SoftwareAuthenticator } from '../helpers/software-authenticator';
import { passkeys, webauthnChallenges } from '../../src/server/db/schema';
import { purgeExpiredRows } from '../../src/server/services/housekeeping';
import { PASSKEY_NAME_MAX } from '../../src/lib/contracts/privacy-limits';

// A member's passkeys in account settings: registered through the server's real WebAuthn checks (a software
// authenticator answers), listed, renamed and removed, each member only their own.
let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

const CHROME_ON_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

const later = (ms: number) => t.clock.set(new Date(t.clock.now().getTime() + ms));

/** Registers a passkey for `member` on `authenticator` and answers the server's reply. */
async function register(member: Member, authenticator: SoftwareAuthenticator, name?: string) {
  const options = await t.request('POST', 'user/passkeys/register/options/', { token: member.access });
  expect(options.status).toBe(200);
  const response = authenticator.register(options.json);
  return t.request('POST', 'user/passkeys/register/verify/', {
    token: member.access,
    body: name === undefined ? { response } : { response, name },
    headers: { 'user-agent': CHROME_ON_MAC },
  });
}

describe('registering a passkey', () => {
  it('offers discoverable, verified creation options for this site that leave out the member’s own passkeys', async () => {
    const m = await t.createMember({ name: 'Pia Passkey' });
    const first = await register(m, softwareAuthenticator(), 'Phone');
    const res = await t.request('POST', 'user/passkeys/register/options/', { token: m.access });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      rp: { id: 'localhost' },
      user: { name: m.email, displayName: 'Pia Passkey' },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      excludeCredentials: [{ id: first.json.id, type: 'public-key' }],
    });
    expect(typeof res.json.challenge).toBe('string');
  });

  it('stores a verified passkey under its name and answers it with 201, logging passkey.added', async () => {
    const m = await t.createMember();
    const res = await register(m, softwareAuthenticator(), '  Work laptop ');
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      id: expect.any(String),
      name: 'Work laptop',
      created_at: t.clock.now().toISOString(),
      last_used_at: null,
    });
    expect(t.events('passkey.added').some((e) => e['userId'] === m.id)).toBe(true);
  });

  it('names a passkey after the browser and system when the member gives no name', async () => {
    const m = await t.createMember();
    const res = await register(m, softwareAuthenticator());
    expect(res.status).toBe(201);
    expect(res.json.name).toBe('Chrome · macOS');
  });

  it('refuses a name longer than the limit', async () => {
    const m = await t.createMember();
    const res = await register(m, softwareAuthenticator(), 'x'.repeat(PASSKEY_NAME_MAX + 1));
    expect(res.status).toBe(400);
    expect(res.json.name).toEqual([`Ensure this field has no more than ${PASSKEY_NAME_MAX} characters.`]);
  });

  it('refuses an answer from another origin', async () => {
    const m = await t.createMember();
    const options = await t.request('POST', 'user/passkeys/register/options/', { token: m.access });
    const response = softwareAuthenticator().register(options.json, { origin: 'https://evil.example' });
    const res = await t.request('POST', 'user/passkeys/register/verify/', { token: m.access, body: { response } });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'passkey_not_verified' });
    expect(await t.request('GET', 'user/passkeys/', { token: m.access })).toMatchObject({ json: [] });
  });

  it('refuses an answer without user verification', async () => {
    const m = await t.createMember();
    const options = await t.request('POST', 'user/passkeys/register/options/', { token: m.access });
    const response = softwareAuthenticator().register(options.json, { userVerified: false });
    const res = await t.request('POST', 'user/passkeys/register/verify/', { token: m.access, body: { response } });
    expect(res.json).toMatchObject({ code: 'passkey_not_verified' });
  });

  it('accepts each challenge once: an answer sent again is refused', async () => {
    const m = await t.createMember();
    const authenticator = softwareAuthenticator();
    const options = await t.request('POST', 'user/passkeys/register/options/', { token: m.access });
    const first = authenticator.register(options.json);
    const again = authenticator.register(options.json);
    expect(
      (await t.request('POST', 'user/passkeys/register/verify/', { token: m.access, body: { response: first } }))
        .status,
    ).toBe(201);
    const res = await t.request('POST', 'user/passkeys/register/verify/', {
      token: m.access,
      body: { response: again },
    });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('passkey_not_verified');
  });

  it('refuses a challenge given to another member', async () => {
    const m = await t.createMember();
    const other = await t.createMember();
    const options = await t.request('POST', 'user/passkeys/register/options/', { token: other.access });
    const response = softwareAuthenticator().register(options.json);
    const res = await t.request('POST', 'user/passkeys/register/verify/', { token: m.access, body: { response } });
    expect(res.json.code).toBe('passkey_not_verified');
  });

  it('refuses a challenge past its five minutes, and the daily purge removes it', async () => {
    const m = await t.createMember();
    const options = await t.request('POST', 'user/passkeys/register/options/', { token: m.access });
    later(5 * 60_000 + 1);
    const response = softwareAuthenticator().register(options.json);
    const res = await t.request('POST', 'user/passkeys/register/verify/', { token: m.access, body: { response } });
    expect(res.json.code).toBe('passkey_not_verified');
    const open = await t.request('POST', 'user/passkeys/register/options/', { token: m.access });
    later(5 * 60_000 + 1);
    expect((await purgeExpiredRows(t.rt))?.webauthnChallenges).toBeGreaterThan(0);
    const left = await t.rt.db
      .select()
      .from(webauthnChallenges)
      .where(eq(webauthnChallenges.challenge, open.json.challenge));
    expect(left).toEqual([]);
  });

  it('refuses a body that is not a WebAuthn answer with a field error, on registration and sign-in alike', async () => {
    const m = await t.createMember();
    for (const body of [{}, { response: 'x' }, { response: { id: 'a', rawId: 'a', type: 'other', response: {} } }]) {
      const registered = await t.request('POST', 'user/passkeys/register/verify/', { token: m.access, body });
      expect(registered.status).toBe(400);
      expect(registered.json.response).toBeDefined();
      const signedIn = await t.request('POST', 'user/passkeys/sign-in/verify/', { body });
      expect(signedIn.status).toBe(400);
      expect(signedIn.json.response).toBeDefined();
    }
  });

  it('is for signed-in members only', async () => {
    expect((await t.request('POST', 'user/passkeys/register/options/')).status).toBe(401);
    expect((await t.request('GET', 'user/passkeys/')).status).toBe(401);
  });
});

describe('a passkey proves both factors', () => {
  it('is not added in a session proved by a password alone once two-step sign-in is on', async () => {
    const member = await t.createMember({ email: 'two-step-passkeys@example.com', password: 'two step passkeys' });
    // A second session, signed in with the password before two-step sign-in was turned on.
    const earlier = await t.request('POST', 'user/token/', {
      body: { email: member.email, password: member.password },
    });
    expect(earlier.status).toBe(200);
    const setup = await t.request('POST', 'user/2fa/totp/setup/', { token: member.access });
    const code = TOTP.generate({ secret: Secret.fromBase32(setup.json.secret), timestamp: t.clock.now().getTime() });
    const confirm = await t.request('POST', 'user/2fa/totp/confirm/', { token: member.access, body: { code } });
    expect(confirm.status).toBe(200);

    const refused = await t.request('POST', 'user/passkeys/register/options/', { token: earlier.json.access });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('passkey_needs_second_factor');
    // The session the code was confirmed in holds the second factor: it may.
    expect((await register(member, softwareAuthenticator())).status).toBe(201);
  });
});

describe('the member’s passkeys', () => {
  it('lists the member’s own passkeys, newest first, with their names and dates', async () => {
    const m = await t.createMember();
    const other = await t.createMember();
    await register(other, softwareAuthenticator(), 'Not yours');
    const phone = await register(m, softwareAuthenticator(), 'Phone');
    later(60_000);
    const laptop = await register(m, softwareAuthenticator(), 'Laptop');
    const res = await t.request('GET', 'user/passkeys/', { token: m.access });
    expect(res.status).toBe(200);
    expect(res.json).toEqual([laptop.json, phone.json]);
  });

  it('renames a passkey', async () => {
    const m = await t.createMember();
    const added = await register(m, softwareAuthenticator(), 'Phone');
    const res = await t.request('PATCH', `user/passkeys/${added.json.id}/`, {
      token: m.access,
      body: { name: ' Old phone ' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ...added.json, name: 'Old phone' });
    expect((await t.request('GET', 'user/passkeys/', { token: m.access })).json).toEqual([res.json]);
  });

  it('refuses a blank name or one past the limit', async () => {
    const m = await t.createMember();
    const added = await register(m, softwareAuthenticator(), 'Phone');
    for (const name of ['   ', 'x'.repeat(PASSKEY_NAME_MAX + 1)]) {
      const res = await t.request('PATCH', `user/passkeys/${added.json.id}/`, { token: m.access, body: { name } });
      expect(res.status).toBe(400);
      expect(res.json.name).toHaveLength(1);
    }
  });

  it('removes a passkey, logging passkey.removed', async () => {
    const m = await t.createMember();
    const added = await register(m, softwareAuthenticator(), 'Phone');
    const res = await t.request('DELETE', `user/passkeys/${added.json.id}/`, { token: m.access });
    expect(res.status).toBe(204);
    expect((await t.request('GET', 'user/passkeys/', { token: m.access })).json).toEqual([]);
    expect(t.events('passkey.removed').some((e) => e['userId'] === m.id)).toBe(true);
  });

  it('answers 404 for another member’s passkey, and leaves it as it was', async () => {
    const m = await t.createMember();
    const other = await t.createMember();
    const theirs = await register(other, softwareAuthenticator(), 'Theirs');
    const path = `user/passkeys/${theirs.json.id}/`;
    expect((await t.request('PATCH', path, { token: m.access, body: { name: 'Mine now' } })).status).toBe(404);
    expect((await t.request('DELETE', path, { token: m.access })).status).toBe(404);
    expect((await t.request('DELETE', 'user/passkeys/not*an*id/', { token: m.access })).status).toBe(404);
    const [row] = await t.rt.db.select().from(passkeys).where(eq(passkeys.id, theirs.json.id));
    expect(row?.name).toBe('Theirs');
  });
});
