import type { Locale } from './i18n/locales';

/**
 * The member's units (issue 26): metric (cm, kg) or imperial (in, lbs). The API keeps inches and pounds as decimal
 * strings; the browser converts what it shows and what it sends, here and nowhere else.
 */
export const UNITS = ['metric', 'imperial'] as const;
export type Units = (typeof UNITS)[number];
/** A length (the five measurements) or a body weight. */
export type Quantity = 'length' | 'weight';

export const isUnits = (value: unknown): value is Units => value === 'metric' || value === 'imperial';

/** Without a choice: French and German read metric, English imperial. */
export const defaultUnits = (locale: Locale | string): Units => (locale === 'fr' || locale === 'de' ? 'metric' : 'imperial');

/** The member's units: their choice, else their language's. */
export const unitsOf = (chosen: Units | null | undefined, locale: Locale | string): Units => chosen ?? defaultUnits(locale);

/** How many metric units one stored unit is: cm per inch, kg per pound (exact by definition). */
const METRIC_PER_STORED: Record<Quantity, number> = { length: 2.54, weight: 0.45359237 };

/** The unit written after a value: in/lbs, cm/kg. */
export const unitSymbol = (quantity: Quantity, units: Units): 'in' | 'lbs' | 'cm' | 'kg' =>
  units === 'imperial' ? (quantity === 'length' ? 'in' : 'lbs') : quantity === 'length' ? 'cm' : 'kg';

const round = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  // toFixed-free rounding of the decimal as written (80 kg is 176.3698… lbs → 176.37); -0 becomes 0.
  return Math.round(value * factor + Number.EPSILON * Math.sign(value) * factor) / factor || 0;
};

/** A stored number (inches or pounds) in the member's unit: metric is rounded to 1 decimal; a change keeps its sign. */
export function shownNumber(stored: number, quantity: Quantity, units: Units): number {
  return units === 'imperial' ? stored : round(stored * METRIC_PER_STORED[quantity], 1);
}

/** A stored decimal string in the member's unit, as a decimal string ('32.28' in → '82'), null for nothing. */
export function shownValue(stored: string | number | null | undefined, quantity: Quantity, units: Units): string | null {
  if (stored === null || stored === undefined || stored === '') return null;
  if (units === 'imperial') return String(stored);
  const value = Number(stored);
  return Number.isFinite(value) ? String(shownNumber(value, quantity, units)) : String(stored);
}

/** A decimal string in the member's unit as the API keeps it (inches, pounds), rounded to 2 decimals ('80' kg → '176.37'). */
export function storedValue(shown: string, quantity: Quantity, units: Units): string {
  if (units === 'imperial' || shown === '') return shown;
  const value = Number(shown);
  return Number.isFinite(value) ? String(round(value / METRIC_PER_STORED[quantity], 2)) : shown;
}
