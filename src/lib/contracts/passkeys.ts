import * as z from 'zod/mini';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
import { REQUIRED, failure, requiredText, schema, tooLong, type FailureTable } from './common';
import { PASSKEY_NAME_MAX } from './privacy-limits';

/**
 * Passkeys (issue 28): registering, naming and removing them in account settings, and signing in with one. The
 * ceremony's options and answers are WebAuthn's JSON (as @simplewebauthn writes them); the server checks them.
 */

/**
 * What the browser answers a ceremony with (`T`: registration or sign-in): only its outline is checked here (the
 * WebAuthn library checks the rest and refuses what it cannot read).
 */
const ceremonyAnswer = <T>() =>
  z.pipe(
    z.looseObject({
      id: z.string(REQUIRED),
      rawId: z.string(REQUIRED),
      type: z.literal('public-key', REQUIRED),
      response: z.looseObject({ clientDataJSON: z.string(REQUIRED) }),
      clientExtensionResults: z.optional(z.record(z.string(), z.unknown())),
    }),
    z.transform((r) => r as unknown as T),
  );

/** A passkey's name: what the member typed, trimmed, 1..PASSKEY_NAME_MAX characters. */
export const passkeyNameSchema = schema(() => z.object({ name: requiredText(PASSKEY_NAME_MAX) }));
export type PasskeyName = z.output<typeof passkeyNameSchema>;

/** POST user/passkeys/register/verify/: the browser's answer, and the name (the device's when none is given). */
export const passkeyRegistrationSchema = schema(() =>
  z.object({
    response: ceremonyAnswer<RegistrationResponseJSON>(),
    name: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(PASSKEY_NAME_MAX, tooLong(PASSKEY_NAME_MAX))))),
  }),
);
export type PasskeyRegistration = z.output<typeof passkeyRegistrationSchema>;

/** POST user/passkeys/sign-in/verify/: the browser's answer to the sign-in challenge. */
export const passkeySignInSchema = schema(() => z.object({ response: ceremonyAnswer<AuthenticationResponseJSON>() }));
export type PasskeySignIn = z.output<typeof passkeySignInSchema>;

/** A credential id as the API's paths carry it (base64url, as WebAuthn gives it; authenticators keep it short). */
export const PASSKEY_ID = /^[A-Za-z0-9_-]{1,1366}$/;

/** A member's passkey as account settings lists it (never its key). */
export interface PasskeyJson {
  id: string;
  name: string;
  created_at: string;
  /** When it last signed the member in, or null. */
  last_used_at: string | null;
}

export const toPasskeyJson = (row: {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}): PasskeyJson => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

/** Why a passkey request can fail, beyond the common failures (an unknown passkey on sign-in is bad_credentials). */
export const passkeysFailures = {
  /** A registration whose answer does not check out: a used or expired challenge, another site, no verification. */
  passkey_not_verified: failure(400, 'passkeys.notVerified', 'The passkey could not be verified. Please try again.'),
  /** The authenticator's credential is already registered (to this member or another). */
  passkey_exists: failure(409, 'passkeys.exists', 'This passkey is already registered.'),
  /**
   * A session proved by a password alone, for an account a password alone must not open (two-step sign-in is on,
   * or staff while REQUIRE_STAFF_2FA): a passkey added there would open it without the second factor.
   */
  passkey_needs_second_factor: failure(
    403,
    'passkeys.needsSecondFactor',
    'Sign in with your two-step code or a passkey before adding a passkey.',
  ),
} as const satisfies FailureTable;
