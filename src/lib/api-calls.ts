import { ApiError, freshAccessToken, parse, refreshSession, send, type RequestOptions } from './api';
import { getAccessToken, getRefreshToken } from './tokens';

/**
 * The calls request() does not make, on the same transport (api.ts): a download read as bytes, and a call with a
 * token of its own. Apart from api.ts, which every page loads, so the sign-in pages do not carry them.
 */

/** A refusal with what its Retry-After said, in seconds (null without one). */
export class ApiRefusal extends ApiError {
  constructor(
    status: number,
    data: unknown,
    readonly retryAfter: number | null,
  ) {
    super(status, data);
  }
}

async function refusalOf(response: Response): Promise<ApiRefusal> {
  const seconds = Number(response.headers.get('Retry-After'));
  return new ApiRefusal(
    response.status,
    await parse(response),
    Number.isFinite(seconds) && seconds > 0 ? seconds : null,
  );
}

/**
 * A GET answered as bytes (a download), with request()'s token handling: one refresh and retry on 401. The timeout
 * is for the answer to start; the body may take longer.
 */
export async function requestBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  let response = await send('GET', path, options, await freshAccessToken());
  if (response.status === 401 && getRefreshToken()) {
    if (await refreshSession()) response = await send('GET', path, options, getAccessToken());
  }
  if (!response.ok) throw await refusalOf(response);
  try {
    return await response.blob();
  } catch {
    // The connection broke off while the body was coming.
    throw new ApiError(0, null, true);
  }
}

/** One call with a token of its own (the standing page's restricted token): sent as given, never refreshed. */
export async function requestAs<T = unknown>(
  token: string,
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const response = await send(method, path, options, token);
  if (!response.ok) throw await refusalOf(response);
  return (await parse(response)) as T;
}
