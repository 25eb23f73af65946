import { api, apiUrl, UPLOAD_TIMEOUT_MS } from '../lib/api';
import { getAccessToken } from '../lib/tokens';
import type { ProfileJson } from '../lib/contracts/profiles';

/** The member's profile as GET/PUT user/profile/ answer it (weekly logs left out: these screens do not show them). */
export type Profile = ProfileJson;

/** The editable text fields, in form order, with their labels and limits (the server's limits). */
export const PROFILE_TEXT_FIELDS = [
  { name: 'occupation', label: 'Occupation', max: 100 },
  { name: 'phone_number', label: 'Phone Number', max: 32, type: 'tel' },
  { name: 'emergency_contact_name', label: 'Emergency Contact Name', max: 100 },
  { name: 'emergency_contact', label: 'Emergency Contact Phone', max: 32, type: 'tel' },
  { name: 'address', label: 'Address', max: 500, multiline: true },
  { name: 'medical_history', label: 'Medical History', max: 5000, multiline: true },
] as const;

export type ProfileValues = Partial<Record<'full_name' | 'age' | 'weight' | (typeof PROFILE_TEXT_FIELDS)[number]['name'], string>>;

export const NO_TOKEN_MESSAGE = 'No access token found. Please log in again.';

export function loadProfile(): Promise<Profile> {
  return api.get<Profile>('user/profile/');
}

/**
 * Multipart body of a profile save: empty fields are not sent, age goes as an integer and weight as a decimal,
 * the picture only when a new one was chosen.
 */
export function profileFormData(values: ProfileValues, image: File | null): FormData {
  const form = new FormData();
  for (const [name, raw] of Object.entries(values)) {
    const value = raw?.trim();
    if (!value) continue;
    if (name === 'age') form.append(name, String(Math.trunc(Number(value))));
    else if (name === 'weight') form.append(name, String(Number(value)));
    else form.append(name, value);
  }
  if (image) form.append('image', image);
  return form;
}

/** PUT user/profile/ with the 60 s upload timeout. Throws Error(NO_TOKEN_MESSAGE) when signed out. */
export async function saveProfile(values: ProfileValues, image: File | null): Promise<Profile> {
  if (!getAccessToken()) throw new Error(NO_TOKEN_MESSAGE);
  return api.put<Profile>('user/profile/', profileFormData(values, image), { timeoutMs: UPLOAD_TIMEOUT_MS });
}

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

/**
 * The connectivity self-test of the profile screen (spec section 7): four requests, 10 s each, results only
 * logged, so a member's "it does not load" report comes with something to read in the console.
 */
export async function runConnectivitySelfTest(): Promise<void> {
  const base = apiUrl('');
  const root = new URL('/', new URL(base, window.location.href)).toString();
  const profile = apiUrl('user/profile/');
  const checks: Array<[label: string, method: string, url: string]> = [
    ['API root', 'GET', root],
    ['profile endpoint (OPTIONS)', 'OPTIONS', profile],
    ['configured base', 'GET', base],
    ['profile endpoint without token (401 expected)', 'GET', profile],
  ];
  for (const [label, method, url] of checks) {
    const started = performance.now();
    try {
      const res = await fetch(url, { method, signal: AbortSignal.timeout(10_000), credentials: 'omit' });
      console.log(`[connectivity] ${label}: ${res.status} in ${Math.round(performance.now() - started)} ms`);
    } catch (err) {
      console.log(`[connectivity] ${label}: failed (${(err as Error).name}: ${(err as Error).message})`);
    }
  }
}
