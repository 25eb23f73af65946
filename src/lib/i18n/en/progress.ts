import { count, params } from '@nanostores/i18n';
import { defineText } from '../text';

/**
 * English text of the progress domain: one entry per component, the spec's strings verbatim. The series' names are
 * the weekly log's measures (weeklyLogText.measures).
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
