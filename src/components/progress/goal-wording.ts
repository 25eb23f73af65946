import { SAFE_WEEKLY_WEIGHT_CHANGE, SERIES_LABELS, SERIES_UNITS, type GoalJson } from '../../lib/contracts/progress';

/** What the goals card says, as plain sentences (tested apart from React). */

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** The safe-rate share as people say it: 'about 1%'. */
export const SAFE_RATE_WORDS = `about ${Math.round(SAFE_WEEKLY_WEIGHT_CHANGE * 1000) / 10}% of body weight a week`;

/** The note beside a weight goal that asks for more than the safe rate. */
export const SAFE_RATE_NOTE =
  `This goal asks for more than ${SAFE_RATE_WORDS}. Changes of up to ${SAFE_RATE_WORDS} are easier to keep and ` +
  'protect your muscle: a later date would be kinder to you.';

/** 'Waist: 30 in by Dec 31, 2026'. */
export function goalTitle(goal: GoalJson): string {
  return `${SERIES_LABELS[goal.series]}: ${goal.target} ${SERIES_UNITS[goal.series]} by ${DATE_FORMAT.format(new Date(`${goal.target_date}T00:00:00Z`))}`;
}

/** How far along the goal is, in words. */
export function goalProgressSentence(goal: GoalJson, latest: string | null): string {
  const unit = SERIES_UNITS[goal.series];
  if (goal.progress_percent === null) return 'Log a value to see your progress toward this goal.';
  const from = goal.start !== null ? ` from ${goal.start} ${unit}` : '';
  const now = latest !== null ? `, now ${latest} ${unit}` : '';
  if (goal.progress_percent >= 100) return `Reached${from}${now}.`;
  return `${Math.round(goal.progress_percent)}% of the way${from}${now}.`;
}
