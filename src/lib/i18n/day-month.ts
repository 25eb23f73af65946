import type { Locale } from './locales';

/**
 * A week's day as its tiles and cards show it, apart from format.ts: only the weekly log and the dashboard need it,
 * and format.ts goes with every island.
 */
const formats = new Map<Locale, Intl.DateTimeFormat>();

/** A calendar day stored as YYYY-MM-DD as day and short month: "Nov 26" / "26 nov." / "26. Nov." (read as UTC). */
export function formatDayMonth(locale: Locale, isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDay;
  let f = formats.get(locale);
  if (!f)
    formats.set(locale, (f = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' })));
  return f.format(date);
}
