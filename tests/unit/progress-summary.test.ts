import { describe, expect, it } from 'vitest';
import {
  changeBetween,
  dayName,
  daysWithoutLog,
  fasterThanSafe,
  goalJson,
  isSaved,
  latestValues,
  progressPercent,
  progressSummary,
  seriesSummary,
  seriesWeeks,
  streakOf,
  type StoredWeek,
} from '../../src/lib/progress-summary';
import { goalDateProblem } from '../../src/server/services/goals';
import { GOAL_DATE_PAST, GOAL_DATE_TOO_FAR, type ProgressSeries } from '../../src/lib/contracts/progress';
import { changeWords as changeWording } from '../../src/components/progress/check-in-wording';
import { weightDraft } from '../../src/components/weekly-log-model';

const EMPTY: Record<ProgressSeries, string | null> = {
  biceps: null,
  chest: null,
  waist: null,
  hips: null,
  thighs: null,
  weight: null,
};

/** A stored week with the given values (numeric text as the database gives it). */
function week(
  weekNumber: number,
  values: Partial<Record<ProgressSeries, string>> = {},
  more: Partial<StoredWeek> = {},
): StoredWeek {
  return { weekNumber, values: { ...EMPTY, ...values }, journal: null, pictureKey: null, filledDays: [], ...more };
}

const noLink = () => null;
/** A membership that started on Sunday 2026-11-01. */
const FIRST_DAY = '2026-11-01';

describe('the change between two weeks', () => {
  it('is newer minus older in shortest decimal text, with the percent of the older value to one decimal', () => {
    expect(changeBetween({ week: 1, value: '32.00' }, { value: '30.75' })).toEqual({
      from_week: 1,
      amount: '-1.25',
      percent: '-3.9',
    });
    expect(changeBetween({ week: 2, value: '14.50' }, { value: '15.00' })).toEqual({
      from_week: 2,
      amount: '0.5',
      percent: '3.4',
    });
  });

  it('has no floating-point noise with decimals', () => {
    expect(changeBetween({ week: 1, value: '32.00' }, { value: '32.10' }).amount).toBe('0.1');
    expect(changeBetween({ week: 1, value: '0.30' }, { value: '0.10' }).amount).toBe('-0.2');
  });

  it('is "0" with a 0 percent when nothing moved, and has no percent when the older value was 0', () => {
    expect(changeBetween({ week: 1, value: '30' }, { value: '30.00' })).toEqual({
      from_week: 1,
      amount: '0',
      percent: '0',
    });
    expect(changeBetween({ week: 1, value: '0.00' }, { value: '2.00' })).toEqual({
      from_week: 1,
      amount: '2',
      percent: null,
    });
  });

  it('reads as the contract words it', () => {
    const change = changeBetween({ week: 1, value: '32.00' }, { value: '30.75' });
    expect(changeWording('waist', change, 3)).toBe('Waist \u22121.25 in since week 1');
  });
});

describe('the series of a member', () => {
  it('lists weeks 1..current with their dates, empty weeks as nulls, values in shortest form', () => {
    const weeks = seriesWeeks(
      [week(1, { waist: '32.50', weight: '180.00' }), week(3, { waist: '31.00' })],
      3,
      FIRST_DAY,
      noLink,
    );
    expect(weeks.map((w) => [w.week_number, w.starts_on, w.ends_on, w.waist, w.weight, w.saved])).toEqual([
      [1, '2026-11-01', '2026-11-07', '32.5', '180', true],
      [2, '2026-11-08', '2026-11-14', null, null, false],
      [3, '2026-11-15', '2026-11-21', '31', null, true],
    ]);
  });

  it('keeps a stored week past the current one (an earlier membership) and links pictures', () => {
    const weeks = seriesWeeks([week(4, {}, { pictureKey: 'weekly/a.jpg' })], 1, FIRST_DAY, (key) => `/media/${key}`);
    expect(weeks.map((w) => [w.week_number, w.progress_picture])).toEqual([
      [1, null],
      [4, '/media/weekly/a.jpg'],
    ]);
  });

  it('counts a week as saved for any value, the journal, the picture or a day with a field', () => {
    expect(isSaved(week(1))).toBe(false);
    expect(isSaved(week(1, { hips: '0.00' }))).toBe(true);
    expect(isSaved(week(1, {}, { journal: 'Felt good' }))).toBe(true);
    expect(isSaved(week(1, {}, { pictureKey: 'weekly/a.jpg' }))).toBe(true);
    expect(isSaved(week(1, {}, { filledDays: ['Tue'] }))).toBe(true);
  });
});

