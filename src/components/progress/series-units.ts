import type { ProgressSeries, ProgressWeekJson } from '../../lib/contracts/progress';
import { PROGRESS_SERIES, SERIES_UNITS } from '../../lib/contracts/progress-limits';
import { shownNumber, shownValue, storedValue, unitSymbol, type Quantity, type Units } from '../../lib/units';

/** A series in the member's units (issue 26): the API's inches and pounds, converted for what is read and typed. */

export const quantityOf = (series: ProgressSeries): Quantity => (SERIES_UNITS[series] === 'lbs' ? 'weight' : 'length');

/** The unit written after a series' value: in/lbs, cm/kg. */
export const seriesSymbol = (series: ProgressSeries, units: Units) => unitSymbol(quantityOf(series), units);

/** A value of a series, in the member's units, as a decimal string ('32.25' in → '81.9' cm). */
export const shownSeriesValue = (series: ProgressSeries, value: string, units: Units): string =>
  shownValue(value, quantityOf(series), units) ?? value;

/** A change of a series in the member's units, its sign kept ('-1.25' in → '-3.2' cm). */
export const shownSeriesChange = (series: ProgressSeries, amount: string, units: Units): string =>
  units === 'imperial' ? amount : String(shownNumber(Number(amount), quantityOf(series), units));

/** A target typed in the member's units, as the API keeps it (inches, pounds; 2 decimals). */
export const storedSeriesValue = (series: ProgressSeries, typed: string, units: Units): string =>
  storedValue(typed, quantityOf(series), units);

/** The weeks with every series in the member's units: the charts draw and list them as they are. */
export function shownWeeks(weeks: readonly ProgressWeekJson[], units: Units): readonly ProgressWeekJson[] {
  if (units === 'imperial') return weeks;
  return weeks.map((w) => {
    const shown = { ...w };
    for (const s of PROGRESS_SERIES) if (w[s] !== null && w[s] !== '') shown[s] = shownSeriesValue(s, w[s]!, units);
    return shown;
  });
}
