import { defineMiddleware } from 'astro:middleware';
import { getRuntime } from './server/runtime';
import { userFromAccessToken, userFromRefreshToken } from './server/services/sessions';
import { accessFor } from './lib/routes';
import { ACCESS_COOKIE, REFRESH_COOKIE } from './lib/tokens';

/**
 * Resolves the member from the access cookie (or, when it has expired, the still-valid refresh cookie)
 * and sends visitors away before render: signed out to /login/, unpaid or non-staff to /profile.
 */
export const onRequest = defineMiddleware(async (ctx, next) => {
  ctx.locals.user = null;
  if (ctx.isPrerendered) return next();

  const rt = await getRuntime();
  const access = ctx.cookies.get(ACCESS_COOKIE)?.value;
  const refresh = ctx.cookies.get(REFRESH_COOKIE)?.value;
  const user =
    (access ? await userFromAccessToken(rt, access) : null) ?? (refresh ? await userFromRefreshToken(rt, refresh) : null);
  if (user) {
    ctx.locals.user = { id: user.id, email: user.email, fullName: user.fullName, isStaff: user.isStaff, hasPaid: user.hasPaid };
  }

  const rule = accessFor(ctx.url.pathname);
  if (rule !== 'public' && !user) return ctx.redirect('/login/', 302);
  if (rule === 'paid' && !user!.hasPaid) return ctx.redirect('/profile', 302);
  if (rule === 'staff' && !user!.isStaff) return ctx.redirect('/profile', 302);
  const response = await next();
  // Member pages carry personal data: never let a shared cache keep them.
  if (rule !== 'public') response.headers.set('Cache-Control', 'private, no-store');
  return response;
});
