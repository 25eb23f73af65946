import { describe, expect, it } from 'vitest';
import {
  listWords,
  missingDaysSentence,
  nothingLogged,
  seriesChanges,
  streakSentence,
} from '../../src/components/progress/check-in-wording';
import { goalProgressSentence, safeRateNote } from '../../src/components/progress/goal-wording';
import { weekDates, weeksWithPictures } from '../../src/components/progress/week-dates';
import { checkDrafts } from '../../src/components/progress/goal-drafts';
import {
  GOAL_DATE_PAST,
  GOAL_DATE_TOO_FAR,
  type GoalJson,
  type SeriesSummaryJson,
} from '../../src/lib/contracts/progress';

const waist: SeriesSummaryJson = {
  series: 'waist',
  latest: '31.75',
  latest_week: 3,
  since_previous: { from_week: 2, amount: '-0.25', percent: '-0.8' },
  since_first: { from_week: 1, amount: '-0.5', percent: '-1.6' },
};

describe('the check-in summary in words', () => {
  it('says each change against last week and week 1 with its percent', () => {
    expect(seriesChanges(waist)).toEqual([
      'Waist −0.25 in since last week (−0.8%).',
      'Waist −0.5 in since week 1 (−1.6%).',
    ]);
  });

  it('says a change once when last week is week 1', () => {
    const two = {
      ...waist,
      latest_week: 2,
      since_previous: { from_week: 1, amount: '1', percent: null },
      since_first: { from_week: 1, amount: '1', percent: null },
    };
    expect(seriesChanges(two)).toEqual(['Waist +1 in since last week.']);
  });

  it('counts the streak in weeks in a row, for the member and for staff', () => {
    expect(streakSentence(3, null)).toBe('You have saved 3 weeks in a row.');
    expect(streakSentence(1, 'Wendy Weekly')).toBe('Wendy Weekly has saved 1 week in a row.');
    expect(streakSentence(0, null)).toBe('No streak yet: save this week to start one.');
  });

  it('names the days without a daily log', () => {
    expect(missingDaysSentence(['Sun', 'Mon', 'Wed'])).toBe(
      'No daily log yet this week for Sunday, Monday and Wednesday.',
    );
    expect(missingDaysSentence([])).toBe('Every day of this week so far has a daily log.');
    expect(listWords(['a', 'b'])).toBe('a and b');
  });

  it('knows a member who logged nothing', () => {
    const empty = {
      weeks: [],
      summary: {
        current_week: 1,
        streak: 0,
        days_without_log: [],
        series: [{ ...waist, latest: null, latest_week: null, since_first: null, since_previous: null }],
      },
    };
    expect(nothingLogged(empty)).toBe(true);
    expect(nothingLogged({ ...empty, summary: { ...empty.summary, series: [waist] } })).toBe(false);
  });

  it('writes a week by its dates and finds the weeks with a picture', () => {
    expect(weekDates({ starts_on: '2026-11-01', ends_on: '2026-11-07' })).toBe('Nov 1, 2026 – Nov 7, 2026');
    const w = (n: number, pic: string | null) => ({ week_number: n, progress_picture: pic }) as never;
    expect(
      weeksWithPictures([w(3, 'c'), w(2, null), w(1, 'a')]).map((x: { week_number: number }) => x.week_number),
    ).toEqual([1, 3]);
  });
});

describe('goals in words and in the form', () => {
  const goal: GoalJson = {
    series: 'waist',
    target: '30',
    target_date: '2027-03-01',
    start: '32',
    progress_percent: 25,
    faster_than_safe: false,
  };

  it('says how far along a goal is', () => {
    expect(goalProgressSentence(goal, '31.5')).toBe('25% of the way from 32 in, now 31.5 in.');
    expect(goalProgressSentence({ ...goal, progress_percent: 100 }, '30')).toBe('Reached from 32 in, now 30 in.');
    expect(goalProgressSentence({ ...goal, progress_percent: null, start: null }, null)).toBe(
      'Log a value to see your progress toward this goal.',
    );
  });

  it('cites about 1 % of body weight a week in the safe-rate note', () => {
    expect(safeRateNote()).toContain('about 1% of body weight a week');
  });

  it('checks each row: a number within limits and a date after today within five years', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const row = (target: string, target_date: string, series: 'waist' | 'weight' = 'waist') => ({
      key: 1,
      series,
      target,
      target_date,
    });
    expect(checkDrafts([row('30', '2027-01-01')], now)).toEqual({
      errors: [{}],
      goals: [{ series: 'waist', target: '30.00', target_date: '2027-01-01' }],
    });
    const bad = checkDrafts([row('abc', '2026-11-23'), row('', '2035-01-01', 'weight'), row('300', '2030-02-30')], now);
    expect(bad.goals).toBeNull();
    expect(bad.errors[0]!.target).toBeTruthy();
    expect(bad.errors[1]).toEqual({ target: 'This field is required.' });
    expect(bad.errors[2]!.target_date).toBe('Enter a valid date (YYYY-MM-DD).');
    expect(checkDrafts([row('', '')], now).errors[0]).toEqual({
      target: 'This field is required.',
      target_date: 'This field is required.',
    });
    expect(checkDrafts([row('30', '2026-11-23')], now).errors[0]!.target_date).toBe(GOAL_DATE_PAST.text);
    expect(checkDrafts([row('30', '2032-01-01')], now).errors[0]!.target_date).toBe(GOAL_DATE_TOO_FAR.text);
  });
});
