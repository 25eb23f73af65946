import { $locale, formatNumber, serverLocale, type Locale } from '../../lib/i18n';

/**
 * The contract's decimal texts ("31.75", "-0.25") as the page's language writes them. The text is kept digit for
 * digit (a Number would bring float noise or round): only its decimal point becomes the locale's separator.
 */

/** The page's language: the request's on the server, the page's in the browser (plain modules, outside React). */
export const pageLocale = (): Locale => (typeof document === 'undefined' ? serverLocale() : $locale.get());

const DECIMAL = /^-?\d+(\.\d+)?$/;
const MINUS = '\u2212';

const separatorOf = (locale: Locale): string => formatNumber(locale, 1.5).charAt(1);

/** '31,75' from '31.75' in French and German; anything not a plain decimal stays as it is. */
export function localDecimal(text: string, locale: Locale = pageLocale()): string {
  if (!DECIMAL.test(text)) return text;
  return text.replace('.', separatorOf(locale)).replace(/^-/, MINUS);
}

/** A signed change as shown: '−1,25', '+2', '0' (a real minus sign, a plus for gains). */
export function signedDecimal(amount: string, locale: Locale = pageLocale()): string {
  const n = Number(amount);
  if (n === 0) return '0';
  const size = localDecimal(amount.replace(/^-/, ''), locale);
  return n < 0 ? `${MINUS}${size}` : `+${size}`;
}

/** An axis number without float noise: at most two decimals, in the page's language. */
export const localNumber = (n: number, locale: Locale = pageLocale()): string =>
  formatNumber(locale, Math.round(n * 100) / 100, { maximumFractionDigits: 2, useGrouping: false });
