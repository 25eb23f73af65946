import type { Context, MiddlewareHandler } from 'hono';
import type { Runtime } from '../runtime';
import type { SessionUser } from '../services/accounts';
import { userFromAccessToken } from '../services/sessions';
import { HttpError, forbidden } from './errors';

export type AppEnv = {
  Variables: {
    rt: Runtime;
    user: SessionUser;
  };
};

const bearer = (header: string | undefined): string | null => {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match ? match[1]! : null;
};

/** Signed-in members only: a valid, unrevoked access token of an active member. */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = bearer(c.req.header('authorization'));
  if (!token) throw new HttpError(401, { detail: 'Authentication credentials were not provided.', code: 'not_authenticated' });
  const user = await userFromAccessToken(c.var.rt, token);
  if (!user) throw new HttpError(401, { detail: 'Given token not valid for any token type', code: 'token_not_valid' });
  c.set('user', user);
  await next();
};

/** Paying members only (after requireUser). */
export const requirePaid: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.var.user.hasPaid) throw forbidden('This feature is for paying members.');
  await next();
};

/** Staff only (after requireUser). */
export const requireStaff: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.var.user.isStaff) throw forbidden();
  await next();
};

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * The client's address for per-IP rate limits: the socket's, or the first X-Forwarded-For hop when TRUST_PROXY is
 * set (only a proxy of ours makes that header believable). Null when unknown (in-process calls) or loopback (this
 * machine: tests, or a local proxy that does not forward the address): one shared bucket would let a single client
 * lock everybody out, and the per-email limits still apply.
 */
export function clientIp(c: Context<AppEnv>): string | null {
  const forwarded = c.var.rt.config.trustProxy ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
  const socket = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress;
  const ip = forwarded || socket;
  return ip && !LOOPBACK.test(ip) ? ip : null;
}
