import type { ErrorBody } from '../../lib/contracts/common';

/**
 * A failure the client is meant to see, thrown at the HTTP edge (guards, body parsing, `httpErrorOf` for a service's
 * failure); the app's one error handler answers it. Its body is the contracts' ErrorBody.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${status}`);
    this.name = 'HttpError';
  }
}

/** Field errors: `{"email": ["…"]}`; use the key `non_field_errors` for errors about the whole payload. */
export const fieldErrors = (errors: Record<string, string[]>) => new HttpError(400, errors);
