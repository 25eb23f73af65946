import { params } from '@nanostores/i18n';
import { defineText } from '../text';

/**
 * English text of the weeklyLog domain: one entry per component, the spec's strings verbatim. What /weekly-log and
 * /dashboard both show; the editing tab's own text is week-editor.ts, the
 * read-only week's week-overview.ts.
 */
export const weeklyLogText = defineText('weeklyLog', {
  /** Each day's full name, by the day code the logs carry (contracts/weekly-logs.ts DAYS). */
  dayNames: {
    Sun: 'Sunday',
    Mon: 'Monday',
    Tue: 'Tuesday',
    Wed: 'Wednesday',
    Thu: 'Thursday',
    Fri: 'Friday',
    Sat: 'Saturday',
  },
  /** Each day's short name, as the week's calendar tiles show it. */
  dayShort: {
    Sun: 'Sun',
    Mon: 'Mon',
    Tue: 'Tue',
    Wed: 'Wed',
    Thu: 'Thu',
    Fri: 'Fri',
    Sat: 'Sat',
  },
  /** The five measurements and body weight, by their field names (also the progress series' names). */
  measures: {
    biceps: 'Biceps',
    chest: 'Chest',
    waist: 'Waist',
    hips: 'Hips',
    thighs: 'Thighs',
    weight: 'Weight',
  },
  /** A day's fields and the spec's fallbacks when blank (DayCard, DailyLogDialog). */
  dayFields: {
    workout: 'Workout',
    duration: 'Duration',
    notes: 'Notes',
    breakfast: 'Breakfast',
    lunch: 'Lunch',
    dinner: 'Dinner',
    snack1: 'Snack 1',
    snack2: 'Snack 2',
    water: 'Water Intake (oz)',
    noWorkout: 'No Workout',
    noTime: 'No Time',
    noNotes: 'No Notes',
    notAvailable: 'N/A',
  },
  /** A decimal field holding what cannot be read as a number (src/lib/i18n/numbers.ts): shown under the field. */
  numberField: {
    notANumber: 'Enter a number, such as 12.5.',
  },
  /** The week tabs (src/components/WeekTabs.tsx) and a week's name wherever it is written alone. */
  weekTabs: {
    week: params('Week {n}'),
    weeks: 'Weeks',
  },
  /** One day's card (src/components/DayCard.tsx). */
  dayCard: {
    nothingLogged: 'Nothing logged',
    editDay: params('Edit {day}'),
    edit: 'Edit',
    /** A day that has not come yet (it cannot be filled): its tile and card say so. */
    notYet: 'Not yet',
    dayNotYet: params('{day}: not yet'),
  },
  /** /weekly-log (src/islands/WeeklyLogs.tsx and src/pages/weekly-log.astro). */
  weeklyLogs: {
    title: 'Weekly Logs',
    loading: 'Loading...',
    noWeeks: 'No weeks yet. Your first week starts when your membership does.',
  },
});
