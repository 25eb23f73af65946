import type { Locale } from './i18n/locales';
import type { ProgressSeries } from './contracts/progress-limits';

/**
 * The member's units (issue 26): metric (cm, kg) or imperial (in, lbs). The API keeps inches and pounds as decimal
 * strings; the browser converts what it shows (1 decimal in metric) and what it sends (2 decimals), here and nowhere
 * else. Kept small: every page that shows a number loads it.
 */
export const UNITS = ['metric', 'imperial'] as const;
export type Units = (typeof UNITS)[number];
/** A length (the five measurements) or a body weight. */
export type Quantity = 'length' | 'weight';

export const isUnits = (value: unknown): value is Units => value === 'metric' || value === 'imperial';

/** Without a choice: French and German read metric, English imperial. */
export const defaultUnits = (locale: Locale | string): Units =>
  locale === 'fr' || locale === 'de' ? 'metric' : 'imperial';

/** The member's units: their choice, else their language's. */
export const unitsOf = (chosen: Units | null | undefined, locale: Locale | string): Units =>
  chosen ?? defaultUnits(locale);

/** Metric units per stored unit: cm per inch, kg per pound (exact by definition). */
const FACTOR: Record<Quantity, number> = { length: 2.54, weight: 0.45359237 };

/** Rounded to `decimals` (80 kg is 176.3698… lbs → 176.37); -0 becomes 0. */
const round = (value: number, decimals: number): number => Math.round(value * 10 ** decimals) / 10 ** decimals || 0;

/** The unit written after a value: in/lbs, cm/kg. */
export const unitSymbol = (quantity: Quantity, units: Units): 'in' | 'lbs' | 'cm' | 'kg' =>
  quantity === 'length' ? (units === 'metric' ? 'cm' : 'in') : units === 'metric' ? 'kg' : 'lbs';

/** A stored number (inches or pounds, or a change of them) in the member's unit: metric rounded to 1 decimal. */
export const shownNumber = (stored: number, quantity: Quantity, units: Units): number =>
  units === 'metric' ? round(stored * FACTOR[quantity], 1) : stored;

/** A stored decimal string in the member's unit, as a decimal string ('32.28' in → '82'), null for nothing. */
export const shownValue = (
  stored: string | number | null | undefined,
  quantity: Quantity,
  units: Units,
): string | null =>
  stored === null || stored === undefined || stored === ''
    ? null
    : units === 'metric' && Number.isFinite(+stored)
      ? String(shownNumber(+stored, quantity, units))
      : String(stored);

/** A decimal string in the member's unit as the API keeps it (inches, pounds), rounded to 2 decimals ('80' kg → '176.37'). */
export const storedValue = (shown: string, quantity: Quantity, units: Units): string =>
  units === 'metric' && shown !== '' && Number.isFinite(+shown) ? String(round(+shown / FACTOR[quantity], 2)) : shown;

/** A progress series' quantity: weight, else a length. */
export const seriesQuantity = (series: ProgressSeries): Quantity => (series === 'weight' ? 'weight' : 'length');

// Progress series (the charts, the check-in, goals) in the member's units.

/** The unit written after a series' value: in/lbs, cm/kg. */
export const seriesSymbol = (series: ProgressSeries, units: Units) => unitSymbol(seriesQuantity(series), units);

/** A value of a series, in the member's units, as a decimal string ('32.25' in → '81.9' cm). */
export const shownSeriesValue = (series: ProgressSeries, value: string, units: Units): string =>
  shownValue(value, seriesQuantity(series), units) ?? value;

/** A change of a series in the member's units, its sign kept ('-1.25' in → '-3.2' cm). */
export const shownSeriesChange = (series: ProgressSeries, amount: string, units: Units): string =>
  units === 'metric' ? String(shownNumber(+amount, seriesQuantity(series), units)) : amount;
