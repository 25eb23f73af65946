import { englishCount, message } from './message';
import { GOAL_HORIZON_YEARS } from './progress-limits';

// Apart from progress-limits.ts, which the charts read on load: these bring the message factory, which the dashboard
// needs only once the goals form checks a date.

/** Messages the service adds on a goal's date, where it knows today. */
export const GOAL_DATE_PAST = message('progress.targetDatePast', 'The target date must be after today.');
export const GOAL_DATE_TOO_FAR = message(
  'progress.targetDateTooFar',
  `The target date must be within ${englishCount(GOAL_HORIZON_YEARS)} years.`,
  { years: GOAL_HORIZON_YEARS },
);
