import { MEASUREMENTS, type Measurement } from '../../lib/contracts/weekly-log-limits';
import type { Locale } from '../../lib/i18n';
import { formatDecimal, parseDecimal } from '../../lib/i18n/numbers';
import { shownValue, storedValue, type Units } from '../../lib/units';
import { weightDraft, type WeeklyLog } from '../weekly-log-model';

/** The Save Week form's number fields: the five measurements and the weight. */
export type NumberField = Measurement | 'weight';
export const NUMBER_FIELDS: readonly NumberField[] = [...MEASUREMENTS, 'weight'];

/** The Save Week form's fields as typed: numbers in the member's units and locale, the journal as written. */
export interface WeekDrafts {
  numbers: Record<NumberField, string>;
  journal: string;
}

/**
 * The fields as the form shows a week: its measurements and weight (or the weight carried over: `startingWeight`)
 * in the member's units and locale ('36,8' cm in French and German), its journal.
 */
export function draftsOf(week: WeeklyLog, startingWeight: string | null, locale: Locale, units: Units): WeekDrafts {
  const numbers = Object.fromEntries(
    MEASUREMENTS.map((name) => [name, formatDecimal(shownValue(week[name], 'length', units), locale)]),
  ) as Record<NumberField, string>;
  numbers.weight = formatDecimal(shownValue(weightDraft(week, startingWeight), 'weight', units), locale);
  return { numbers, journal: week.journal ?? '' };
}

/**
 * The numbers to send, read in the member's locale ('12,5' is 12.5 in French and German) and units (sent in inches
 * and pounds, lib/units.ts), or the fields that cannot be read as a number: those are refused on their field,
 * never sent with a character dropped. A field left as it was shown sends what the week holds, so a rounded metric
 * value never moves it.
 */
export function readNumbers(
  typed: Record<NumberField, string>,
  week: WeeklyLog,
  startingWeight: string | null,
  locale: Locale,
  units: Units,
): { numbers: Record<NumberField, string>; unreadable: NumberField[] } {
  const shown = draftsOf(week, startingWeight, locale, units).numbers;
  const held = { ...week, weight: weightDraft(week, startingWeight) };
  const numbers = {} as Record<NumberField, string>;
  const unreadable: NumberField[] = [];
  for (const name of NUMBER_FIELDS) {
    const read = parseDecimal(typed[name], locale);
    if (!read.ok) unreadable.push(name);
    else numbers[name] = typed[name] === shown[name] ? (held[name] ?? '') : storedValue(read.value, name === 'weight' ? 'weight' : 'length', units);
  }
  return { numbers, unreadable };
}
