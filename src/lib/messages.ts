import { ApiError } from './api';
import { errorsText } from './i18n/en/errors';
import { textNow } from './i18n/text';

/**
 * The error catalogue of the spec (section 8), as pure functions of what the server answered, in the page's
 * language. The API answers in the page's language already (api.ts sends it; the server translates by code); the
 * browser's own messages come from the `errors` catalogue, where they are raised. A form's own checks (the contract's
 * schema run before sending) give messages by code, shown in the page's language by form-messages.ts.
 */

/** The English of the last resort (the spec's); shown translated. */
export const SOMETHING_WENT_WRONG = 'Something went wrong';

const client = () => textNow(errorsText.client);

type Body = Record<string, unknown>;
const isRecord = (v: unknown): v is Body => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Strings out of a string, a list of strings, or an object of lists. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (isRecord(value)) return Object.values(value).flatMap(strings);
  return [];
}

/** Field keys the generic rule reads, in order. */
export const GENERIC_FIELDS = [
  'password',
  'email',
  'full_name',
  'password2',
  'image',
  'picture',
  'bio',
  'about',
  'first_name',
  'last_name',
  'phone',
  'address',
  'weight',
  'height',
  'age',
  'weekly_picture',
  'notes',
  'duration',
] as const;

/** Joins messages with '. ' without doubling the full stop of messages that already end in one. */
function joinSentences(messages: string[]): string {
  const joined = messages.map((m) => m.trim().replace(/\.+$/, '')).join('. ');
  return /\.$/.test(messages[messages.length - 1]!.trim()) ? joined + '.' : joined;
}

/** Profile and generic request failures, by the spec's priority. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError && error.network) {
    return client().networkFailed;
  }
  if (!(error instanceof ApiError)) {
    // The browser's own errors (the image pipeline's, a missing token) are written in the page's language already.
    return error instanceof Error && error.message ? error.message : client().somethingWentWrong;
  }
  if (error.status === 401) return client().authenticationFailed;
  if (error.status === 413) return client().fileTooLarge;
  if (error.status === 415) return client().fileTypeNotSupported;
  return bodyMessage(error.data);
}

/**
 * What a failure's body says (the generic catalogue's steps 5 to 7). Islands that run the contract's schema before
 * sending show its field errors through this too, so they read as the server's would.
 */
export function bodyMessage(data: unknown): string {
  if (isRecord(data)) {
    if (typeof data['message'] === 'string' && data['message']) return data['message'];
    if (typeof data['detail'] === 'string' && data['detail']) return data['detail'];
    const gathered = [
      ...GENERIC_FIELDS.flatMap((key) => strings(data[key])),
      ...strings(data['non_field_errors']),
      ...strings(data['error']),
      ...strings(data['errors']),
    ];
    const unique = [...new Set(gathered)];
    if (unique.length > 0) return joinSentences(unique);
  }
  if (typeof data === 'string' && data.trim()) return data;
  return client().somethingWentWrong;
}

/** Login failure: detail, else a plain-string body, else non_field_errors joined by comma, else email errors. */
export function loginErrorMessage(data: unknown): string {
  if (isRecord(data)) {
    if (typeof data['detail'] === 'string' && data['detail']) return data['detail'];
    const nonField = strings(data['non_field_errors']);
    if (nonField.length) return nonField.join(', ');
    const email = strings(data['email']);
    if (email.length) return email.join(', ');
  }
  if (typeof data === 'string' && data.trim()) return data;
  return client().somethingWentWrong;
}

/** Registration failure: the field messages, one per line, else 'Something went wrong'. */
export const REGISTRATION_FIELDS = [
  'full_name',
  'email',
  'password',
  'password2',
  'non_field_errors',
  'detail',
] as const;

export function registrationErrorMessage(data: unknown): string {
  if (isRecord(data)) {
    const lines = REGISTRATION_FIELDS.flatMap((key) => strings(data[key]));
    if (lines.length) return lines.join('\n');
  }
  // Anything else (a proxy's HTML page, no body at all) is not shown as is.
  return client().somethingWentWrong;
}

/**
 * The stable code of a failure, for the places that act on what went wrong (a missing post, a dead reset link):
 * `network` when the server was not reached, the body's `code` otherwise (null when it has none).
 */
export function failureCode(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.network) return 'network';
  return isRecord(error.data) && typeof error.data['code'] === 'string' ? error.data['code'] : null;
}
