import type { Runtime } from '../runtime';
import { HttpError } from '../http/errors';
import { hitLimit, refundHit, type Limit } from './rate-limits';

/**
 * Sign-in throttling that an attacker cannot turn against a member. Failures count per (account, address) and per
 * address, never per account alone: someone guessing a member's password from elsewhere never locks the member
 * out of their own address. A slow ceiling per account (ASVS 2.2.1: at most 100 failures an hour) stops a guesser
 * spread over many addresses, and says so instead of locking silently.
 */
export const SIGN_IN_LIMITS = {
  perAccountAndAddress: { limit: 10, windowSeconds: 15 * 60 },
  perAddress: { limit: 50, windowSeconds: 15 * 60 },
  perAccount: {
    limit: 100,
    windowSeconds: 60 * 60,
    refusal: (seconds: number) =>
      new HttpError(
        429,
        {
          detail: `Too many failed sign-in attempts for this account. Please try again in ${Math.ceil(seconds / 60)} minutes, or reset your password.`,
          code: 'account_throttled',
        },
        { 'Retry-After': String(seconds) },
      ),
  },
} satisfies Record<string, Limit>;

/**
 * Counts an attempt before the password is checked (so parallel guesses cannot slip past the limit); a successful
 * attempt is refunded, so only failures count. Throws 429 when a limit is already reached.
 */
export async function countSignInAttempt(rt: Pick<Runtime, 'db' | 'clock' | 'log'>, email: string, ip: string | null) {
  const keys: Array<[string, Limit]> = [[`login:email-ip:${email}|${ip ?? 'local'}`, SIGN_IN_LIMITS.perAccountAndAddress]];
  if (ip) keys.push([`login:ip:${ip}`, SIGN_IN_LIMITS.perAddress]);
  keys.push([`login:email:${email}`, SIGN_IN_LIMITS.perAccount]);
  const counted: string[] = [];
  try {
    for (const [key, limit] of keys) {
      counted.push(key);
      await hitLimit(rt, key, limit);
    }
  } catch (err) {
    // A refused attempt is not a guess: it checks no password, so it leaves the other buckets as they were.
    for (const key of counted.slice(0, -1)) await refundHit(rt, key);
    throw err;
  }
  return {
    async succeeded() {
      for (const key of counted) await refundHit(rt, key);
    },
  };
}
