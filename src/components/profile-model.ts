import type { ProfileValues } from '../lib/client/profiles';
import { PROFILE_LIMITS, type ProfileJson } from '../lib/contracts/profiles';

export type { ProfileValues };

/** The member's profile as GET/PUT user/profile/ answer it (weekly logs left out: these screens do not show them). */
export type Profile = ProfileJson;


/** The editable text fields, in form order, with their labels; their limits are the contract's. */
export const PROFILE_TEXT_FIELDS = [
  { name: 'occupation', label: 'Occupation' },
  { name: 'phone_number', label: 'Phone Number', type: 'tel' },
  { name: 'emergency_contact_name', label: 'Emergency Contact Name' },
  { name: 'emergency_contact', label: 'Emergency Contact Phone', type: 'tel' },
  { name: 'address', label: 'Address', multiline: true },
  { name: 'medical_history', label: 'Medical History', multiline: true },
] as const satisfies ReadonlyArray<{ name: keyof typeof PROFILE_LIMITS; label: string; type?: 'tel'; multiline?: true }>;

/** The form's starting values from a loaded profile. */
export function valuesOf(profile: Profile): ProfileValues {
  const text = (v: string | number | null) => (v === null || v === undefined ? '' : String(v));
  return {
    full_name: profile.full_name,
    age: text(profile.age),
    weight: profile.weight === null ? '' : String(Number(profile.weight)),
    ...Object.fromEntries(PROFILE_TEXT_FIELDS.map((f) => [f.name, text(profile[f.name])])),
  };
}

/** Weight for display: "150.5 lbs". */
export function formatWeight(weight: string | null): string {
  return weight === null ? '' : `${Number(weight)} lbs`;
}

/** Error lines of a save, for the red alert (split by line, as the spec says). */
export function errorLines(message: string): string[] {
  return message.split('\n').map((l) => l.trim()).filter(Boolean);
}
