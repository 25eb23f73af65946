import { weekFields, type WeekFields } from '../../lib/contracts/weekly-logs';
import { checkFields } from '../form/field-checks';
import type { Checked } from '../form/checked';
import type { Locale } from '../../lib/i18n';
import type { Units } from '../../lib/units';
import type { WeeklyLog } from '../weekly-log-model';
import { parseDecimal } from '../../lib/i18n/decimal-parse';
import { storedValue } from '../../lib/units';
import { weightDraft } from '../weekly-log-model';
import { draftsOf, NUMBER_FIELDS, type NumberField, type WeekDrafts } from './week-drafts';

/*
 * Save Week's checks, fetched with the first save (WeekEditor), with the contract's schema (zod): a page that shows
 * weeks loads none of it.
 */

/**
 * The numbers to send, read in the member's locale ('12,5' is 12.5 in French and German) and units (sent in inches
 * and pounds, lib/units.ts), or the fields that cannot be read as a number: those are refused on their field,
 * never sent with a character dropped. A field left as it was shown sends what the week holds, so a rounded metric
 * value never moves it.
 */
export function readNumbers(
  typed: WeekDrafts,
  week: WeeklyLog,
  startingWeight: string | null,
  locale: Locale,
  units: Units,
): { numbers: Record<NumberField, string>; unreadable: NumberField[] } {
  const shown = draftsOf(week, startingWeight, locale, units);
  const held = { ...week, weight: weightDraft(week, startingWeight) };
  const numbers = {} as Record<NumberField, string>;
  const unreadable: NumberField[] = [];
  for (const name of NUMBER_FIELDS) {
    const read = parseDecimal(typed[name], locale);
    if (!read.ok) unreadable.push(name);
    else
      numbers[name] =
        typed[name] === shown[name]
          ? (held[name] ?? '')
          : storedValue(read.value, name === 'weight' ? 'weight' : 'length', units);
  }
  return { numbers, unreadable };
}

interface Wording {
  /** The fields' names, for '❌ Biceps: …'. */
  labels: Record<NumberField | 'journal', string>;
  notANumber: string;
}

/**
 * Save Week's fields checked before anything is sent: what cannot be read as a number first (on its field), then
 * the contract's limits. The values to send, or the first problem as the page says it with each field's own.
 */
export function checkWeek(
  drafts: WeekDrafts,
  week: WeeklyLog,
  startingWeight: string | null,
  locale: Locale,
  units: Units,
  { labels, notANumber }: Wording,
): Checked<WeekFields> {
  const { numbers, unreadable } = readNumbers(drafts, week, startingWeight, locale, units);
  return checkFields(weekFields, { ...numbers, journal: drafts.journal }, labels, { fields: unreadable, notANumber });
}
