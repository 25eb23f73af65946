import type { Locale } from './locales';

/**
 * Decimal numbers as members read them. The API keeps decimal STRINGS with a point ("12.5"); a field shows the
 * member's locale: French and German write `12,5`, English writes `12.5`. Reading what a member typed is
 * decimal-parse.ts (parseDecimal): a page shows numbers as it loads but reads them only on a save, so the reading
 * half is fetched with the save's code, not with the page.
 *
 *   formatDecimal('12.5', 'de') → '12,5'
 */

const separators = new Map<Locale, { decimal: string; group: string }>();

/** The locale's own separators, as Intl writes them ('.' and ',' in English; ',' and U+202F in French; ',' and '.' in German). */
function separatorsOf(locale: Locale): { decimal: string; group: string } {
  let s = separators.get(locale);
  if (!s) {
    const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
    s = {
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
      group: parts.find((p) => p.type === 'group')?.value ?? ',',
    };
    separators.set(locale, s);
  }
  return s;
}

const PLAIN = /^-?\d+(\.\d+)?$/;

/**
 * A decimal from the API ("12.5", "1500", or a number) as `locale` writes it: '12,5' in French and German. Digit for
 * digit (no float rounding); `grouping` adds thousands separators (for reading, not for fields). Blank and null give
 * ''; anything that is not a plain decimal is returned as it is.
 */
export function formatDecimal(
  value: string | number | null | undefined,
  locale: Locale,
  options: { grouping?: boolean } = {},
): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  if (!PLAIN.test(text)) return text;
  const { decimal, group } = separatorsOf(locale);
  const negative = text.startsWith('-');
  const [int = '', fraction] = (negative ? text.slice(1) : text).split('.');
  // German groups only from five digits (1234, 12.345), as Intl does; French and English from four.
  const minimum = locale === 'de' ? 5 : 4;
  const whole = options.grouping && int.length >= minimum ? int.replace(/\B(?=(\d{3})+(?!\d))/g, group) : int;
  return `${negative ? '-' : ''}${whole}${fraction !== undefined ? decimal + fraction : ''}`;
}
