import { describe, expect, it } from 'vitest';
import { dayDate, latestDateAnywhere, localToday, weekStartDate } from '../../src/lib/contracts/week-dates';
import {
  carriedWeight,
  daysInOrder,
  isFutureDay,
  weightDraft,
  type DailyLog,
} from '../../src/components/weekly-log-model';
import { DAYS } from '../../src/lib/contracts/weekly-log-limits';
import { dailyLogJson } from '../helpers/daily-log-json';

const day = (name: string, date: string | null): DailyLog =>
  dailyLogJson({ id: DAYS.indexOf(name as never) + 1, day: name, date });

describe('the calendar of a membership (issue 26)', () => {
  it('dates week N from paid_since + 7(N-1), and each day by its weekday within those 7 days', () => {
    // Thursday 26 Nov 2026: Sunday is the 29th, not the 22nd.
    expect(weekStartDate('2026-11-26', 1)).toBe('2026-11-26');
    expect(weekStartDate('2026-11-26', 2)).toBe('2026-12-03');
    expect(weekStartDate(null, 1)).toBeNull();
    const start = weekStartDate('2026-11-26', 1);
    expect(DAYS.map((d) => dayDate(start, d))).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    expect(dayDate(null, 'Sun')).toBeNull();
  });

  it('lists days from the week’s first day, Sun..Sat without dates', () => {
    const start = '2026-11-26';
    const days = DAYS.map((d) => day(d, dayDate(start, d)));
    expect(daysInOrder(days).map((d) => d.day)).toEqual(['Thu', 'Fri', 'Sat', 'Sun', 'Mon', 'Tue', 'Wed']);
    expect(daysInOrder([...DAYS].reverse().map((d) => day(d, null))).map((d) => d.day)).toEqual([...DAYS]);
  });

  it('knows the days after today, and the latest date anywhere (UTC+14) for the server', () => {
    expect(isFutureDay(day('Fri', '2026-11-27'), '2026-11-26')).toBe(true);
    expect(isFutureDay(day('Thu', '2026-11-26'), '2026-11-26')).toBe(false);
    expect(isFutureDay(day('Thu', null), '2026-11-26')).toBe(false);
    expect(latestDateAnywhere(new Date('2026-11-26T09:59:00Z'))).toBe('2026-11-26');
    expect(latestDateAnywhere(new Date('2026-11-26T10:00:00Z'))).toBe('2026-11-27');
    expect(localToday(new Date(2026, 10, 26, 23, 30))).toBe('2026-11-26');
  });
});

describe('a new week’s weight', () => {
  it('starts from the latest earlier week that has one, else the profile’s', () => {
    const weeks = [
      { week_number: 1, weight: '182' },
      { week_number: 2, weight: '181.5' },
      { week_number: 3, weight: null },
      { week_number: 4, weight: null },
    ];
    expect(carriedWeight(weeks, 4, '190')).toBe('181.5');
    expect(carriedWeight(weeks, 2, '190')).toBe('182');
    expect(carriedWeight(weeks, 1, '190')).toBe('190');
    expect(carriedWeight(weeks, 1, null)).toBeNull();
    expect(weightDraft({ weight: null }, carriedWeight(weeks, 4, '190'))).toBe('181.5');
    expect(weightDraft({ weight: '179' }, carriedWeight(weeks, 4, '190'))).toBe('179');
  });
});
