/** The interface's languages: English is the spec's text, French and German are translations of it. */
export const LOCALES = ['en', 'fr', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const BASE_LOCALE: Locale = 'en';

/** The cookie that keeps a visitor's choice (read by the middleware and the API; a year, like the footer says). */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Each language by its own name, as the footer's menu offers it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', fr: 'Français', de: 'Deutsch' };

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * The best of our languages for an Accept-Language header (RFC 9110 §12.5.4): highest q first, ties by order;
 * "de-CH" matches "de"; a q of 0 refuses. English when nothing matches.
 */
export function negotiateLocale(header: string | null | undefined): Locale {
  if (!header) return BASE_LOCALE;
  const ranges = header
    .split(',')
    .slice(0, 32)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((r) => r.tag && r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranges) {
    const primary = tag.split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return BASE_LOCALE;
}

/** The request's language: the stored choice when there is one, otherwise the browser's Accept-Language. */
export function requestLocale(cookie: string | null | undefined, acceptLanguage: string | null | undefined): Locale {
  return isLocale(cookie) ? cookie : negotiateLocale(acceptLanguage);
}
