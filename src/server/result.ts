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
  /** Field errors, DRF-style (`{"email": ["…"]}`), answered with the reason's status. */
  fields?: Record<string, string[]>;
  /** A message that names something (a date, a name) and so replaces the table's. */
  detail?: string;
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

/** Field errors as a failure: `invalid({ email: ['Enter a valid email address.'] })`. */
export const invalid = (fields: Record<string, string[]>): Failed<'invalid'> => fail('invalid', { fields });
