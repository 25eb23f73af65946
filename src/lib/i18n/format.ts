import type { Locale } from './locales';

/**
 * Dates, times and numbers in the page's language, through Intl (one formatter per locale and style, kept: they
 * are costly to build). Islands get the locale from `useLocale()`, the server from the request.
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d ${locale} ${JSON.stringify(options)}`;
  let f = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat(locale, options)));
  return f;
}

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n ${locale} ${JSON.stringify(options)}`;
  let f = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!f) formatters.set(key, (f = new Intl.NumberFormat(locale, options)));
  return f;
}

const toDate = (value: Date | string | number): Date => (value instanceof Date ? value : new Date(value));

/** "23 November 2026" / "November 23, 2026" / "23. November 2026". */
export const formatLongDate = (locale: Locale, value: Date | string | number, timeZone?: string): string =>
  dateFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', ...(timeZone ? { timeZone } : {}) }).format(
    toDate(value),
  );

/** "Nov 23, 2026" and its equivalents. */
export const formatShortDate = (locale: Locale, value: Date | string | number, timeZone?: string): string =>
  dateFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', ...(timeZone ? { timeZone } : {}) }).format(
    toDate(value),
  );

/** A date with its time: "Nov 23, 2026, 2:05 PM" / "23 nov. 2026, 14:05". */
export const formatDateTime = (locale: Locale, value: Date | string | number): string =>
  dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(toDate(value));

/** A calendar day stored as YYYY-MM-DD, shown as a long date (read as UTC so no time zone moves it a day). */
export const formatCalendarDay = (locale: Locale, isoDay: string): string => {
  const date = new Date(`${isoDay}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : formatLongDate(locale, date, 'UTC');
};

/** A number with the locale's separators ("1,234.5" / "1 234,5" / "1.234,5"). */
export const formatNumber = (locale: Locale, value: number, options: Intl.NumberFormatOptions = {}): string =>
  numberFormat(locale, options).format(value);
