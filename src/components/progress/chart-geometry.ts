import type { ProgressSeries, ProgressWeekJson } from '../../lib/contracts/progress';
import { textNow } from '../../lib/i18n';
import { progressText } from '../../lib/i18n/en/progress';
import { localDecimal } from './decimal-words';

/**
 * The arithmetic of a trend chart, kept apart from React so it can be tested: which weeks have a value, where each
 * lands in the chart's box (percent of its width and height, so the box can be any size), the line's path, and
 * the sentence that sums the line up for screen readers.
 */

/** One logged value of a series. */
export interface SeriesValue {
  week: number;
  value: number;
  /** As logged ("32.25"), for display: no float noise. */
  text: string;
}

/** A value placed in the chart: x and y in percent of the plot area (0,0 top left). */
export interface PlacedValue extends SeriesValue {
  x: number;
  y: number;
}

/** The weeks with a value for `series`, oldest first. */
export function seriesValues(weeks: readonly ProgressWeekJson[], series: ProgressSeries): SeriesValue[] {
  return weeks
    .filter((w) => w[series] !== null && w[series] !== '' && Number.isFinite(Number(w[series])))
    .map((w) => ({ week: w.week_number, value: Number(w[series]), text: w[series]! }))
    .sort((a, b) => a.week - b.week);
}

/** The value range drawn: the values' range with a margin, never empty (a flat line sits in the middle). */
export function valueDomain(values: readonly number[]): [min: number, max: number] {
  if (values.length === 0) return [0, 1];
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  if (lo === hi) return [lo - 1, hi + 1];
  const margin = (hi - lo) * 0.15;
  return [lo - margin, hi + margin];
}

/** A linear map from [d0, d1] onto [r0, r1]. */
export function scaleLinear([d0, d1]: readonly [number, number], [r0, r1]: readonly [number, number]): (v: number) => number {
  const span = d1 - d0;
  return (v) => (span === 0 ? (r0 + r1) / 2 : r0 + ((v - d0) / span) * (r1 - r0));
}

/** Places the values: weeks spread left to right (one week alone in the middle), higher values higher up. */
export function placeValues(values: readonly SeriesValue[]): PlacedValue[] {
  if (values.length === 0) return [];
  const first = values[0]!.week;
  const last = values[values.length - 1]!.week;
  const x = scaleLinear([first, last], [0, 100]);
  const y = scaleLinear(valueDomain(values.map((v) => v.value)), [100, 0]);
  return values.map((v) => ({ ...v, x: round(x(v.week)), y: round(y(v.value)) }));
}

/** The SVG path through the placed values, in a 100 × 100 box. */
export function linePath(points: readonly Pick<PlacedValue, 'x' | 'y'>[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' ');
}

/** What the line says, for the chart's label: 'Waist over 3 weeks: 32.25 in in week 1 to 31.75 in in week 3, lowest 31.75 in, highest 32.25 in.' */
export function chartSummary(label: string, unit: string, values: readonly SeriesValue[]): string {
  const t = textNow(progressText.trendChart);
  if (values.length === 0) return t.summaryEmpty({ label });
  const first = values[0]!;
  const last = values[values.length - 1]!;
  if (values.length === 1) return t.summaryOne({ label, value: localDecimal(first.text), unit, n: first.week });
  const low = values.reduce((a, b) => (b.value < a.value ? b : a));
  const high = values.reduce((a, b) => (b.value > a.value ? b : a));
  return t.summaryMany({
    label,
    count: values.length,
    first: localDecimal(first.text),
    firstWeek: first.week,
    last: localDecimal(last.text),
    lastWeek: last.week,
    low: localDecimal(low.text),
    high: localDecimal(high.text),
    unit,
  });
}

const round = (n: number) => Math.round(n * 100) / 100;
