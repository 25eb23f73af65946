import { and, desc, eq } from 'drizzle-orm';
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import { isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import type { Runtime } from '../runtime';
import { passkeys } from '../db/schema';
import { logEvent } from '../log';
import { fail, ok, type Result } from '../result';
import type { SessionUser } from './accounts';
import { keepChallenge, relyingParty, takeChallenge } from './webauthn-challenges';
import { hasTotp } from './two-factor';
import { toPasskeyJson, type PasskeyJson, type PasskeyRegistration } from '../../lib/contracts/passkeys';
import { deviceName } from '../../lib/device-name';

/** A member's passkeys: registering one, listing, renaming and removing them (passkey-sign-in.ts signs in). */

type PasskeyRuntime = Pick<Runtime, 'db' | 'clock' | 'config' | 'log'>;

/**
 * The key types a passkey may have: EdDSA, ES256 and RS256, what authenticators make. Named here, not left to the
 * library's default, which probes Node's experimental WebCrypto support (a warning on the server's output).
 */
const ALGORITHMS = [-8, -7, -257];

const listed = {
  id: passkeys.id,
  name: passkeys.name,
  createdAt: passkeys.createdAt,
  lastUsedAt: passkeys.lastUsedAt,
};

/**
 * The member's user handle on their authenticators: their id, which says nothing about them. The same member's
 * passkeys share it, so a new one on the same authenticator replaces the old there.
 */
export const userHandleOf = (userId: number): Uint8Array<ArrayBuffer> =>
  isoUint8Array.fromUTF8String(String(userId)) as Uint8Array<ArrayBuffer>;

/**
 * The options of a new passkey: discoverable (it names the member at sign-in) and verified (a PIN or biometrics on
 * the device), never one the member already registered. The challenge is kept for the answer.
 */
/**
 * Whether this session may add a passkey: a passkey proves both factors, so a session proved by a password alone
 * adds none to an account that a password alone must not open (two-step sign-in on; staff under REQUIRE_STAFF_2FA).
 */
async function mayAddPasskey(rt: PasskeyRuntime, user: SessionUser): Promise<boolean> {
  if (user.twoFactor) return true;
  if (user.isStaff && rt.config.requireStaff2fa) return false;
  return !(await hasTotp(rt, user.id));
}

export async function registrationOptions(
  rt: PasskeyRuntime,
  user: SessionUser,
): Promise<Result<PublicKeyCredentialCreationOptionsJSON, 'passkey_needs_second_factor'>> {
  if (!(await mayAddPasskey(rt, user))) return fail('passkey_needs_second_factor');
  const rp = relyingParty(rt.config);
  const existing = await rt.db
    .select({ id: passkeys.id, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, user.id));
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userID: userHandleOf(user.id),
    userDisplayName: user.fullName,
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: transportsOf(p.transports) })),
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
    supportedAlgorithmIDs: ALGORITHMS,
  });
  await keepChallenge(rt, options.challenge, 'register', user.id);
  return ok(options);
}

const transportsOf = (stored: string) => (stored ? stored.split(',') : []) as never[];

/**
 * Checks the browser's answer against a challenge this member was given (each once, for a few minutes), this site
 * and a verified user, then stores the passkey under its name (or the device's, from its User-Agent).
 */
export async function registerPasskey(
  rt: PasskeyRuntime,
  user: SessionUser,
  { response, name }: PasskeyRegistration,
  userAgent: string | undefined,
): Promise<Result<PasskeyJson, 'passkey_not_verified' | 'passkey_exists' | 'passkey_needs_second_factor'>> {
  if (!(await mayAddPasskey(rt, user))) return fail('passkey_needs_second_factor');
  const rp = relyingParty(rt.config);
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: (challenge) => takeChallenge(rt, challenge, 'register', user.id),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      supportedAlgorithmIDs: ALGORITHMS,
    });
  } catch (err) {
    // The library refuses with an error that says why (another origin, a used challenge): for the log, not the member.
    rt.log.info({ event: 'passkey.refused', userId: user.id, why: (err as Error).message }, 'passkey not registered');
    return fail('passkey_not_verified');
  }
  if (!verified.verified) return fail('passkey_not_verified');
  const { credential } = verified.registrationInfo;
  const [stored] = await rt.db
    .insert(passkeys)
    .values({
      id: credential.id,
      userId: user.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: (credential.transports ?? []).join(','),
      name: name || deviceName(userAgent),
      createdAt: rt.clock.now(),
    })
    .onConflictDoNothing()
    .returning(listed);
  if (!stored) return fail('passkey_exists');
  logEvent(rt.log, 'passkey.added', { userId: user.id });
  return ok(toPasskeyJson(stored));
}

/** The member's passkeys, newest first. */
export async function listPasskeys(rt: Pick<Runtime, 'db'>, userId: number): Promise<PasskeyJson[]> {
  const rows = await rt.db
    .select(listed)
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(desc(passkeys.createdAt), passkeys.id);
  return rows.map(toPasskeyJson);
}

/** Renames one of the member's passkeys; another member's is not found. */
export async function renamePasskey(
  rt: Pick<Runtime, 'db'>,
  userId: number,
  id: string,
  name: string,
): Promise<Result<PasskeyJson, 'not_found'>> {
  const [row] = await rt.db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning(listed);
  return row ? ok(toPasskeyJson(row)) : fail('not_found');
}

/** Removes one of the member's passkeys: it signs no one in from now on. Another member's is not found. */
export async function removePasskey(
  rt: Pick<Runtime, 'db' | 'log'>,
  userId: number,
  id: string,
): Promise<Result<null, 'not_found'>> {
  const removed = await rt.db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  if (removed.length === 0) return fail('not_found');
  logEvent(rt.log, 'passkey.removed', { userId });
  return ok(null);
}
