import { params } from '@nanostores/i18n';
import { defineText } from '../text';

/** English text of the weeklyLog domain's read-only week (the dashboard and the admin screen; the weekly log does not carry it). */
export const weekOverviewText = defineText('weeklyLog', {
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
});
