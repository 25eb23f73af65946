import { MEASUREMENTS, type Measurement } from '../../lib/contracts/weekly-log-limits';
import type { Locale } from '../../lib/i18n';
import { formatDecimal } from '../../lib/i18n/numbers';
import { shownValue, type Units } from '../../lib/units';
import { weightDraft, type WeeklyLog } from '../weekly-log-model';

/** The Save Week form's number fields: the five measurements and the weight. */
export type NumberField = Measurement | 'weight';
export const NUMBER_FIELDS: readonly NumberField[] = [...MEASUREMENTS, 'weight'];

/** The Save Week form's fields as typed: numbers in the member's units and locale, the journal as written. */
export type WeekDrafts = Record<NumberField | 'journal', string>;

/**
 * The fields as the form shows a week: its measurements and weight (or the weight carried over: `startingWeight`)
 * in the member's units and locale ('36,8' cm in French and German), its journal.
 */
export function draftsOf(week: WeeklyLog, startingWeight: string | null, locale: Locale, units: Units): WeekDrafts {
  const drafts = Object.fromEntries(
    MEASUREMENTS.map((name) => [name, formatDecimal(shownValue(week[name], 'length', units), locale)]),
  ) as WeekDrafts;
  drafts.weight = formatDecimal(shownValue(weightDraft(week, startingWeight), 'weight', units), locale);
  drafts.journal = week.journal ?? '';
  return drafts;
}
