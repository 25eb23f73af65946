import type { MiddlewareHandler } from 'hono';
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

/** The client's IP as seen by this node; behind a proxy the first X-Forwarded-For hop. */
export function clientIp(c: { req: { header(name: string): string | undefined } }, fallback = 'unknown'): string {
  return c.req.header('x-forwarded-for')?.split(',')[0]?.trim() || c.req.header('x-real-ip') || fallback;
}
