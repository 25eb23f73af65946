import { isIP } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import type { Runtime } from '../runtime';
import type { SessionUser } from '../services/accounts';
import { checkAccessToken } from '../services/access-tokens';
import { fail } from '../result';
import { httpErrorOf } from './outcomes';
import { apiMessage } from '../i18n';

export type AppEnv = {
  Variables: {
    rt: Runtime;
    user: SessionUser;
    /** The feed change counter, read with the member by requireUser (GET community/ serves the page kept for it). */
    feedVersion: number;
    /** A picture route's form, read within its budget by pictureForm (picture-form.ts). */
    form: Record<string, unknown>;
    /** The signed-in member's session (requireUser). */
    sessionId: string;
  };
};

const bearer = (header: string | undefined): string | null => {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match ? match[1]! : null;
};

/**
 * A request header. Behind the node server, read from Node's own parsed headers: asking Hono's request for one
 * builds a whole Headers object from the raw ones, on every request. In-process (tests), from the request.
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = (c.env as { incoming?: { headers: Record<string, string | string[] | undefined> } } | undefined)
    ?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * The request's media type alone, lower case (`multipart/form-data; boundary=…` → `multipart/form-data`): the body
 * limit and the body reader decide on it alike, so no parameter can make one see JSON and the other multipart.
 */
export function requestMediaType(c: Context): string {
  return (requestHeader(c, 'content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

/** Signed-in members only: a valid, unrevoked access token of an active member. */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = bearer(requestHeader(c, 'authorization'));
  if (!token) throw httpErrorOf(fail('not_authenticated'));
  const access = await checkAccessToken(c.var.rt, token);
  if (!access) throw httpErrorOf(fail('access_token_not_valid'));
  // A save the offline outbox kept for one member names them: sent with another member's token (another tab signed
  // in meanwhile), it is refused rather than written to the wrong account.
  const owner = requestHeader(c, 'member-id');
  if (owner !== undefined && owner !== String(access.user.id)) throw httpErrorOf(fail('other_member'));
  c.set('user', access.user);
  c.set('feedVersion', access.feedVersion);
  c.set('sessionId', access.sessionId);
  await next();
};

/** Paying members only (after requireUser). */
export const requirePaid: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.var.user.hasPaid) throw httpErrorOf(fail('forbidden', { detail: apiMessage('server.paidOnly') }));
  await next();
};

/** The start-up warning of a server whose staff need no second factor (REQUIRE_STAFF_2FA=false), or null. */
export function staffSecondFactorWarning(config: Runtime['config']): string | null {
  return config.requireStaff2fa
    ? null
    : "REQUIRE_STAFF_2FA is false: staff reach members' data with a password alone. Use it for development only."; // i18n-lint: not interface text (the operator's log)
}

/**
 * Staff only (after requireUser); every admin/* route has it. While REQUIRE_STAFF_2FA is on, only in a session that
 * proved a second factor (a TOTP or recovery code, or a passkey): staff reach members' health data, and a password
 * alone must not be enough for that.
 */
export const requireStaff: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.var.user.isStaff) throw httpErrorOf(fail('forbidden'));
  if (c.var.rt.config.requireStaff2fa && !c.var.user.twoFactor) throw httpErrorOf(fail('second_factor_required'));
  await next();
};

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * The client's address as far as we can tell: with TRUST_PROXY=N (N proxies of ours in front), the Nth
 * X-Forwarded-For entry from the right (the entries to its right were appended by our proxies, everything to its
 * left was written by the client and proves nothing); without a trusted proxy, the socket's address, loopback
 * included. Null in-process (tests). What the security log records.
 */
export function clientAddress(c: Context<AppEnv>): string | null {
  const { config, log } = c.var.rt;
  const socket = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket
    ?.remoteAddress;
  const header = c.req.header('x-forwarded-for');
  if (config.trustProxy === 0 && header && socket && LOOPBACK.test(socket) && !warnedAboutLocalProxy) {
    // A local proxy forwards for clients, but TRUST_PROXY=0 makes them all one unknown address.
    warnedAboutLocalProxy = true;
    log.warn(
      { event: 'config.untrusted_proxy' },
      'A local proxy sends X-Forwarded-For but TRUST_PROXY is 0: set it to the number of proxies in front.',
    );
  }
  const forwarded = config.trustProxy > 0 ? forwardedClient(header, config.trustProxy) : undefined;
  return forwarded || socket || null;
}

/**
 * The client's address for per-IP rate limits: clientAddress, but null when it is loopback (this machine: tests, or
 * a local proxy that does not forward the address): one shared bucket would let a single client lock everybody out;
 * the other limits still apply.
 */
export function clientIp(c: Context<AppEnv>): string | null {
  const ip = clientAddress(c);
  return ip && !LOOPBACK.test(ip) ? ip : null;
}
let warnedAboutLocalProxy = false;

/**
 * The Nth entry from the right; with fewer entries than proxies, the leftmost one (the chain was shorter). An entry
 * that is not an address is no address: the socket's counts instead.
 */
function forwardedClient(header: string | undefined, proxies: number): string | undefined {
  const hops = (header ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  if (hops.length === 0) return undefined;
  const hop = hops[Math.max(0, hops.length - proxies)]!;
  return isIP(hop) ? hop : undefined;
}
