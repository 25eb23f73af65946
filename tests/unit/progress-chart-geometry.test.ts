import { describe, expect, it } from 'vitest';
import {
  axisRange,
  chartDomain,
  chartSummary,
  linePath,
  placeValues,
  scaleLinear,
  seriesValues,
  sharedSpan,
} from '../../src/components/progress/chart-geometry';
import { CHART_SCALE } from '../../src/lib/contracts/progress-limits';
import type { ProgressWeekJson } from '../../src/lib/contracts/progress';

const week = (n: number, values: Partial<ProgressWeekJson> = {}): ProgressWeekJson => ({
  week_number: n,
  starts_on: '2026-11-01',
  ends_on: '2026-11-07',
  biceps: null,
  chest: null,
  waist: null,
  hips: null,
  thighs: null,
  weight: null,
  progress_picture: null,
  saved: false,
  ...values,
});

describe('a trend chart', () => {
  it('charts only the weeks that have a value, oldest first', () => {
    const weeks = [week(3, { waist: '31.75' }), week(1, { waist: '32.25' }), week(2)];
    expect(seriesValues(weeks, 'waist')).toEqual([
      { week: 1, value: 32.25, text: '32.25' },
      { week: 3, value: 31.75, text: '31.75' },
    ]);
    expect(seriesValues(weeks, 'weight')).toEqual([]);
  });

  it('draws a 0.25 in change as a small part of the chart, on an axis of at least 4 in in whole inches', () => {
    const weeks = [week(1, { waist: '32.25' }), week(2, { waist: '32' })];
    const [low, high] = chartDomain(weeks, 'waist');
    expect([low, high]).toEqual([30, 34]);
    const [first, second] = placeValues(seriesValues(weeks, 'waist'), [low, high]);
    // A sixteenth of the height, not the whole of it.
    expect(second!.y - first!.y).toBe(6.25);
    expect(first!.y).toBeGreaterThan(25);
    expect(second!.y).toBeLessThan(75);
  });

  it("gives every measurement chart the same span: the widest one's, so an inch is as tall in each", () => {
    const weeks = [
      week(1, { biceps: '14', chest: '40', waist: '36', hips: '38', thighs: '22', weight: '200' }),
      week(2, { biceps: '14.25', chest: '40', waist: '33', hips: '38', thighs: '22', weight: '199' }),
      week(3, { biceps: '14.5', chest: '39.5', waist: '30', hips: '37.5', thighs: '21.75', weight: '198' }),
    ];
    const spans = (['biceps', 'chest', 'waist', 'hips', 'thighs'] as const).map((s) => {
      const [low, high] = chartDomain(weeks, s);
      return high - low;
    });
    // The waist went from 36 to 30 in: its 29–37 in range is the span of all five.
    expect(spans).toEqual([8, 8, 8, 8, 8]);
    expect(chartDomain(weeks, 'waist')).toEqual([29, 37]);
    expect(chartDomain(weeks, 'biceps')).toEqual([10, 18]);
    // Weight has its own axis, at least 10 lbs.
    expect(chartDomain(weeks, 'weight')).toEqual([194, 204]);
  });

  it("keeps each unit's minimum span in one table: 4 in or 10 % of the value, 10 lbs or 5 %", () => {
    expect(CHART_SCALE).toEqual({
      in: { minSpan: 4, minShare: 0.1, step: 1 },
      lbs: { minSpan: 10, minShare: 0.05, step: 1 },
    });
    expect(sharedSpan([[32, 32.25]], CHART_SCALE.in)).toBe(4);
    // A 44 in chest: 10 % is 4.4 in, drawn as 5 whole inches.
    expect(sharedSpan([[44]], CHART_SCALE.in)).toBe(5);
    expect(sharedSpan([[180.5]], CHART_SCALE.lbs)).toBe(10);
    expect(sharedSpan([[300]], CHART_SCALE.lbs)).toBe(15);
    expect(sharedSpan([[], [14]], CHART_SCALE.in)).toBe(4);
  });

  it("puts the baseline, the axis' lowest value, on a whole step at or under the lowest value, never below 0", () => {
    expect(axisRange([32], 4, 1)).toEqual([30, 34]);
    expect(axisRange([180.5], 10, 1)).toEqual([176, 186]);
    expect(axisRange([31.75, 32.25], 4, 1)).toEqual([30, 34]);
    expect(axisRange([1, 0.5], 4, 1)).toEqual([0, 4]);
    expect(axisRange([], 4, 1)).toEqual([0, 4]);
    for (const values of [[12.3], [99.9, 100.1], [0], [45, 38.25]]) {
      const [low, high] = axisRange(values, 8, 1);
      expect(Number.isInteger(low)).toBe(true);
      expect(low).toBeLessThanOrEqual(Math.min(...values));
      expect(high).toBeGreaterThanOrEqual(Math.max(...values));
      expect(low).toBeGreaterThanOrEqual(0);
    }
  });

  it('maps values linearly, and an empty domain to the middle', () => {
    const y = scaleLinear([0, 10], [100, 0]);
    expect(y(0)).toBe(100);
    expect(y(10)).toBe(0);
    expect(y(5)).toBe(50);
    expect(scaleLinear([3, 3], [0, 100])(3)).toBe(50);
  });

  it('spreads three weeks across the width, the higher value higher up', () => {
    const points = placeValues(
      [
        { week: 1, value: 32, text: '32' },
        { week: 2, value: 31, text: '31' },
        { week: 3, value: 30, text: '30' },
      ],
      [29, 33],
    );
    expect(points.map((p) => p.x)).toEqual([0, 50, 100]);
    expect(points.map((p) => p.y)).toEqual([25, 50, 75]);
    expect(points[1]!.y).toBe(50);
    expect(linePath(points)).toBe(`M0 ${points[0]!.y} L50 50 L100 ${points[2]!.y}`);
  });

  it('puts a single week in the middle', () => {
    expect(placeValues([{ week: 4, value: 180, text: '180' }], [175, 185])).toEqual([
      { week: 4, value: 180, text: '180', x: 50, y: 50 },
    ]);
  });

  it('sums the line up in words for screen readers', () => {
    const values = seriesValues(
      [week(1, { waist: '32.25' }), week(2, { waist: '33' }), week(3, { waist: '31.75' })],
      'waist',
    );
    expect(chartSummary('Waist', 'in', values)).toBe(
      'Waist over 3 logged weeks: 32.25 in in week 1 to 31.75 in in week 3, lowest 31.75 in, highest 33 in.',
    );
    expect(chartSummary('Weight', 'lbs', [])).toBe('Weight: nothing logged yet.');
    expect(chartSummary('Weight', 'lbs', [{ week: 2, value: 180, text: '180' }])).toBe(
      'Weight: 180 lbs in week 2, the only week logged.',
    );
  });
});
