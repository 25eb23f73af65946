import { params } from '@nanostores/i18n';
import { defineText } from '../text';

/** English text of the progress domain's views: the trend charts, the goals and the
 * dashboard (progress.ts has the check-in; goal-form.ts and progress-compare.ts the text of what only a click or
 * another page shows, so the dashboard does not carry it). */
export const progressViewsText = defineText('progress', {
  /** The trend charts (src/components/progress/TrendChart.tsx, TrendCharts.tsx, chart-geometry.ts). */
  trendChart: {
    trends: 'Trends',
    heading: params('{label} ({unit})'),
    hideTable: 'Hide table',
    showTable: 'Show table',
    nothingYet: 'Nothing logged yet.',
    point: params('Week {n}: {value} {unit}'),
    caption: params('{label} by week'),
    week: 'Week',
    summaryEmpty: params('{label}: nothing logged yet.'),
    summaryOne: params('{label}: {value} {unit} in week {n}, the only week logged.'),
    summaryMany: params(
      '{label} over {count} logged weeks: {first} {unit} in week {firstWeek} to {last} {unit} in week {lastWeek}, lowest {low} {unit}, highest {high} {unit}.',
    ),
  },
  /** The goals card and its wording (src/components/progress/GoalsCard.tsx, goal-wording.ts). */
  goals: {
    title: 'Goals',
    setGoal: 'Set a goal',
    editGoals: 'Edit goals',
    noGoals: 'No goals yet. Set a target for a measurement or your weight, with a date.',
    noGoalsShared: 'No goals shared.',
    shared: 'Your goals are shared with staff.',
    private: 'Your goals are private.',
    saved: '✅ Goals saved.',
    progressLabel: params('{label} goal progress'),
    safeRate: params('about {percent}% of body weight a week'),
    safeRateNote: params(
      'This goal asks for more than {rate}. Changes of up to {rate} are easier to keep and protect your muscle: a later date would be kinder to you.',
    ),
    goalTitle: params('{label}: {target} {unit} by {date}'),
    logToSee: 'Log a value to see your progress toward this goal.',
    from: params(' from {value} {unit}'),
    now: params(', now {value} {unit}'),
    reached: params('Reached{from}{now}.'),
    partway: params('{percent}% of the way{from}{now}.'),
  },
  /** The dashboard (src/islands/Dashboard.tsx, src/components/progress/DashboardProgress.tsx, the page). */
  dashboard: {
    title: params("{name}'s Dashboard"),
    someone: 'User',
    loading: 'Loading...',
    loadingProgress: 'Loading your progress...',
    goals: 'Goals',
    compare: 'Compare your progress pictures',
    twoNeeded: ' (two weeks with a picture needed)',
  },
});
