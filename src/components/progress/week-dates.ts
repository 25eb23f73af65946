import type { ProgressWeekJson } from '../../lib/contracts/progress';

/** A week's dates as shown beside its picture, and the weeks that have one. */

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 'Nov 1, 2026' from '2026-11-01' (the contract's dates are UTC calendar dates). */
export function formatDay(isoDay: string): string {
  const d = new Date(`${isoDay}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? isoDay : DATE_FORMAT.format(d);
}

/** 'Nov 1, 2026 – Nov 7, 2026'. */
export function weekDates(week: Pick<ProgressWeekJson, 'starts_on' | 'ends_on'>): string {
  return `${formatDay(week.starts_on)} – ${formatDay(week.ends_on)}`;
}

/** The weeks that have a picture, oldest first. */
export function weeksWithPictures(weeks: readonly ProgressWeekJson[]): ProgressWeekJson[] {
  return weeks.filter((w) => !!w.progress_picture).sort((a, b) => a.week_number - b.week_number);
}

