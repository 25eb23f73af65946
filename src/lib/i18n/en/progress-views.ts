import { params } from '@nanostores/i18n';
import { defineText } from '../text';

/** English text of the progress domain's views: the trend charts, the goals, the dashboard, the comparison (progress.ts has the rest). */
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
  /** The goals form (src/components/progress/GoalForm.tsx). */
  goalForm: {
    form: 'Edit goals',
    goal: params('Goal {n}'),
    measurement: 'Measurement',
    target: params('Target ({unit})'),
    targetDate: 'Target date',
    remove: params('Remove {label} goal'),
    add: 'Add a goal',
    share: 'Share my goals with staff',
    saving: 'Saving...',
    save: 'Save goals',
    cancel: 'Cancel',
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
  /** /progress/compare (src/islands/PhotoCompare.tsx, CompareSlider.tsx and the page). */
  compare: {
    title: 'Compare Progress Pictures',
    back: 'Back to the Dashboard',
    loading: 'Loading...',
    noPictures: 'No progress pictures yet.',
    onlyOne: 'Only one week has a progress picture so far.',
    addBefore: 'Add a picture in two different weeks of the',
    weeklyLog: 'Weekly Log',
    addAfter: 'to compare them here.',
    firstWeek: 'First week',
    secondWeek: 'Second week',
    sideBySide: 'Side by side',
    slider: 'Slider',
    revealedAlt: params('Week {second} progress picture, shown over week {first} up to the slider'),
    reveal: params('Reveal week {second} over week {first}'),
    shown: params('{position}% of week {n} shown'),
    hint: 'Drag across the picture, or use the arrow keys on the handle.',
  },
});
