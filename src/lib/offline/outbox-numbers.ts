import type { Locale } from '../i18n/locales';
import { parseDecimal } from '../i18n/decimal-parse';
import { formatDecimal } from '../i18n/numbers';
import { shownValue, storedValue, type Quantity, type Units } from '../units';

/*
 * The numbers of a save waiting, as the member reads and corrects them in the review (components/offline/
 * OutboxEntryView.tsx): the outbox keeps them as the API takes them (inches, pounds, a point for decimals), and the
 * member reads them as Save Week shows them (their units and their language's decimal comma).
 */

/** A week's numbers and what each measures (converted for a metric member); a day's water is in ounces for all. */
const QUANTITY: Readonly<Record<string, Quantity | null>> = {
  biceps: 'length',
  chest: 'length',
  waist: 'length',
  hips: 'length',
  thighs: 'length',
  weight: 'weight',
  water_intake_oz: null,
};

/** The number fields of a save's values: read and typed as decimals, never as text. */
export const isNumberField = (name: string): boolean => name in QUANTITY;

/** The quantity a number field measures, for its unit; null for a field with no unit to convert. */
const quantityOf = (name: string): Quantity | null => QUANTITY[name] ?? null;

/** A number as Save Week shows it; written once ('12.50' and '12.5' are the same number, as the two versions show). */
const shown = (name: string, value: string, locale: Locale, units: Units): string => {
  const quantity = quantityOf(name);
  const number = quantity ? shownValue(value, quantity, units) : value;
  return formatDecimal(number && Number.isFinite(+number) ? String(+number) : number, locale);
};

/** Values as the member reads them: '31.50' (inches) is '80' for a metric member, '12.50' is '12.5', '12,5' in French. */
export function shownValues(values: Record<string, string>, locale: Locale, units: Units): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      isNumberField(name) ? shown(name, value, locale, units) : value,
    ]),
  );
}

/**
 * The member's corrections as the API takes them: numbers read in their language and converted from their units.
 * A number left as it was shown sends the value kept, so a rounded metric value never moves it. `unreadable`: the
 * fields that are not a number, refused on their field rather than sent with a character dropped.
 */
export function storedValues(
  typed: Record<string, string>,
  kept: Record<string, string>,
  locale: Locale,
  units: Units,
): { values: Record<string, string>; unreadable: string[] } {
  const values: Record<string, string> = {};
  const unreadable: string[] = [];
  for (const [name, text] of Object.entries(typed)) {
    if (!isNumberField(name)) values[name] = text;
    else if (name in kept && text === shown(name, kept[name] ?? '', locale, units)) values[name] = kept[name] ?? '';
    else {
      const read = parseDecimal(text, locale);
      const quantity = quantityOf(name);
      if (!read.ok) unreadable.push(name);
      else values[name] = quantity ? storedValue(read.value, quantity, units) : read.value;
    }
  }
  return { values, unreadable };
}
