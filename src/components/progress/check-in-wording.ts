import type { ChangeJson, ProgressJson, SeriesSummaryJson } from '../../lib/contracts/progress';
import type { ProgressSeries } from '../../lib/contracts/progress-limits';
import { unitsNow } from '../../lib/units-store';
import { seriesSymbol, shownSeriesChange, shownSeriesValue } from '../../lib/units';
import type { Day } from '../../lib/contracts/weekly-logs';
import { textNow } from '../../lib/i18n';
import { progressText } from '../../lib/i18n/en/progress';
import { weeklyLogText } from '../../lib/i18n/en/weekly-log';
import { localDecimal, signedDecimal } from './decimal-words';

/** What the check-in summary says, as plain sentences in the page's language (tested apart from React). */

const words = () => textNow(progressText.checkIn);

/** A series' name and unit in the page's language ('Waist', 'in'). */
export const seriesLabel = (series: ProgressSeries): string => textNow(weeklyLogText.measures)[series];
/** The unit is the reader's (issue 26): staff read a member's numbers in their own units. */
export const seriesUnit = (series: ProgressSeries): string =>
  textNow(progressText.units)[seriesSymbol(series, unitsNow())];

/** 'a', 'a and b', 'a, b and c'. */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return words().lastOfList({ list: items.slice(0, -1).join(', '), last: items[items.length - 1]! });
}

/** The member has logged nothing at all: no value in any series, no saved week. */
export function nothingLogged(progress: Pick<ProgressJson, 'weeks' | 'summary'>): boolean {
  return progress.summary.series.every((s) => s.latest === null) && !progress.weeks.some((w) => w.saved);
}

/** '3 weeks in a row' ('1 week in a row'). */
export function streakWords(streak: number): string {
  return words().weeksInRow(streak);
}

/** The streak as a sentence, for the member ('You') or for staff (the member's name). */
export function streakSentence(streak: number, who: string | null): string {
  const t = words();
  if (streak === 0) return who ? t.memberNoStreak({ name: who }) : t.noStreak;
  return who ? t.memberStreak({ name: who, streak: streakWords(streak) }) : t.streak({ streak: streakWords(streak) });
}

/** Which days of this week have no daily log yet, as a sentence. */
export function missingDaysSentence(days: readonly Day[]): string {
  if (days.length === 0) return words().everyDayLogged;
  const names = textNow(weeklyLogText.dayNames);
  return words().missingDays({ days: listWords(days.map((d) => names[d])) });
}

/**
 * The plain wording of a change, the same on every screen: 'Waist −1.25 in since week 1', 'Weight +2 lbs since
 * last week', 'Hips unchanged since week 1'. `currentWeek` is the week of the newer value.
 */
export function changeWords(series: ProgressSeries, change: ChangeJson, currentWeek: number): string {
  const t = words();
  const since = change.from_week === currentWeek - 1 ? t.sinceLastWeek : t.sinceWeek({ n: change.from_week });
  const label = seriesLabel(series);
  if (Number(change.amount) === 0) return t.unchanged({ label, since });
  return t.changed({
    label,
    amount: signedDecimal(shownSeriesChange(series, change.amount, unitsNow())),
    unit: seriesUnit(series),
    since,
  });
}

/** One change as shown: 'Waist −1.25 in since week 1 (−3.7%).' */
export function changeSentence(s: SeriesSummaryJson, change: ChangeJson): string {
  const percent = change.percent === null ? '' : ` ${words().percent({ value: signedDecimal(change.percent) })}`;
  return `${changeWords(s.series, change, s.latest_week ?? change.from_week + 1)}${percent}.`;
}

/** The changes of one series worth saying: against last logged week and against week 1 (once when they are the same week). */
export function seriesChanges(s: SeriesSummaryJson): string[] {
  const lines: string[] = [];
  if (s.since_previous) lines.push(changeSentence(s, s.since_previous));
  if (s.since_first && s.since_first.from_week !== s.since_previous?.from_week)
    lines.push(changeSentence(s, s.since_first));
  return lines;
}

/** 'Waist: 31.75 in (week 3).' */
export function latestSentence(s: SeriesSummaryJson): string {
  return words().latest({
    label: seriesLabel(s.series),
    value: localDecimal(s.latest === null ? '' : shownSeriesValue(s.series, s.latest, unitsNow())),
    unit: seriesUnit(s.series),
    n: s.latest_week ?? '',
  });
}
