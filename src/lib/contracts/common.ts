import * as z from 'zod/mini';
import { idOf, integerOf } from './ids';
import { message, type Message, type MessageCode, type MessageParams } from './message';
import { BLANK, INVALID_INTEGER, REQUIRED, tooLong } from './field-messages';

// zod/mini rather than classic zod: the same parser core, and every island that checks a form ships it. Classic
// zod's methods come all together (about 25 KB gzipped); mini's functions come one by one (about 8.5 KB for ours).
// It has no locale either: the messages a contract leaves to zod are the server's concern (src/server/http/body.ts).

// zod compiles object parsers with `new Function` when it may; the pages' CSP forbids eval, and even zod's probe for
// it is reported as a violation. The plain interpreter is fast enough for forms and API bodies.
z.config({ jitless: true });

import type { FieldErrorBody, FieldMessage } from './field-errors';

export { fieldErrorsOf, fieldMessagesOf, issueMessage, type FieldMessage, type FieldMessages } from './field-errors';
export { INTEGER_TEXT, MAX_ID, integerOf } from './ids';
export { isEmail, normalizeEmail } from './emails';
export { message, type Message, type MessageCode, type MessageParams } from './message';

/**
 * What every domain's contract shares: the error shape of the API, the messages of its generic failures, and the
 * field builders whose messages the client shows (Django REST's wording, which the spec's client expects).
 */

/**
 * Every error body of the API: `{"detail": "…", "code": "…"}` (with `params` when the message names values), or
 * field errors `{"field": ["…"], "codes": {"field": [{"code": "…", "params": {…}}]}}` (FieldErrorBody). The texts
 * are in the request's language (English by default: the spec's words).
 */
export type ErrorBody =
  | { detail: string; code?: string; params?: MessageParams; [extra: string]: unknown }
  | FieldErrorBody;

export interface FailureSpec {
  status: number;
  detail: Message;
}
export type FailureTable = Record<string, FailureSpec>;

/** A failure table's row: its HTTP status and its message (code, the spec's English, the values it names). */
export const failure = (status: number, code: MessageCode, english: string, params?: MessageParams): FailureSpec => ({
  status,
  detail: message(code, english, params),
});

/** The answer about a member id that names no one. */
export const UNKNOWN_MEMBER = message('common.memberNotFound', 'User not found.');

/** Failures any domain may answer. A domain's own live in its contract (`accountsFailures`, …). */
export const COMMON_FAILURES = {
  invalid: failure(400, 'common.invalid', 'Invalid input.'),
  not_authenticated: failure(401, 'common.notAuthenticated', 'Authentication credentials were not provided.'),
  /** An access token that is bad, expired, or of a session that ended (Simple JWT's wording). */
  access_token_not_valid: failure(401, 'common.accessTokenNotValid', 'Given token not valid for any token type'),
  forbidden: failure(403, 'common.forbidden', 'You do not have permission to perform this action.'),
  /** A save kept on a device for one member, sent with another member's token (the `Member-Id` header). */
  other_member: failure(403, 'common.otherMember', 'This was saved by another member on this device.'),
  not_found: failure(404, 'common.notFound', 'Not found.'),
  /** A member id that names no one (a page, a moderation target). */
  member_not_found: { status: 404, detail: UNKNOWN_MEMBER },
  invalid_idempotency_key: failure(
    400,
    'common.invalidIdempotencyKey',
    'Idempotency-Key must be 1 to 255 visible ASCII characters.',
  ),
  idempotency_in_progress: failure(
    409,
    'common.idempotencyInProgress',
    'A request with this Idempotency-Key is still being processed.',
  ),
  idempotency_key_reused: failure(
    422,
    'common.idempotencyKeyReused',
    'This Idempotency-Key was already used for another request.',
  ),
  too_large: failure(413, 'common.tooLarge', 'File is too large.'),
  unsupported_media: failure(415, 'common.unsupportedMedia', 'File type not supported.'),
  /** A request body past its route's budget (http/body-budget.ts), read no further. */
  body_too_large: failure(413, 'common.bodyTooLarge', 'Request body is too large.'),
  /** A body of a type the route does not take: JSON, or multipart on the routes that take a picture. */
  unsupported_body: failure(415, 'common.unsupportedBody', 'Unsupported media type. Send JSON.'),
  /** A form part the route does not take (a file under another name, a second file). */
  unexpected_part: failure(400, 'common.unexpectedPart', 'Unexpected part in form data.'),
  rate_limited: failure(429, 'common.rateLimited', 'Too many requests.'),
  busy: failure(503, 'common.busy', 'The server is busy. Please try again in a moment.'),
  /** GET /ready: the database does not answer or lacks migrations (a load balancer's check, not a member's). */
  not_ready: failure(503, 'server.unavailable', 'The service is temporarily unavailable. Please try again shortly.'),
} as const satisfies FailureTable;

/** The 429 of a limit that says when to come back. */
export const rateLimitedFor = (seconds: number): Message =>
  message('common.rateLimitedFor', `Too many requests. Please try again in ${seconds} seconds.`, { seconds });

/**
 * A schema built so that a bundle that never uses it leaves it out: zod/mini's `.check()` is a method call, which a
 * bundler keeps for its possible effects even when the schema goes unused, but a call of this function it may drop.
 * An island imports its domain's contract for one schema or a constant and would otherwise build every schema of it.
 */
/* @__NO_SIDE_EFFECTS__ */
export function schema<T>(build: () => T): T {
  return build();
}

/** Classic zod's `z.preprocess(fn, schema)`, which zod/mini spells as a pipe from a transform. */
export const preprocess = <S extends z.core.$ZodType>(
  fn: (value: unknown) => unknown,
  schema: S,
): z.ZodMiniPipe<z.ZodMiniTransform, S> => z.pipe(z.transform(fn), schema);

/**
 * Classic zod's `ctx.addIssue(message)` inside a transform (zod/mini's transform gets the bare parse payload): the
 * value is refused with `message`, and the transform answers z.NEVER.
 */
export function refuse(ctx: z.core.ParsePayload, refusal: FieldMessage): never {
  const { text, ...coded } = refusal;
  ctx.issues.push({ code: 'custom', message: text, params: coded, input: ctx.value });
  return z.NEVER;
}

export * from './field-messages';

/** A custom issue of a message, for `ctx.addIssue` in a superRefine. */
export const issueOf = ({ text, ...coded }: FieldMessage) => ({
  code: 'custom' as const,
  message: text,
  params: coded,
});

/** Text as typed, trimmed at the ends, 1..max characters. */
export const requiredText = (max: number) =>
  z.string(REQUIRED).check(z.trim(), z.minLength(1, BLANK), z.maxLength(max, tooLong(max)));

/** Optional text: absent, null or blank is null; otherwise trimmed, at most max characters. */
export const optionalText = (max: number) =>
  preprocess(
    (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
    z.nullable(z.string().check(z.trim(), z.maxLength(max, tooLong(max)))),
  );

/** A whole number from the query string; absent or empty is undefined. */
export const queryInteger = <S extends z.core.$ZodType>(then: S) =>
  preprocess((v) => (v === undefined || v === '' ? undefined : integerOf(v)), z.optional(then));

/** A positive integer id given as a number or a string of digits (idOf, in ids.ts, reads it the same way). */
export const idField = schema(() =>
  z.pipe(
    z.unknown(),
    z.transform((v, ctx): number => idOf(v) ?? refuse(ctx, INVALID_INTEGER)),
  ),
);
