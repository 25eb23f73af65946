import type { ProfileValues } from '../lib/client/profiles';
import type { Locale } from '../lib/i18n';
import { formatDecimal } from '../lib/i18n/numbers';
import { parseDecimal } from '../lib/i18n/decimal-parse';
import { shownValue, storedValue, type Units } from '../lib/units';
import type { Checked } from './form/checked';

/**
 * The profile's weight in the member's units (issue 26), apart from profile-model.ts so that pages which only show
 * profiles do not load the units. The API keeps pounds.
 */

/** The weight field's text: in the member's units, as `locale` writes it ('81,6' kg in French and German). */
export const weightText = (weight: string | number | null, locale: Locale, units: Units): string =>
  weight === null ? '' : formatDecimal(shownValue(String(Number(weight)), 'weight', units), locale);

/**
 * The weight to send, in pounds, from the field's text (`typed`, read as `read`): a weight left as it was shown sends
 * what the profile holds, so a rounded metric value never moves it.
 */
export function weightToSend(
  typed: string,
  read: string,
  held: string | number | null | undefined,
  locale: Locale,
  units: Units,
): string {
  if (held !== null && held !== undefined && units === 'metric' && typed === weightText(held, locale, units))
    return String(held);
  return storedValue(read, 'weight', units);
}

/** A profile form's values: its text as typed, and the picture newly chosen (null when none). */
export type ProfileFormValues = Record<keyof ProfileValues, string> & { image: File | null };

/**
 * A profile form's values checked before sending: the weight read in the member's locale ('180,5' in French and
 * German) and sent in pounds; what cannot be read is refused on its field, never sent. The server checks the rest.
 */
export function checkProfile(
  values: ProfileFormValues,
  held: string | number | null | undefined,
  locale: Locale,
  units: Units,
  notANumber: string,
): Checked<ProfileFormValues> {
  const weight = parseDecimal(values.weight, locale);
  if (!weight.ok) return { ok: false, errors: { weight: notANumber } };
  return { ok: true, value: { ...values, weight: weightToSend(values.weight, weight.value, held, locale, units) } };
}
