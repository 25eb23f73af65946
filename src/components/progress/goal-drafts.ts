import {
  GOAL_DATE_PAST,
  GOAL_DATE_TOO_FAR,
  GOAL_HORIZON_DAYS,
  ONE_GOAL_PER_SERIES,
  PROGRESS_SERIES,
  SERIES_MAX,
  goalInput,
  type GoalInput,
  type GoalJson,
  type ProgressSeries,
} from '../../lib/contracts/progress';
import { REQUIRED } from '../../lib/contracts/common';
import { issueText, messageText } from '../../lib/form-messages';
import { decimalField } from '../../lib/contracts/profiles';

/** The goals form's rows as typed, and their checks before anything is sent (the server checks them again). */

export interface GoalDraft {
  /** Stable per row while the form is open (React keys, label ids). */
  key: number;
  series: ProgressSeries;
  target: string;
  target_date: string;
}

/** Each field's first problem, in the page's language. */
export interface DraftErrors {
  target?: string;
  target_date?: string;
  series?: string;
}

let nextKey = 1;

export const draftsOf = (goals: readonly GoalJson[]): GoalDraft[] =>
  goals.map((g) => ({ key: nextKey++, series: g.series, target: g.target, target_date: g.target_date }));

/** A new row for the first series without a goal (null when every series has one). */
export function newDraft(drafts: readonly GoalDraft[]): GoalDraft | null {
  const used = new Set(drafts.map((d) => d.series));
  const series = PROGRESS_SERIES.find((s) => !used.has(s));
  return series ? { key: nextKey++, series, target: '', target_date: '' } : null;
}

const DAY_MS = 86_400_000;

/** Today as YYYY-MM-DD in UTC, the calendar the server's dates use. */
export const todayIso = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/** The latest date a goal may have (the date input's max). */
export const horizonIso = (now: Date = new Date()): string =>
  new Date(now.getTime() + GOAL_HORIZON_DAYS * DAY_MS).toISOString().slice(0, 10);

/** Checks every row: per-row field errors (indexed like `drafts`) and the goals to send when all pass. */
export function checkDrafts(
  drafts: readonly GoalDraft[],
  now: Date = new Date(),
): { errors: DraftErrors[]; goals: GoalInput[] | null } {
  const today = todayIso(now);
  const horizon = horizonIso(now);
  const seen = new Set<ProgressSeries>();
  const goals: GoalInput[] = [];
  const errors = drafts.map((d): DraftErrors => {
    const e: DraftErrors = {};
    if (seen.has(d.series)) e.series = messageText(ONE_GOAL_PER_SERIES);
    seen.add(d.series);
    // The target on its own first: the goal's schema only reads it once the date passes.
    const target = decimalField(SERIES_MAX[d.series], 'round').safeParse(d.target.trim());
    if (!target.success) e.target = issueText(target.error.issues[0]!);
    else if (target.data === null) e.target = messageText(REQUIRED);
    const parsed = goalInput.safeParse({
      series: d.series,
      target: d.target.trim(),
      target_date: d.target_date || undefined,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field =
          issue.path[0] === 'target_date' ? 'target_date' : issue.path[0] === 'series' ? 'series' : 'target';
        e[field] ??= issueText(issue);
      }
    } else {
      if (parsed.data.target_date <= today) e.target_date = messageText(GOAL_DATE_PAST);
      else if (parsed.data.target_date > horizon) e.target_date = messageText(GOAL_DATE_TOO_FAR);
      goals.push(parsed.data);
    }
    return e;
  });
  const ok = errors.every((e) => Object.keys(e).length === 0);
  return { errors, goals: ok ? goals : null };
}