describe('the summary of one series', () => {
  it('compares the latest week with the previous logged one and the first, skipping missing weeks', () => {
    const weeks = seriesWeeks(
      [week(1, { waist: '34.00' }), week(2), week(4, { waist: '33.50' }), week(5, { waist: '32.75' })],
      6,
      FIRST_DAY,
      noLink,
    );
    expect(seriesSummary(weeks, 'waist', 6)).toEqual({
      series: 'waist',
      latest: '32.75',
      latest_week: 5,
      since_previous: { from_week: 4, amount: '-0.75', percent: '-2.2' },
      since_first: { from_week: 1, amount: '-1.25', percent: '-3.7' },
    });
  });

  it('has only the latest value when the first week is the only one logged', () => {
    const weeks = seriesWeeks([week(1, { chest: '40.00' })], 1, FIRST_DAY, noLink);
    expect(seriesSummary(weeks, 'chest', 1)).toEqual({
      series: 'chest',
      latest: '40',
      latest_week: 1,
      since_previous: null,
      since_first: null,
    });
  });

  it('is all null for a series never logged', () => {
    const weeks = seriesWeeks([week(1)], 2, FIRST_DAY, noLink);
    expect(seriesSummary(weeks, 'thighs', 2)).toEqual({
      series: 'thighs',
      latest: null,
      latest_week: null,
      since_previous: null,
      since_first: null,
    });
  });

  it('ignores weeks after the current one', () => {
    const weeks = seriesWeeks(
      [week(1, { hips: '40.00' }), week(2, { hips: '39.00' }), week(9, { hips: '30.00' })],
      2,
      FIRST_DAY,
      noLink,
    );
    expect(seriesSummary(weeks, 'hips', 2).latest).toBe('39');
  });

  it('reports gains as positive changes', () => {
    const weeks = seriesWeeks([week(1, { biceps: '14.00' }), week(2, { biceps: '14.25' })], 2, FIRST_DAY, noLink);
    const summary = seriesSummary(weeks, 'biceps', 2);
    expect(summary.since_previous).toEqual({ from_week: 1, amount: '0.25', percent: '1.8' });
    expect(changeWording('biceps', summary.since_previous!, 2)).toBe('Biceps +0.25 in since last week');
  });
});

describe('the logging streak', () => {
  const saved = (...numbers: number[]) =>
    seriesWeeks(
      numbers.map((n) => week(n, { waist: '30' })),
      6,
      FIRST_DAY,
      noLink,
    );

  it('counts saved weeks in a row ending at the current week', () => {
    expect(streakOf(saved(3, 4, 5, 6), 6)).toBe(4);
    expect(streakOf(saved(1, 2, 4, 5, 6), 6)).toBe(3);
  });

  it('ends at last week while the current week has no save yet', () => {
    expect(streakOf(saved(1, 2, 3, 4, 5), 6)).toBe(5);
  });

  it('is 0 when neither this week nor last week is saved', () => {
    expect(streakOf(saved(1, 2, 3), 6)).toBe(0);
    expect(streakOf(saved(), 1)).toBe(0);
  });
});

describe('the days without a log', () => {
  it("names the days from the week's first day up to today with no field filled, Sun..Sat", () => {
    // 2026-11-04 is a Wednesday: the week started Sunday, so Sun..Wed have passed.
    expect(dayName('2026-11-04')).toBe('Wed');
    expect(daysWithoutLog('2026-11-01', '2026-11-04', ['Mon'])).toEqual(['Sun', 'Tue', 'Wed']);
  });

  it('lists days in Sun..Sat order for a week that starts mid-week', () => {
    // Week from Thursday 2026-11-05; today is Sunday 2026-11-08.
    expect(daysWithoutLog('2026-11-05', '2026-11-08', ['Fri'])).toEqual(['Sun', 'Thu', 'Sat']);
  });

  it('is empty when every day so far has a log, and covers at most seven days', () => {
    expect(daysWithoutLog('2026-11-01', '2026-11-02', ['Sun', 'Mon'])).toEqual([]);
    expect(daysWithoutLog('2026-11-01', '2026-11-30', [])).toHaveLength(7);
  });

  it('is part of the summary for the current week only', () => {
    const weeks = seriesWeeks([week(1, {}, { filledDays: ['Sun'] })], 1, FIRST_DAY, noLink);
    const summary = progressSummary(weeks, 1, '2026-11-03', ['Sun']);
    expect(summary).toMatchObject({ current_week: 1, streak: 1, days_without_log: ['Mon', 'Tue'] });
    expect(summary.series.map((s) => s.series)).toEqual(['biceps', 'chest', 'waist', 'hips', 'thighs', 'weight']);
  });
});

