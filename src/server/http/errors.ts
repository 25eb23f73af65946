/** Error bodies are Django-REST-style because the client's error catalogue reads that shape. */
export type ErrorBody = { detail: string; code?: string } | Record<string, string[] | string>;

/** A failure the client is meant to see. Thrown by guards and services; one handler turns it into a response. */
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

export const badRequest = (detail: string) => new HttpError(400, { detail });
/** Field errors: `{"email": ["…"]}`; use the key `non_field_errors` for errors about the whole payload. */
export const fieldErrors = (errors: Record<string, string[]>) => new HttpError(400, errors);
export const unauthorized = (detail = 'Authentication credentials were not provided.') =>
  new HttpError(401, { detail });
export const forbidden = (detail = 'You do not have permission to perform this action.') =>
  new HttpError(403, { detail });
export const notFound = (detail = 'Not found.') => new HttpError(404, { detail });
export const tooLarge = (detail = 'File is too large.') => new HttpError(413, { detail });
export const unsupportedMedia = (detail = 'File type not supported.') => new HttpError(415, { detail });
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    { detail: `Too many requests. Please try again in ${retryAfterSeconds} seconds.` },
    { 'Retry-After': String(retryAfterSeconds) },
  );
