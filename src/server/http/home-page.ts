import type { IncomingMessage, ServerResponse } from 'node:http';
import { BASE_LOCALE, LANGUAGE_COOKIE, requestLocale, type Locale } from '../../lib/i18n/locales';

/**
 * The home page is prerendered once per language: English at `/`, the others at `/home/<locale>/`
 * (src/pages/home/[locale].astro). A visit to `/` is answered with the visitor's language's file, chosen like any
 * page's language (the `lang` cookie, else Accept-Language), so the home stays a static file in every language.
 */
export const homePathOf = (locale: Locale): string => (locale === BASE_LOCALE ? '/' : `/home/${locale}/`);

/** The language of a prerendered home path (`/home/de/` → de), or null for any other path. */
export function homeLocaleOf(pathname: string): Locale | null {
  const match = /^\/home\/(fr|de)\/?$/.exec(pathname);
  return match ? (match[1] as Locale) : null;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * Points a GET or HEAD of `/` at the visitor's language's home before anything reads the URL (security headers,
 * static files, the access log), and says that the answer depends on the cookie and Accept-Language.
 */
export function routeHome(req: IncomingMessage, res: ServerResponse): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') return;
  const [pathname, query] = (req.url ?? '/').split('?') as [string, string | undefined];
  if (pathname !== '/') return;
  res.setHeader('Vary', 'Cookie, Accept-Language');
  const locale = requestLocale(cookieValue(req.headers.cookie, LANGUAGE_COOKIE), req.headers['accept-language']);
  if (locale !== BASE_LOCALE) req.url = homePathOf(locale) + (query === undefined ? '' : `?${query}`);
}
