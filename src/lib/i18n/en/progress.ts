import { count, params } from '@nanostores/i18n';
import { defineText } from '../text';

/**
 * English text of the progress domain: one entry per component, the spec's strings verbatim. The series' names are
 * the weekly log's measures (weeklyLogText.measures). Here what both logs pages draw first (the check-in summary);
 * the charts', goals', dashboard's and comparison's text is in progress-views.ts, so /weekly-log does not load it.
 */
export const progressText = defineText('progress', {
  /** Units written after a value, by the contract's unit (contracts/progress.ts SERIES_UNITS). */
  units: {
    in: 'in',
    lbs: 'lbs',
    cm: 'cm',
    kg: 'kg',
  },
  /** The weekly check-in summary (src/components/progress/CheckInSummary.tsx and check-in-wording.ts). */
  checkIn: {
    heading: params('Week {n} check-in'),
    memberNothingYet: params('{name} has not logged anything yet.'),
    nothingYet:
      'Nothing logged yet. Save your measurements, weight or a daily log in the Weekly Log and your progress shows here.',
    openWeeklyLog: 'Open the Weekly Log',
    weeksInRow: count({ one: '{count} week in a row', many: '{count} weeks in a row' }),
    memberNoStreak: params('{name} has no streak yet.'),
    noStreak: 'No streak yet: save this week to start one.',
    memberStreak: params('{name} has saved {streak}.'),
    streak: params('You have saved {streak}.'),
    everyDayLogged: 'Every day of this week so far has a daily log.',
    missingDays: params('No daily log yet this week for {days}.'),
    lastOfList: params('{list} and {last}'),
    sinceLastWeek: 'since last week',
    sinceWeek: params('since week {n}'),
    unchanged: params('{label} unchanged {since}'),
    changed: params('{label} {amount} {unit} {since}'),
    percent: params('({value}%)'),
    latest: params('{label}: {value} {unit} (week {n}).'),
  },
});
