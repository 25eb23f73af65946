import type { Locale } from './locales';

/**
 * Decimal numbers as members write them, read back into the API's form (a decimal STRING with a point, "12.5"): the
 * other half of numbers.ts (formatDecimal), apart so that pages load it with their saves. French and German write
 * `12,5` (and `12.5` is read too), English writes `12.5`. Every character typed is accounted for: a separator is
 * either the decimal one or a thousands grouping in its exact place ("1,234.5", "1 234,5", "1.234,5"); anything else
 * is refused, never dropped.
 *
 *   parseDecimal('12,5', 'fr')  → { ok: true, value: '12.5' }
 *   parseDecimal('12,5', 'en')  → { ok: false }        (a comma in English groups thousands: "1,234")
 *   parseDecimal('', 'de')      → { ok: true, value: '' } (blank: nothing, or a cleared value)
 */

export type DecimalParse = { ok: true; value: string } | { ok: false };

/** Spaces a number may be grouped with: space, no-break space, narrow no-break space (French), thin space. */
const SPACES = /[ \u00a0\u202f\u2009]/;
const MINUS = /^[-\u2212]/;

/** The decimal separators a locale reads, its own first (the one it writes). */
const DECIMALS: Record<Locale, readonly string[]> = { en: ['.'], fr: [',', '.'], de: [',', '.'] };
/** The thousands separators a locale reads besides spaces. */
const GROUPS: Record<Locale, readonly string[]> = { en: [','], fr: ['.'], de: ['.'] };

/** Digits grouped by threes after a first group of 1..3, with one separator kind: "1,234,567". */
const grouped = (text: string, sep: string): boolean => {
  const parts = text.split(sep);
  return parts.length > 1 && /^\d{1,3}$/.test(parts[0]!) && parts.slice(1).every((p) => /^\d{3}$/.test(p));
};

/** The whole part without its grouping, or null when the grouping is not in its exact place. */
function wholePart(text: string, groupSeps: readonly string[]): string | null {
  if (text === '') return '0';
  if (/^\d+$/.test(text)) return text;
  const used = [...new Set(text.replace(/\d/g, '').split(''))];
  if (used.length !== 1) return null;
  const sep = used[0]!;
  const isSpace = SPACES.test(sep);
  if (!isSpace && !groupSeps.includes(sep)) return null;
  return grouped(text, sep) ? text.split(sep).join('') : null;
}

/** Reads a decimal as the member typed it in `locale`: its value with a point ("1234.5"), or not a number. */
export function parseDecimal(text: string, locale: Locale): DecimalParse {
  let rest = text.trim();
  if (rest === '') return { ok: true, value: '' };
  let sign = '';
  if (MINUS.test(rest)) {
    sign = '-';
    rest = rest.slice(1);
  } else if (rest.startsWith('+')) rest = rest.slice(1);
  if (rest === '' || /[^\d.,\u0020\u00a0\u202f\u2009]/.test(rest)) return { ok: false };

  // The decimal separator is the last '.' or ',' when the locale reads it as decimal and it occurs once; otherwise
  // every separator groups thousands ("1.234.567" in German, "1,234" in English) and must stand in its exact place.
  const last = Math.max(rest.lastIndexOf('.'), rest.lastIndexOf(','));
  let whole = rest;
  let fraction = '';
  if (last >= 0) {
    const sep = rest[last]!;
    if (DECIMALS[locale].includes(sep) && rest.indexOf(sep) === last) {
      whole = rest.slice(0, last);
      fraction = rest.slice(last + 1);
      if (!/^\d*$/.test(fraction) || (whole === '' && fraction === '')) return { ok: false };
    }
  }
  const digits = wholePart(whole, GROUPS[locale]);
  if (digits === null) return { ok: false };
  const int = digits.replace(/^0+(?=\d)/, '');
  return { ok: true, value: `${sign}${int}${fraction ? `.${fraction}` : ''}` };
}
