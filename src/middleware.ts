import { defineMiddleware } from 'astro:middleware';
import { getRuntime } from './server/runtime';
import { userFromAccessToken, userFromRefreshToken } from './server/services/access-tokens';
import { accessFor, isSignInPage, membershipPathFrom } from './lib/routes';
import { landingAfterSignIn, NEXT_PARAM, signInPath } from './lib/next';
import { ACCESS_COOKIE, REFRESH_COOKIE } from './lib/tokens';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_DETAIL } from './server/db/availability';
import { noteUnavailable } from './server/db/outages';
import { installSyncDigest } from './server/http/sync-digest';
import { RenderedPages, responseOf, SHELL_ONLY_PAGES, shellPageKey } from './server/http/shell-pages';
import { BASE_LOCALE, LANGUAGE_COOKIE, requestLocale } from './lib/i18n/locales';
import { withLocale } from './server/i18n';
import { homeLocaleOf, homePathOf } from './server/http/home-page';
import { withUnits } from './server/units';
import { compressResponse } from './server/http/compression';
import { chosenUnits } from './server/services/units';
import { unitsOf } from './lib/units';

// Astro hashes each page's stylesheets with crypto.subtle.digest on every render: see sync-digest.ts.
installSyncDigest();

/** Rendered shell-only pages (shell-pages.ts), for this copy of the module. */
const renderedPages = new RenderedPages();

const UNAVAILABLE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Temporarily unavailable</title></head>
<body><main><h1>Temporarily unavailable</h1><p>${UNAVAILABLE_DETAIL}</p></main></body></html>
`;

/**
 * Resolves the member from the access cookie (or, when it has expired, the still-valid refresh cookie)
 * and sends visitors away before render: signed out to /login/?next=<where they were going>, unpaid to /membership
 * (which says why), non-staff to /profile, and a signed-in member away from /login/ and /register/ (to ?next= or
 * /profile).
 */
export const onRequest = defineMiddleware((ctx, next): Promise<Response> => {
  ctx.locals.user = null;
  // The page renders in this language from its first byte; islands rendered on the server read it too (server/i18n.ts).
  // A prerendered home is in the language of its path, and `/` (built without a request) in English; `astro dev`
  // renders it per request, in the visitor's language (see the rewrite below).
  const locale =
    homeLocaleOf(ctx.url.pathname) ??
    (ctx.isPrerendered && !import.meta.env.DEV
      ? BASE_LOCALE
      : requestLocale(ctx.cookies.get(LANGUAGE_COOKIE)?.value, ctx.request.headers.get('accept-language')));
  ctx.locals.locale = locale;
  // `astro dev` answers / itself (the built server picks the home's file before Astro: server/http/home-page.ts).
  if (import.meta.env.DEV && ctx.url.pathname === '/' && homePathOf(locale) !== '/')
    return ctx.rewrite(homePathOf(locale));
  const rendered: Promise<Response> = withLocale(locale, () => guardAndRender(ctx, next));
  // The built server's pages leave compressed (server/http/compression.ts); prerendered files are precompressed.
  return ctx.isPrerendered || import.meta.env.DEV
    ? rendered
    : rendered.then((response) => compressResponse(ctx.request, response));
});

async function guardAndRender(
  ctx: Parameters<Parameters<typeof defineMiddleware>[0]>[0],
  next: () => Promise<Response>,
): Promise<Response> {
  if (ctx.isPrerendered) return next();

  const rt = await getRuntime();
  const access = ctx.cookies.get(ACCESS_COOKIE)?.value;
  const refresh = ctx.cookies.get(REFRESH_COOKIE)?.value;
  let user: Awaited<ReturnType<typeof userFromAccessToken>>;
  try {
    user =
      (access ? await userFromAccessToken(rt, access) : null) ??
      (refresh ? await userFromRefreshToken(rt, refresh) : null);
  } catch (err) {
    if (!isDatabaseUnavailable(err)) throw err;
    // The database is down or not answering: a short page the visitor can retry, logged once per outage.
    noteUnavailable(rt, err);
    return new Response(UNAVAILABLE_PAGE, {
      status: 503,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Retry-After': String(RETRY_AFTER_SECONDS),
        'Cache-Control': 'no-store',
      },
    });
  }
  if (user) {
    ctx.locals.user = {
      id: user.id,
      email: user.email,
      fullName: user.fullName,
      isStaff: user.isStaff,
      hasPaid: user.hasPaid,
      twoFactor: user.twoFactor,
    };
  }

  const rule = accessFor(ctx.url.pathname);
  if (rule !== 'public' && !user) return ctx.redirect(signInPath(ctx.url.pathname + ctx.url.search), 302);
  if (user && isSignInPage(ctx.url.pathname))
    return ctx.redirect(landingAfterSignIn(ctx.url.searchParams.get(NEXT_PARAM)), 302);
  if (rule === 'paid' && !user!.hasPaid) return ctx.redirect(membershipPathFrom(ctx.url.pathname), 302);
  if (rule === 'staff' && !user!.isStaff) return ctx.redirect('/profile', 302);
  // A page rendered from the member's shell alone is sent again as rendered (shell-pages.ts), once the guards passed.
  // The units the member reads numbers in (issue 26): the page says them (AppLayout) and its islands render in them.
  const units = unitsOf(user ? await chosenUnits(rt.db, user.id) : null, ctx.locals.locale);
  ctx.locals.units = units;
  const shellKey =
    ctx.request.method === 'GET' && SHELL_ONLY_PAGES.has(ctx.url.pathname) && !ctx.url.search
      ? shellPageKey(ctx.url.pathname, ctx.locals.user, `${ctx.locals.locale} ${units}`)
      : null;
  const kept = shellKey === null ? undefined : renderedPages.get(shellKey);
  let response = kept ? responseOf(kept) : await withUnits(units, next);
  if (shellKey !== null && !kept) response = await renderedPages.keep(shellKey, response);
  // Member pages carry personal data: never let a shared cache keep them.
  if (rule !== 'public') response.headers.set('Cache-Control', 'private, no-store');
  // The language comes from a cookie or Accept-Language: a shared cache keeps one copy per language.
  response.headers.append('Vary', 'Accept-Language, Cookie');
  return response;
}
