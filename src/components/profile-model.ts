import type { ProfileValues } from '../lib/client/profiles';
import type { ProfileJson } from '../lib/contracts/profiles';
import type { PROFILE_LIMITS } from '../lib/contracts/profile-limits';
import type { Locale, TextValue } from '../lib/i18n';
import { formatDecimal } from '../lib/i18n/numbers';
import type { profileText } from '../lib/i18n/en/profile';

export type { ProfileValues };

/** The member's profile as GET/PUT user/profile/ answer it (weekly logs left out: these screens do not show them). */
export type Profile = ProfileJson;

/**
 * The editable text fields, in form order, each with its label's key in the profile catalogue's `profileFields`
 * (src/lib/i18n/en/profile.ts); their limits are the contract's.
 */
export const PROFILE_TEXT_FIELDS = [
  { name: 'occupation', label: 'occupation' },
  { name: 'phone_number', label: 'phoneNumber', type: 'tel' },
  { name: 'emergency_contact_name', label: 'emergencyContactName' },
  { name: 'emergency_contact', label: 'emergencyContactPhone', type: 'tel' },
  { name: 'address', label: 'address', multiline: true },
  { name: 'medical_history', label: 'medicalHistory', multiline: true },
] as const satisfies ReadonlyArray<{
  name: keyof typeof PROFILE_LIMITS;
  label: keyof TextValue<(typeof profileText)['profileFields']>;
  type?: 'tel';
  multiline?: true;
}>;

/** The form's starting values from a loaded profile: the weight as `locale` writes it ('180,5' in French and German). */
export function valuesOf(profile: Profile, locale: Locale = 'en'): ProfileValues {
  const text = (v: string | number | null) => (v === null || v === undefined ? '' : String(v));
  return {
    full_name: profile.full_name,
    age: text(profile.age),
    weight: profile.weight === null ? '' : formatDecimal(String(Number(profile.weight)), locale),
    ...Object.fromEntries(PROFILE_TEXT_FIELDS.map((f) => [f.name, text(profile[f.name])])),
  };
}
