import type { FieldMessages, Message } from '../lib/contracts/common';

/**
 * What a service answers for an outcome its caller must handle: the value, or why it could not be done. The route
 * turns a reason into HTTP through one table (src/server/http/outcomes.ts); exceptions stay for the impossible.
 */
export interface Ok<T> {
  ok: true;
  value: T;
}

export interface Failed<R extends string = string> {
  ok: false;
  reason: R;
  /** Field errors, DRF-style (`{"email": [INVALID_EMAIL]}`), answered with the reason's status. */
  fields?: FieldMessages;
  /** A message that names something (a date, a name) and so replaces the table's. */
  detail?: Message;
  /** More fields for the error body (`suspended_until`). */
  extra?: Record<string, unknown>;
  /** Seconds, sent as Retry-After. */
  retryAfter?: number;
}

export type Result<T, R extends string = string> = Ok<T> | Failed<R>;

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });

export const fail = <R extends string>(reason: R, more: Omit<Failed<R>, 'ok' | 'reason'> = {}): Failed<R> => ({
  ok: false,
  reason,
  ...more,
});

/** Field errors as a failure: `invalid({ email: [INVALID_EMAIL] })`. */
export const invalid = (fields: FieldMessages): Failed<'invalid'> => fail('invalid', { fields });
