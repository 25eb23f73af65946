import type { ProgressSeries, ProgressWeekJson } from '../../lib/contracts/progress';
import { CHART_SCALE, PROGRESS_SERIES, SERIES_UNITS } from '../../lib/contracts/progress-limits';
import { textNow } from '../../lib/i18n';
import { progressViewsText } from '../../lib/i18n/en/progress-views';
import { localDecimal } from './decimal-words';

/**
 * The arithmetic of a trend chart, kept apart from React so it can be tested: which weeks have a value, the value
 * axis (shared by the charts of one unit), where each value lands in the chart's box (percent of its width and
 * height, so the box can be any size), the line's path, and the sentence that sums the line up for screen readers.
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

/** How a unit's axes are drawn (CHART_SCALE in contracts/progress-limits.ts). */
export interface ScaleRule {
  minSpan: number;
  minShare: number;
  step: number;
}

/** The values' range with a margin (points keep off the box's edges), out to whole steps, never below 0 for values that are not. */
function stepRange(values: readonly number[], step: number): [low: number, high: number] {
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const margin = (hi - lo) * 0.1;
  const low = Math.floor(round((lo - margin) / step)) * step;
  const high = Math.ceil(round((hi + margin) / step)) * step;
  return [lo >= 0 ? Math.max(0, low) : low, high];
}

/**
 * The span of the value axis that every chart of one unit draws: the widest chart's own range, and at least the
 * unit's minimum span and minimum share of the largest value, in whole steps. So a change looks the same size in
 * every chart of the unit, and a small one stays small.
 */
export function sharedSpan(valueSets: readonly (readonly number[])[], rule: ScaleRule): number {
  const sets = valueSets.filter((values) => values.length > 0);
  const largest = Math.max(0, ...sets.flat().map(Math.abs));
  const widest = Math.max(
    0,
    ...sets.map((values) => {
      const [low, high] = stepRange(values, rule.step);
      return high - low;
    }),
  );
  const needed = Math.max(rule.minSpan, rule.minShare * largest, widest);
  return round(Math.ceil(round(needed / rule.step)) * rule.step);
}

/**
 * One chart's value axis, [lowest, highest]: `span` wide, its values as near the middle as whole steps allow, never
 * below 0 for values that are not. The lowest value is the chart's baseline, drawn as a line with its label.
 */
export function axisRange(values: readonly number[], span: number, step: number): [low: number, high: number] {
  if (values.length === 0) return [0, span];
  const [low, high] = stepRange(values, step);
  const middle = (Math.min(...values) + Math.max(...values)) / 2;
  let bottom = Math.min(low, Math.max(high - span, Math.round((middle - span / 2) / step) * step));
  if (bottom < 0 && Math.min(...values) >= 0) bottom = 0;
  return [round(bottom), round(bottom + span)];
}

/** The value axis of `series`'s chart, [baseline, top]: its span shared with every chart of the same unit. */
export function chartDomain(weeks: readonly ProgressWeekJson[], series: ProgressSeries): [low: number, high: number] {
  const unit = SERIES_UNITS[series];
  const rule = CHART_SCALE[unit];
  const sameUnit = PROGRESS_SERIES.filter((s) => SERIES_UNITS[s] === unit).map((s) =>
    seriesValues(weeks, s).map((v) => v.value),
  );
  const own = seriesValues(weeks, series).map((v) => v.value);
  return axisRange(own, sharedSpan(sameUnit, rule), rule.step);
}

/** A linear map from [d0, d1] onto [r0, r1]. */
export function scaleLinear(
  [d0, d1]: readonly [number, number],
  [r0, r1]: readonly [number, number],
): (v: number) => number {
  const span = d1 - d0;
  return (v) => (span === 0 ? (r0 + r1) / 2 : r0 + ((v - d0) / span) * (r1 - r0));
}

/** Places the values: weeks spread left to right (one week alone in the middle), higher values higher up on the `domain` axis. */
export function placeValues(values: readonly SeriesValue[], domain: readonly [number, number]): PlacedValue[] {
  if (values.length === 0) return [];
  const first = values[0]!.week;
  const last = values[values.length - 1]!.week;
  const x = scaleLinear([first, last], [0, 100]);
  const y = scaleLinear(domain, [100, 0]);
  return values.map((v) => ({ ...v, x: round(x(v.week)), y: round(y(v.value)) }));
}

/** The SVG path through the placed values, in a 100 × 100 box. */
export function linePath(points: readonly Pick<PlacedValue, 'x' | 'y'>[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' ');
}

/** What the line says, for the chart's label: 'Waist over 3 weeks: 32.25 in in week 1 to 31.75 in in week 3, lowest 31.75 in, highest 32.25 in.' */
export function chartSummary(label: string, unit: string, values: readonly SeriesValue[]): string {
  const t = textNow(progressViewsText.trendChart);
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
