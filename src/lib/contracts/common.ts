import { z } from 'zod';

// zod compiles object parsers with `new Function` when it may; the pages' CSP forbids eval, and even zod's probe for
// it is reported as a violation. The plain interpreter is fast enough for forms and API bodies.
z.config({ jitless: true });

/**
 * What every domain's contract shares: the error shape of the API, the messages of its generic failures, and the
 * field builders whose messages the client shows (Django REST's wording, which the spec's client expects).
 */

/** Every error body of the API: `{"detail": "…", "code": "…"}`, or field errors `{"field": ["…"]}`. */
export type ErrorBody = { detail: string; code?: string; [extra: string]: unknown } | Record<string, string[]>;

export interface FailureSpec {
  status: number;
  detail: string;
}
export type FailureTable = Record<string, FailureSpec>;

/** Failures any domain may answer. A domain's own live in its contract (`accountsFailures`, …). */
/** The answer about a member id that names no one. */
export const UNKNOWN_MEMBER = 'User not found.';

export const COMMON_FAILURES = {
  invalid: { status: 400, detail: 'Invalid input.' },
  not_authenticated: { status: 401, detail: 'Authentication credentials were not provided.' },
  /** An access token that is bad, expired, or of a session that ended (Simple JWT's wording). */
  access_token_not_valid: { status: 401, detail: 'Given token not valid for any token type' },
  forbidden: { status: 403, detail: 'You do not have permission to perform this action.' },
  not_found: { status: 404, detail: 'Not found.' },
  /** A member id that names no one (a page, a moderation target). */
  member_not_found: { status: 404, detail: UNKNOWN_MEMBER },
  invalid_idempotency_key: { status: 400, detail: 'Idempotency-Key must be 1 to 255 visible ASCII characters.' },
  idempotency_in_progress: { status: 409, detail: 'A request with this Idempotency-Key is still being processed.' },
  idempotency_key_reused: { status: 422, detail: 'This Idempotency-Key was already used for another request.' },
  too_large: { status: 413, detail: 'File is too large.' },
  unsupported_media: { status: 415, detail: 'File type not supported.' },
  rate_limited: { status: 429, detail: 'Too many requests.' },
  busy: { status: 503, detail: 'The server is busy. Please try again in a moment.' },
} as const satisfies FailureTable;

export const REQUIRED = 'This field is required.';
export const BLANK = 'This field may not be blank.';
export const tooLong = (max: number) => `Ensure this field has no more than ${max} characters.`;
export const INVALID_INTEGER = 'A valid integer is required.';
export const INVALID_EMAIL = 'Enter a valid email address.';
export const choiceOf = (values: readonly string[]) => `Choose one of: ${values.join(', ')}.`;

/** Text as typed, trimmed at the ends, 1..max characters. */
export const requiredText = (max: number) =>
  z.string({ error: REQUIRED }).trim().min(1, BLANK).max(max, tooLong(max));

/** Optional text: absent, null or blank is null; otherwise trimmed, at most max characters. */
export const optionalText = (max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
    z.string().trim().max(max, tooLong(max)).nullable(),
  );

/** The largest id PostgreSQL's integer holds: anything past it is not an id of ours. */
export const MAX_ID = 2_147_483_647;

/** A positive integer id given as a number or a string of digits. */
export const idField = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v.trim()) ? Number(v.trim()) : v),
  z.number({ error: INVALID_INTEGER }).int(INVALID_INTEGER).min(1, INVALID_INTEGER).max(MAX_ID, INVALID_INTEGER),
);

/** A plain email check: something@something.tld, no spaces or control characters, at most 254 characters. */
export function isEmail(email: string): boolean {
  return email.length <= 254 && /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u.test(email);
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/**
 * Field errors of a zod failure, DRF-style: the first path element names the field, anything about the whole
 * payload goes under `non_field_errors`. Islands run the same schemas before sending and show the same messages.
 */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'non_field_errors';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}
