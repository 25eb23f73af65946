import { params } from '@nanostores/i18n';
import { defineText } from '../text';

/** English text of the weeklyLog domain that only /weekly-log's editing tab shows (the dashboard does not carry it). */
export const weekEditorText = defineText('weeklyLog', {
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
    today: 'Today',
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
});
