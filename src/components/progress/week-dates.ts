import type { ProgressWeekJson } from '../../lib/contracts/progress';
import { formatShortDate, type Locale } from '../../lib/i18n';
import { pageLocale } from './decimal-words';

/** A week's dates as shown beside its picture, and the weeks that have one. */

/** 'Nov 1, 2026' from '2026-11-01' in English (the contract's dates are UTC calendar dates). */
export function formatDay(isoDay: string, locale: Locale = pageLocale()): string {
  const d = new Date(`${isoDay}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? isoDay : formatShortDate(locale, d, 'UTC');
}

/** 'Nov 1, 2026 – Nov 7, 2026'. */
export function weekDates(
  week: Pick<ProgressWeekJson, 'starts_on' | 'ends_on'>,
  locale: Locale = pageLocale(),
): string {
  return `${formatDay(week.starts_on, locale)} – ${formatDay(week.ends_on, locale)}`;
}

/** The weeks that have a picture, oldest first. */
export function weeksWithPictures(weeks: readonly ProgressWeekJson[]): ProgressWeekJson[] {
  return weeks.filter((w) => !!w.progress_picture).sort((a, b) => a.week_number - b.week_number);
}
