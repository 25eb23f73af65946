import { params } from '@nanostores/i18n';
import { defineText } from '../text';

/** English text of the weeklyLog domain: one entry per component, the spec's strings verbatim. */
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
  /** One week's tab on /weekly-log (src/components/WeekEditor.tsx). */
  weekEditor: {
    processingFailed: 'Error processing image. Please try a different image.',
    journal: 'Journal Entry',
    saved: params('✅ Week {n} saved successfully!'),
    calendar: params('Week {n} calendar'),
    thisWeek: 'This Week',
    openDay: params('Open {day} daily log'),
    form: params('Week {n} measurements and journal'),
    measurements: 'Measurements (inches)',
    hint: 'whole numbers or decimals only',
    measureLabel: params('{name} (in)'),
    weightLabel: 'Weight (lbs)',
    /** The same in metric units (issue 26): the spec's labels above stay for imperial. */
    measurementsMetric: 'Measurements (centimetres)',
    measureLabelMetric: params('{name} (cm)'),
    weightLabelMetric: 'Weight (kg)',
    saving: 'Saving...',
    save: 'Save Week',
    dailyLogsOf: params('Week {n} daily logs'),
    dailyLogs: 'Daily Logs',
    daySaved: 'Daily log saved successfully!',
    /** The dates the week covers, under This Week ('Nov 26 – Dec 2'). */
    dates: params('{from} – {to}'),
    /** The tile of the member's today, and of a day that has not come yet (it cannot be filled). */
    today: 'Today',
    notYet: 'Not yet',
    dayNotYet: params('{day}: not yet'),
  },
  /** A decimal field holding what cannot be read as a number (src/lib/i18n/numbers.ts): shown under the field. */
  numberField: {
    notANumber: 'Enter a number, such as 12.5.',
  },
  /** One week, read-only (src/components/WeekOverview.tsx: the dashboard and the admin screen). */
  weekOverview: {
    measurementsOf: params('Week {n} measurements'),
    measurements: 'Measurements (inches)',
    measurementsMetric: 'Measurements (centimetres)',
    picture: 'Progress Picture',
    pictureAlt: params('Week {n} progress picture'),
    dailyLogsOf: params('Week {n} daily logs'),
    dailyLogs: 'Daily Logs',
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
  },
  /** The Edit Daily Log dialog (src/components/DailyLogDialog.tsx). */
  dailyLogDialog: {
    title: 'Edit Daily Log',
    close: 'Close',
    saving: 'Saving...',
    save: 'Save Changes',
    dayOfWeek: params('{day}, Week {n}'),
  },
  /** The week's progress picture and its picker (src/components/ProgressPicturePicker.tsx). */
  picturePicker: {
    section: params('Week {n} progress picture'),
    title: 'Progress Picture',
    selectedAlt: params('Selected picture for week {n}'),
    pictureAlt: params('Week {n} progress picture'),
    none: 'No progress picture yet.',
    choose: 'Choose a progress picture',
    takePhoto: 'Take a photo',
    processing: 'Processing image...',
    note: 'All images are converted to JPEG.',
    uploading: 'Uploading...',
    upload: 'Upload Selected Picture',
    cancel: 'Cancel Selection',
  },
  /** /weekly-log (src/islands/WeeklyLogs.tsx and src/pages/weekly-log.astro). */
  weeklyLogs: {
    title: 'Weekly Logs',
    loading: 'Loading...',
    noWeeks: 'No weeks yet. Your first week starts when your membership does.',
  },
});