describe('progress toward a goal', () => {
  it('is the share of the way from start to target, both directions, clamped to 0..100', () => {
    expect(progressPercent('34', '33', '32')).toBe(50);
    expect(progressPercent('14', '14.5', '15')).toBe(50);
    expect(progressPercent('34', '35', '32')).toBe(0);
    expect(progressPercent('34', '31', '32')).toBe(100);
  });

  it('is null without a start or a latest value, and 100 when the start was the target', () => {
    expect(progressPercent(null, '33', '32')).toBeNull();
    expect(progressPercent('34', null, '32')).toBeNull();
    expect(progressPercent('32', '33', '32')).toBe(100);
  });

  it('flags a weight goal asking for more than 1% of body weight a week', () => {
    const goal = { series: 'weight' as const, target: '180.00', targetDate: '2026-11-29', start: '200.00' };
    // 4 weeks left: 20 lbs is 5 lbs a week, more than 2 lbs (1% of 200).
    expect(fasterThanSafe(goal, '200', '2026-11-01')).toBe(true);
    // 20 weeks left: 1 lb a week.
    expect(fasterThanSafe({ ...goal, targetDate: '2027-03-21' }, '200', '2026-11-01')).toBe(false);
    // From the start while nothing is logged; never for a measurement, nor once the date has come.
    expect(fasterThanSafe(goal, null, '2026-11-01')).toBe(true);
    expect(fasterThanSafe({ ...goal, series: 'waist' }, '200', '2026-11-01')).toBe(false);
    expect(fasterThanSafe(goal, '200', '2026-11-29')).toBe(false);
  });

  it('goes on the wire with shortest values', () => {
    const goal = { series: 'waist' as const, target: '30.00', targetDate: '2027-01-01', start: '34.00' };
    expect(goalJson(goal, '32', '2026-11-01')).toEqual({
      series: 'waist',
      target: '30',
      target_date: '2027-01-01',
      start: '34',
      progress_percent: 50,
      faster_than_safe: false,
    });
  });

  it("measures weight with the profile's weight while no week has one", () => {
    const weeks = seriesWeeks([week(1, { waist: '30' })], 1, FIRST_DAY, noLink);
    expect(latestValues(weeks, 1, '181.50')).toMatchObject({ waist: '30', weight: '181.5' });
    const weighed = seriesWeeks([week(1, { weight: '179.00' })], 1, FIRST_DAY, noLink);
    expect(latestValues(weighed, 1, '181.50').weight).toBe('179');
  });
});

describe("a goal's date", () => {
  it('must be after today and within five years', () => {
    expect(goalDateProblem('2026-11-01', '2026-11-01')).toBe(GOAL_DATE_PAST);
    expect(goalDateProblem('2026-10-31', '2026-11-01')).toBe(GOAL_DATE_PAST);
    expect(goalDateProblem('2026-11-02', '2026-11-01')).toBeNull();
    expect(goalDateProblem('2031-11-01', '2026-11-01')).toBeNull();
    expect(goalDateProblem('2031-12-01', '2026-11-01')).toBe(GOAL_DATE_TOO_FAR);
  });
});

describe("the Save Week form's weight", () => {
  it("starts from the week's weight, else the profile's, else blank", () => {
    expect(weightDraft({ weight: '179.5' }, '181')).toBe('179.5');
    expect(weightDraft({ weight: null }, '181')).toBe('181');
    expect(weightDraft({ weight: null }, null)).toBe('');
  });
});
