import type { GoalJson } from '../../lib/contracts/progress';
import { SAFE_WEEKLY_WEIGHT_CHANGE } from '../../lib/contracts/progress-limits';
import { formatShortDate, textNow } from '../../lib/i18n';
import { progressViewsText } from '../../lib/i18n/en/progress-views';
import { seriesLabel, seriesUnit } from './check-in-wording';
import { localDecimal, pageLocale } from './decimal-words';
import { unitsNow } from '../../lib/units-store';
import { shownSeriesValue } from '../../lib/units';

/** A value of the goal's series in the reader's units (issue 26), as the page's language writes it. */
const shown = (goal: GoalJson, value: string): string => localDecimal(shownSeriesValue(goal.series, value, unitsNow()));

/** What the goals card says, as plain sentences in the page's language (tested apart from React). */

const words = () => textNow(progressViewsText.goals);

/** The safe-rate share as people say it: 'about 1% of body weight a week'. */
export const safeRateWords = (): string =>
  words().safeRate({ percent: localDecimal(String(Math.round(SAFE_WEEKLY_WEIGHT_CHANGE * 1000) / 10)) });

/** The note beside a weight goal that asks for more than the safe rate. */
export const safeRateNote = (): string => words().safeRateNote({ rate: safeRateWords() });

/** 'Waist: 30 in by Nov 23, 2026'. */
export function goalTitle(goal: GoalJson): string {
  const date = formatShortDate(pageLocale(), `${goal.target_date}T00:00:00Z`, 'UTC');
  return words().goalTitle({
    label: seriesLabel(goal.series),
    target: shown(goal, goal.target),
    unit: seriesUnit(goal.series),
    date,
  });
}

/** How far along the goal is, in words. */
export function goalProgressSentence(goal: GoalJson, latest: string | null): string {
  const t = words();
  const unit = seriesUnit(goal.series);
  if (goal.progress_percent === null) return t.logToSee;
  const from = goal.start !== null ? t.from({ value: shown(goal, goal.start), unit }) : '';
  const now = latest !== null ? t.now({ value: shown(goal, latest), unit }) : '';
  if (goal.progress_percent >= 100) return t.reached({ from, now });
  return t.partway({ percent: Math.round(goal.progress_percent), from, now });
}
