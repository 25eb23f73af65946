import { eq } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import { users } from '../db/schema';
import { fail, ok, type Result } from '../result';
import { LIMITS, addressBucket, countHit, refundHit, type Limit } from './rate-limits';
import { accountThrottledMessage } from '../../lib/contracts/accounts';

/**
 * Sign-in throttling that an attacker cannot turn against a member. Failures count per (account, address) and per
 * address: someone guessing a member's password from elsewhere never locks the member out of their own address. A
 * slow ceiling per account (ASVS 2.2.1: at most 100 failures an hour) stops a guesser spread over many addresses,
 * and says so instead of locking silently. It holds back only browsers without the account's device cookie
 * (auth/device-cookie.ts, OWASP's device cookies): one with it counts its failures against that cookie alone, so the
 * owner's own browser still signs in while strangers fill the ceiling.
 */
export interface SignInAttempt {
  /** The password was right: the attempt is taken back from every bucket. */
  succeeded(): Promise<void>;
}

/**
 * Counts an attempt before the password is checked (so parallel guesses cannot slip past the limit); a successful
 * attempt is refunded, so only failures count. Refused while a limit is reached: per account, with its own message.
 * `device` is the nonce of the request's valid device cookie for this account, or null.
 */
export async function countSignInAttempt(
  rt: Pick<Runtime, 'db' | 'clock' | 'log'>,
  email: string,
  ip: string | null,
  device: string | null = null,
): Promise<Result<SignInAttempt, 'rate_limited' | 'account_throttled'>> {
  // Without a known address (loopback, a proxy not declared in TRUST_PROXY) there is no per-address bucket: one
  // shared bucket would let anyone lock everyone out. The per-account ceiling (or the device's) still holds.
  const buckets: Array<[string, Limit, 'rate_limited' | 'account_throttled', boolean]> = [];
  if (ip) {
    const address = addressBucket(ip);
    buckets.push([`login:email-ip:${email}|${address}`, LIMITS.signInPerAccountAndAddress, 'rate_limited', true]);
    buckets.push([`login:ip:${address}`, LIMITS.signInPerAddress, 'rate_limited', false]);
  }
  if (device) buckets.push([`login:device:${device}`, LIMITS.signInPerDevice, 'rate_limited', true]);
  else buckets.push([`login:email:${email}`, LIMITS.signInPerAccount, 'account_throttled', true]);
  // A refusal of a limit that names an account is logged with the account's id (never its email).
  const accountId = async () => {
    const [row] = await rt.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return { userId: row?.id ?? null };
  };
  const counted: string[] = [];
  for (const [key, limit, reason, namesAccount] of buckets) {
    const retryAfter = await countHit(rt, key, limit, namesAccount ? accountId : undefined);
    if (retryAfter !== null) {
      // A refused attempt is not a guess: it checks no password, so it leaves the other buckets as they were.
      for (const earlier of counted) await refundHit(rt, earlier);
      const detail = reason === 'account_throttled' ? accountThrottledMessage(retryAfter) : undefined;
      return fail(reason, { retryAfter, ...(detail ? { detail } : {}) });
    }
    counted.push(key);
  }
  return ok({
    async succeeded() {
      for (const key of counted) await refundHit(rt, key);
    },
  });
}
