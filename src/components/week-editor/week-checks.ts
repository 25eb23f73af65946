import { onDemand } from '../../lib/on-demand';
import type { WeekFields } from '../../lib/contracts/weekly-logs';
import type { Locale } from '../../lib/i18n';
import type { Units } from '../../lib/units';
import type { WeeklyLog } from '../weekly-log-model';
import { readNumbers, type NumberField, type WeekDrafts } from './week-drafts';

/** The week's checks (its schema, zod), fetched on the first save: a page that shows weeks loads none of them. */
const weekChecks = onDemand(async () => {
  const [{ weekFields }, { checkFields }] = await Promise.all([import('../../lib/contracts/weekly-logs'), import('../field-checks')]);
  return (values: Record<string, unknown>, labels: Record<string, string>) => checkFields(weekFields, values, labels);
});

export type WeekCheck =
  | { ok: true; value: WeekFields }
  | { ok: false; message: string; fields: Partial<Record<NumberField | 'journal', string>> };

interface Wording {
  /** The fields' names, for '❌ Biceps: …'. */
  labels: Record<NumberField | 'journal', string>;
  notANumber: string;
}

/**
 * Save Week's fields checked before anything is sent: what cannot be read as a number first (on its field), then
 * the contract's limits. The values to send, or the first problem as the page says it with each field's own.
 */
export async function checkWeek(
  drafts: WeekDrafts,
  week: WeeklyLog,
  startingWeight: string | null,
  locale: Locale,
  units: Units,
  { labels, notANumber }: Wording,
): Promise<WeekCheck> {
  const { numbers, unreadable } = readNumbers(drafts.numbers, week, startingWeight, locale, units);
  const [first] = unreadable;
  if (first) {
    return { ok: false, message: `❌ ${labels[first]}: ${notANumber}`, fields: Object.fromEntries(unreadable.map((n) => [n, notANumber])) };
  }
  return (await weekChecks())({ ...numbers, journal: drafts.journal }, labels) as WeekCheck;
}
