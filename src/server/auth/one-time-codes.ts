import { createHmac, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { derivedKey } from './secret-box';

/**
 * The codes of a TOTP second factor (RFC 6238: SHA-1, 6 digits, 30 seconds, what every authenticator app reads)
 * and its recovery codes.
 */

const PERIOD_SECONDS = 30;
/** A code of the step before or after counts too: phone clocks drift, and a code typed at a step's end. */
const WINDOW = 1;

/** A new random secret, base32 (160 bits, RFC 4226's recommended length). */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

const totpOf = (secret: string, issuer = '', label = '') =>
  new TOTP({ issuer, label, secret: Secret.fromBase32(secret), period: PERIOD_SECONDS, digits: 6 });

/** The otpauth:// URL an authenticator app scans: the site's name as issuer, the member's email as label. */
export const otpauthUrl = (secret: string, issuer: string, label: string): string =>
  totpOf(secret, issuer, label).toString();

/** The time step a code is written for. */
export const totpStep = (at: Date): number => Math.floor(at.getTime() / 1000 / PERIOD_SECONDS);

/** The time step `code` matches at `at` (within a step either side), or null. */
export function matchingStep(secret: string, code: string, at: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: at.getTime(), window: WINDOW });
  return delta === null ? null : totpStep(at) + delta;
}

/** What a member types: a six-digit TOTP code, or else a recovery code (spaces and dashes aside). */
export const isTotpCode = (typed: string): boolean => /^\d{6}$/.test(typed.replace(/\s/g, ''));

/** Letters and digits that cannot be read as one another (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUPS = 3;
const GROUP_LENGTH = 4;

/** A recovery code as shown: "k7pm-x2qa-9rtd" (about 59 random bits). */
export function newRecoveryCode(): string {
  const groups: string[] = [];
  for (let g = 0; g < GROUPS; g++) {
    let group = '';
    for (let i = 0; i < GROUP_LENGTH; i++) group += ALPHABET[randomInt(ALPHABET.length)];
    groups.push(group);
  }
  return groups.join('-');
}

/** A recovery code as typed, in the form it was hashed in: lower case, without spaces or dashes. */
export const normalizeRecoveryCode = (typed: string): string => typed.toLowerCase().replace(/[\s-]/g, '');

/**
 * A recovery code's stored hash: HMAC-SHA256 under a key derived from SECRET_KEY. A slow password hash is for what
 * people choose; these codes are random with about 59 bits each, so a keyed hash is enough, and without the key a
 * copy of the table is not even a list of guesses to try.
 */
export const recoveryCodeHash = (secretKey: string, code: string): string =>
  createHmac('sha256', derivedKey(secretKey, 'recovery codes')).update(normalizeRecoveryCode(code)).digest('base64url');
