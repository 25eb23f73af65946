import { describe, expect, it } from 'vitest';
import { chartSummary, linePath, placeValues, scaleLinear, seriesValues, valueDomain } from '../../src/components/progress/chart-geometry';
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

  it('draws a range with a margin, and a flat line in the middle of a range around it', () => {
    expect(valueDomain([10, 20])).toEqual([8.5, 21.5]);
    expect(valueDomain([14, 14])).toEqual([13, 15]);
    expect(valueDomain([])).toEqual([0, 1]);
  });

  it('maps values linearly, and an empty domain to the middle', () => {
    const y = scaleLinear([0, 10], [100, 0]);
    expect(y(0)).toBe(100);
    expect(y(10)).toBe(0);
    expect(y(5)).toBe(50);
    expect(scaleLinear([3, 3], [0, 100])(3)).toBe(50);
  });

  it('spreads three weeks across the width, the higher value higher up', () => {
    const points = placeValues([
      { week: 1, value: 32, text: '32' },
      { week: 2, value: 31, text: '31' },
      { week: 3, value: 30, text: '30' },
    ]);
    expect(points.map((p) => p.x)).toEqual([0, 50, 100]);
    expect(points[0]!.y).toBeLessThan(points[2]!.y);
    expect(points[1]!.y).toBe(50);
    expect(linePath(points)).toBe(`M0 ${points[0]!.y} L50 50 L100 ${points[2]!.y}`);
  });

  it('puts a single week in the middle', () => {
    expect(placeValues([{ week: 4, value: 180, text: '180' }])).toEqual([{ week: 4, value: 180, text: '180', x: 50, y: 50 }]);
  });

  it('sums the line up in words for screen readers', () => {
    const values = seriesValues([week(1, { waist: '32.25' }), week(2, { waist: '33' }), week(3, { waist: '31.75' })], 'waist');
    expect(chartSummary('Waist', 'in', values)).toBe(
      'Waist over 3 logged weeks: 32.25 in in week 1 to 31.75 in in week 3, lowest 31.75 in, highest 33 in.',
    );
    expect(chartSummary('Weight', 'lbs', [])).toBe('Weight: nothing logged yet.');
    expect(chartSummary('Weight', 'lbs', [{ week: 2, value: 180, text: '180' }])).toBe('Weight: 180 lbs in week 2, the only week logged.');
  });
});
