import {
  SERIES_LABELS,
  SERIES_UNITS,
  changeWording,
  percentWording,
  type ChangeJson,
  type ProgressJson,
  type SeriesSummaryJson,
} from '../../lib/contracts/progress';
import { DAY_NAMES, type Day } from '../../lib/contracts/weekly-logs';

/** What the check-in summary says, as plain sentences (tested apart from React). */


/** 'a', 'a and b', 'a, b and c'. */
export function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** The member has logged nothing at all: no value in any series, no saved week. */
export function nothingLogged(progress: Pick<ProgressJson, 'weeks' | 'summary'>): boolean {
  return progress.summary.series.every((s) => s.latest === null) && !progress.weeks.some((w) => w.saved);
}

/** '3 weeks in a row' ('1 week in a row'). */
export function streakWords(streak: number): string {
  return `${streak} ${streak === 1 ? 'week' : 'weeks'} in a row`;
}

/** The streak as a sentence, for the member ('You') or for staff (the member's name). */
export function streakSentence(streak: number, who: string | null): string {
  if (streak === 0) return who ? `${who} has no streak yet.` : 'No streak yet: save this week to start one.';
  return `${who ?? 'You'} ${who ? 'has' : 'have'} saved ${streakWords(streak)}.`;
}

/** Which days of this week have no daily log yet, as a sentence. */
export function missingDaysSentence(days: readonly Day[]): string {
  if (days.length === 0) return 'Every day of this week so far has a daily log.';
  return `No daily log yet this week for ${listWords(days.map((d) => DAY_NAMES[d]))}.`;
}

/** One change as shown: 'Waist −1.25 in since week 1 (−3.7%).' */
export function changeSentence(s: SeriesSummaryJson, change: ChangeJson): string {
  const percent = percentWording(change);
  return `${changeWording(s.series, change, s.latest_week ?? change.from_week + 1)}${percent ? ` ${percent}` : ''}.`;
}

/** The changes of one series worth saying: against last logged week and against week 1 (once when they are the same week). */
export function seriesChanges(s: SeriesSummaryJson): string[] {
  const lines: string[] = [];
  if (s.since_previous) lines.push(changeSentence(s, s.since_previous));
  if (s.since_first && s.since_first.from_week !== s.since_previous?.from_week) lines.push(changeSentence(s, s.since_first));
  return lines;
}

/** 'Waist: 31.75 in (week 3).' */
export function latestSentence(s: SeriesSummaryJson): string {
  return `${SERIES_LABELS[s.series]}: ${s.latest} ${SERIES_UNITS[s.series]} (week ${s.latest_week}).`;
}

