import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Config } from '../config';
import { isHttps } from '../http/security-headers';

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser where an account's
 * owner signed in, or opened a reset link, carries a signed cookie for that account. Its sign-in failures count
 * against the cookie alone (sign-in-throttle.ts), so a guesser elsewhere who fills the per-account ceiling does not
 * lock the owner's browser out.
 *
 * One cookie per account, named by a tag of the account's email, so a shared browser keeps each member's own.
 * Value: `<issued, seconds>.<nonce>.<mac>`, the MAC (HMAC-SHA256, a sub-key of SECRET_KEY) covering the account's
 * tag, the issue time and the nonce. Only sent to the sign-in path; HttpOnly, SameSite=Strict, Secure over https.
 */

/** The sign-in path: the cookie goes there only (the browser also sends it to token/refresh, which ignores it). */
export const DEVICE_COOKIE_PATH = '/api/v1/user/token';
/** A device cookie is trusted this long after it was issued (the browser keeps it as long). */
export const DEVICE_COOKIE_DAYS = 365;
const LIFETIME_SECONDS = DEVICE_COOKIE_DAYS * 86_400;
/** A cookie issued up to this far "in the future" (clocks of several app nodes) is still taken. */
const CLOCK_SKEW_SECONDS = 300;

const VALUE = /^(\d{1,12})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

const keys = new Map<string, Buffer>();

/** The device cookies' key: HMAC of a fixed label under the secret, so it is no other signature's key. */
function deviceKey(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createHmac('sha256', secret).update('fitgroup device cookie v1').digest()));
  return key;
}

/** The account's tag: a keyed hash of its lower-case email (no email in the browser's jar, nor in the name). */
function accountTag(key: Buffer, email: string): string {
  return createHmac('sha256', key).update(`account:${email.toLowerCase()}`).digest('hex');
}

const mac = (key: Buffer, tag: string, issued: string, nonce: string): Buffer =>
  createHmac('sha256', key).update(`${tag}.${issued}.${nonce}`).digest();

/** The cookie's name for an account: `device_` and 16 characters of its tag. */
export function deviceCookieName(secret: string, email: string): string {
  return `device_${accountTag(deviceKey(secret), email).slice(0, 16)}`;
}

/** A new cookie value for the account behind `email`. */
export function signDeviceCookie(secret: string, email: string, now: Date): string {
  const key = deviceKey(secret);
  const issued = String(Math.floor(now.getTime() / 1000));
  const nonce = randomBytes(16).toString('base64url');
  return `${issued}.${nonce}.${mac(key, accountTag(key, email), issued, nonce).toString('base64url')}`;
}

/**
 * The nonce of a device cookie `value` issued for the account behind `email` and not expired, else null (none,
 * forged, expired, or another account's).
 */
export function verifyDeviceCookie(secret: string, email: string, value: string | undefined, now: Date): string | null {
  const match = value?.match(VALUE);
  if (!match) return null;
  const [, issued, nonce, presented] = match as unknown as [string, string, string, string];
  const key = deviceKey(secret);
  const expected = mac(key, accountTag(key, email), issued, nonce);
  const given = Buffer.from(presented, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const age = Math.floor(now.getTime() / 1000) - Number(issued);
  return age >= -CLOCK_SKEW_SECONDS && age < LIFETIME_SECONDS ? nonce : null;
}

/**
 * Whether the request reached us over https, as security-headers.ts decides it (a TLS socket, or X-Forwarded-Proto
 * behind a trusted proxy), or the site's public address is https.
 */
function overHttps(c: Context, config: Pick<Config, 'publicUrl' | 'trustProxy'>): boolean {
  if (/^https:/i.test(config.publicUrl)) return true;
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const req =
    incoming ??
    ({ socket: {}, headers: { 'x-forwarded-proto': c.req.header('x-forwarded-proto') } } as unknown as IncomingMessage);
  return isHttps(req, config.trustProxy);
}

/** The nonce of the request's valid device cookie for the account behind `email`, or null. */
export function deviceCookieOf(c: Context, secret: string, email: string, now: Date): string | null {
  return verifyDeviceCookie(secret, email, getCookie(c, deviceCookieName(secret, email)), now);
}

/** Sets a fresh device cookie for the account behind `email` on the response. */
export function issueDeviceCookie(
  c: Context,
  config: Pick<Config, 'secretKey' | 'publicUrl' | 'trustProxy'>,
  email: string,
  now: Date,
): void {
  setCookie(c, deviceCookieName(config.secretKey, email), signDeviceCookie(config.secretKey, email, now), {
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'Strict',
    secure: overHttps(c, config),
    maxAge: LIFETIME_SECONDS,
  });
}
