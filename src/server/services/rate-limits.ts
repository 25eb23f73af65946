import { isIPv6 } from 'node:net';
import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Runtime } from '../runtime';
import { rateLimits } from '../db/schema';
import { logEvent } from '../log';

type LimitRuntime = Pick<Runtime, 'db' | 'clock' | 'log'>;

export interface Limit {
  limit: number;
  windowSeconds: number;
}

const HOUR = 3600;
const QUARTER_HOUR = 15 * 60;

/**
 * Every rate limit of the app, in one table: how many hits a key may take in its window. Per address (`…ByAddress`),
 * per member, or per email address.
 */
export const LIMITS = {
  registerByAddress: { limit: 10, windowSeconds: HOUR },
  resetByAddress: { limit: 20, windowSeconds: HOUR },
  passwordChangeByAddress: { limit: 20, windowSeconds: HOUR },
  post: { limit: 30, windowSeconds: HOUR },
  comment: { limit: 120, windowSeconds: HOUR },
  /** Edits and deletions of a member's own posts and comments (each one rebuilds every kept feed page). */
  ownContentChanges: { limit: 120, windowSeconds: HOUR },
  report: { limit: 20, windowSeconds: HOUR },
  support: { limit: 5, windowSeconds: HOUR },
  /** Pictures a member sends (profile and weekly together), counted whether or not they are kept. */
  pictures: { limit: 20, windowSeconds: 10 * 60 },
  /** Mails sign-up sends one address (a welcome, or a notice that it is taken). */
  signUpMails: { limit: 3, windowSeconds: HOUR },
  /** Reset links one address is sent; past it the request is answered alike and nothing is sent. */
  resetMails: { limit: 5, windowSeconds: HOUR },
  /** Wrong passwords on the deletion form: it must not become a password oracle. */
  deletionPasswordTries: { limit: 5, windowSeconds: QUARTER_HOUR },
  /** Wrong passwords or codes when turning two-step sign-in off: no oracle for either at a signed-in session. */
  twoFactorDisableTries: { limit: 5, windowSeconds: QUARTER_HOUR },
  /** Failed sign-ins (see sign-in-throttle.ts; ASVS 2.2.1 for the per-account ceiling). */
  signInPerAccountAndAddress: { limit: 10, windowSeconds: QUARTER_HOUR },
  signInPerAddress: { limit: 50, windowSeconds: QUARTER_HOUR },
  signInPerAccount: { limit: 100, windowSeconds: HOUR },
  /**
   * Failed sign-ins from a browser with the account's device cookie (auth/device-cookie.ts): they count here instead
   * of per account. Twice the per-(account, address) limit: the owner's typos from two places in an hour, while a
   * stolen cookie adds little to a guesser's 100.
   */
  signInPerDevice: { limit: 20, windowSeconds: HOUR },
  /** Passkey sign-in challenges one address asks for (each is a row kept for a few minutes). */
  passkeyChallengesByAddress: { limit: 60, windowSeconds: QUARTER_HOUR },
  /** Passkeys a member starts registering. */
  passkeyRegistrations: { limit: 20, windowSeconds: HOUR },
  /**
   * Members' health details one staff member opens (each logged and mailed): a day's emergencies are a handful; a
   * script reading everyone's is stopped.
   */
  healthAccessReads: { limit: 30, windowSeconds: HOUR },
  /** Wrong second-factor codes for one account, from wherever they come (after its right password). */
  secondFactorGuesses: { limit: 10, windowSeconds: QUARTER_HOUR },
  /**
   * Messages one account writes in coaching conversations (a member in theirs, a staff member in any member's), and
   * separately the answers a staff member writes to weeks: each may mail a member. A busy coach's hour of answers
   * fits; a script (or a page posting twice) filling threads and members' mailboxes is stopped.
   */
  messages: { limit: 60, windowSeconds: HOUR },
} as const satisfies Record<string, Limit>;

/**
 * Counts one hit against `key` in a fixed window kept in the database (shared by every app node). Returns null while
 * the hits stay within the limit, else the seconds until the window ends (for Retry-After). `logFields`, asked only
 * when the limit is hit, adds to the log line (the sign-in limits name the account's id there).
 */
export async function countHit(
  rt: LimitRuntime,
  key: string,
  { limit, windowSeconds }: Limit,
  logFields?: () => Promise<Record<string, unknown>>,
): Promise<number | null> {
  // Keys carry client text (an email from a URL); PostgreSQL text cannot hold NUL.
  key = cleanKey(key);
  const now = rt.clock.now();
  const windowEnd = new Date(now.getTime() + windowSeconds * 1000);
  // One statement: start a new window when the old one ended, otherwise count up.
  const [row] = await rt.db
    .insert(rateLimits)
    .values({ key, count: 1, windowEndsAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowEndsAt} <= ${now.toISOString()}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
        windowEndsAt: sql`case when ${rateLimits.windowEndsAt} <= ${now.toISOString()}::timestamptz then ${windowEnd.toISOString()}::timestamptz else ${rateLimits.windowEndsAt} end`,
      },
    })
    .returning({ count: rateLimits.count, windowEndsAt: rateLimits.windowEndsAt });
  if (!row || row.count <= limit) return null;
  const retryAfter = Math.max(1, Math.ceil((row.windowEndsAt.getTime() - now.getTime()) / 1000));
  // The bucket's kind ('login:ip', 'post:user'), never the email or address it is keyed by.
  logEvent(rt.log, 'rate_limit.hit', {
    limit: key.split(':').slice(0, 2).join(':'),
    retryAfter,
    ...(await logFields?.()),
  });
  return retryAfter;
}

/** Takes back one hit counted in the current window (an attempt that turned out not to count). */
export async function refundHit(rt: Pick<Runtime, 'db' | 'clock'>, key: string): Promise<void> {
  await rt.db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, cleanKey(key)), gt(rateLimits.windowEndsAt, rt.clock.now())));
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: PostgreSQL text cannot hold NUL, so keys drop it
const cleanKey = (key: string) => key.replace(/\u0000/g, '');

/**
 * The address a per-address limit counts. An IPv6 client usually holds a whole /64 and can pick any address in it,
 * so its /64 is one address; IPv4 addresses count one by one.
 */
export function addressBucket(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * Forgets the counters that name an email: once its owner proved they hold the address (a password reset) or left
 * (account deletion), someone else's failures must not hold them back, nor the address stay on file.
 */
export async function forgetEmailCounters(db: Db, email: string): Promise<void> {
  const suffix = `:email:${email}`;
  const pairPrefix = `login:email-ip:${email}|`;
  await db
    .delete(rateLimits)
    .where(
      or(
        sql`right(${rateLimits.key}, ${suffix.length}) = ${suffix}`,
        sql`left(${rateLimits.key}, ${pairPrefix.length}) = ${pairPrefix}`,
      ),
    );
}

/**
 * Whether `key` has already taken `limit` hits in its current window, without counting one: the seconds until the
 * window ends (for Retry-After), or null. Lets a request be refused before its body is read.
 */
export async function limitReached(
  rt: Pick<Runtime, 'db' | 'clock'>,
  key: string,
  { limit }: Limit,
): Promise<number | null> {
  const now = rt.clock.now();
  const [row] = await rt.db
    .select({ count: rateLimits.count, windowEndsAt: rateLimits.windowEndsAt })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, cleanKey(key)), gt(rateLimits.windowEndsAt, now)));
  if (!row || row.count < limit) return null;
  return Math.max(1, Math.ceil((row.windowEndsAt.getTime() - now.getTime()) / 1000));
}
