import { api, apiUrl, UPLOAD_TIMEOUT_MS } from '../api';
import { getAccessToken } from '../tokens';
import { textNow } from '../i18n/text';
import { errorsText } from '../i18n/en/errors';
import type { OwnProfileJson, PROFILE_LIMITS } from '../contracts/profiles';

/** What the profile forms send: text as typed, per field ('' or absent: not sent). */
export type ProfileValues = Partial<Record<keyof typeof PROFILE_LIMITS, string>>;

/**
 * The multipart body of a profile save (spec section 6): empty fields are not sent, age goes as an integer and
 * weight as a decimal, the picture only when a new one was chosen.
 */
function profileForm(values: ProfileValues, image: File | null): FormData {
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

/**
 * The connectivity self-test of the profile screen (spec section 7): four requests, 10 s each, results only
 * logged, so a member's "it does not load" report comes with something to read in the console. Plain fetches on
 * purpose: the last one must go without the token (401 expected).
 */
async function selfTest(): Promise<void> {
  const base = apiUrl('');
  const root = new URL('/', new URL(base, window.location.href)).toString();
  const profile = apiUrl('user/profile/');
  // i18n-lint: not interface text (the self-test's labels go to the console)
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

/** The signed-in member's own profile: one function per endpoint. */
export const profiles = {
  /** GET user/profile/: the profile with the member's weekly logs. */
  get: () => api.get<OwnProfileJson>('user/profile/'),

  /** PUT user/profile/ with the 60 s upload timeout. Throws the spec's 'No access token found' error (in the page's language) when signed out. */
  save: async (values: ProfileValues, image: File | null): Promise<OwnProfileJson> => {
    if (!getAccessToken()) throw new Error(textNow(errorsText.client).noAccessToken);
    return api.put<OwnProfileJson>('user/profile/', profileForm(values, image), { timeoutMs: UPLOAD_TIMEOUT_MS });
  },

  selfTest,
};
