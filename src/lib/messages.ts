import { ApiError } from './api';
import { errorsText } from './i18n/en/errors';
import { localizeBody, localizeMessage } from './i18n/api-messages';
import { serverLocale, textNow, $locale } from './i18n/text';
import type { Locale } from './i18n/locales';

/**
 * The error catalogue of the spec (section 8), as pure functions of what the server answered, in the page's
 * language: the browser's own messages come from the `errors` catalogue, and a body's messages go
 * through localizeBody (the API already answers in the page's language; field errors of a contract's schema run in
 * the browser come in English and are translated here).
 */

/** The English of the last resort (the spec's); shown translated. */
export const SOMETHING_WENT_WRONG = 'Something went wrong';

const pageLocale = (): Locale => (typeof document === 'undefined' ? serverLocale() : $locale.get());
const client = () => textNow(errorsText.client);
/** The body with its messages in the page's language. */
const local = (data: unknown): unknown => localizeBody(data, pageLocale());

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
  'password', 'email', 'full_name', 'password2', 'image', 'picture', 'bio', 'about', 'first_name', 'last_name',
  'phone', 'address', 'weight', 'height', 'age', 'weekly_picture', 'notes', 'duration',
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
    // The browser's own errors (the image pipeline's, a missing token) carry English the catalogue knows.
    return error instanceof Error && error.message ? localizeMessage(error.message, pageLocale()) : client().somethingWentWrong;
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
export function bodyMessage(body: unknown): string {
  const data = local(body);
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
export function loginErrorMessage(body: unknown): string {
  const data = local(body);
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
export const REGISTRATION_FIELDS = ['full_name', 'email', 'password', 'password2', 'non_field_errors', 'detail'] as const;

export function registrationErrorMessage(body: unknown): string {
  const data = local(body);
  if (isRecord(data)) {
    const lines = REGISTRATION_FIELDS.flatMap((key) => strings(data[key]));
    if (lines.length) return lines.join('\n');
  }
  // Anything else (a proxy's HTML page, no body at all) is not shown as is.
  return client().somethingWentWrong;
}
