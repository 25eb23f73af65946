import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { COMMON_FAILURES, rateLimitedFor, type FailureSpec } from '../../lib/contracts/common';
import { accountsFailures } from '../../lib/contracts/accounts';
import { adminFailures } from '../../lib/contracts/admin';
import { appealsFailures } from '../../lib/contracts/appeals';
import { communityFailures } from '../../lib/contracts/community';
import { profilesFailures } from '../../lib/contracts/profiles';
import { safetyFailures } from '../../lib/contracts/safety';
import { supportFailures } from '../../lib/contracts/support';
import { termsFailures } from '../../lib/contracts/terms';
import { weeklyLogsFailures } from '../../lib/contracts/weekly-logs';
import { passkeysFailures } from '../../lib/contracts/passkeys';
import { twoFactorFailures } from '../../lib/contracts/two-factor';
import { coachingFailures } from '../../lib/contracts/coaching';
import type { Failed, Result } from '../result';
import { HttpError, bodyIn, type CodedBody } from './errors';
import { LANGUAGE_COOKIE, requestLocale, type Locale } from '../../lib/i18n/locales';
// Registers the French and German catalogues the messages are translated with.
import '../i18n';

/**
 * The one table from a service's reason to HTTP: status and message, per domain in its contract. The reason is the
 * body's `code`, which clients act on; the message has its own code, by which it is translated.
 */
export const FAILURES: Record<string, FailureSpec> = {
  ...COMMON_FAILURES,
  ...accountsFailures,
  ...profilesFailures,
  ...weeklyLogsFailures,
  ...communityFailures,
  ...safetyFailures,
  ...adminFailures,
  ...appealsFailures,
  ...supportFailures,
  ...termsFailures,
  ...passkeysFailures,
  ...twoFactorFailures,
  ...coachingFailures,
};

/** The HTTP error of a failure: field errors as they are, otherwise `{detail, code, params?, …extra}`. */
export function httpErrorOf(failure: Failed): HttpError {
  const spec = FAILURES[failure.reason];
  if (!spec) throw new Error(`No HTTP mapping for the reason "${failure.reason}"`);
  const headers: Record<string, string> = failure.retryAfter ? { 'Retry-After': String(failure.retryAfter) } : {};
  if (failure.fields) return new HttpError(spec.status, failure.fields, headers);
  const detail =
    failure.detail ??
    (failure.reason === 'rate_limited' && failure.retryAfter ? rateLimitedFor(failure.retryAfter) : spec.detail);
  return new HttpError(spec.status, { detail, code: failure.reason, ...failure.extra }, headers);
}

/** The value of a result, or the failure thrown as its HTTP error (the app's error handler answers it). */
export function valueOrThrow<T>(result: Result<T>): T {
  if (!result.ok) throw httpErrorOf(result);
  return result.value;
}

const LANGUAGE_CHOICE = new RegExp(`(?:^|;)\\s*${LANGUAGE_COOKIE}=([^;]*)`);

/** The language of a request's messages: the visitor's stored choice (the `lang` cookie), else Accept-Language. */
export function requestLanguage(c: Context): Locale {
  const chosen = c.req.header('cookie')?.match(LANGUAGE_CHOICE)?.[1]?.trim();
  return requestLocale(chosen, c.req.header('accept-language'));
}

/**
 * THE way an error body leaves the API (the app's error handler, the not-found and body-limit answers): its messages
 * translated by code into the request's language (English is the spec's text), and `Vary: Accept-Language` since
 * the same request answers differently per language. Successful bodies are data.
 */
export function answerError(
  c: Context,
  status: number,
  body: CodedBody,
  headers: Record<string, string> = {},
): Response {
  c.header('Vary', 'Accept-Language', { append: true });
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  return c.json(bodyIn(body, requestLanguage(c)), status as ContentfulStatusCode);
}

/** Answers a failure directly, where nothing can throw (not-found and body-limit handlers). */
export function answerFailure(c: Context, failure: Failed): Response {
  const error = httpErrorOf(failure);
  return answerError(c, error.status, error.coded, error.headers);
}

/** Answers a service's result: the value as JSON with `status`, or the failure through the table. */
export function respond<T>(c: Context, result: Result<T>, status: ContentfulStatusCode = 200): Response {
  return c.json(valueOrThrow(result) as never, status);
}
