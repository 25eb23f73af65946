import { endSession, followOtherTab, rememberNotice, startSession, syncSession } from './session';
import { ACCESS_COOKIE, getAccessToken, getRefreshToken, isExpired } from './tokens';
import { $locale } from './i18n/text';

/** The provider's API, version 1. PUBLIC_API_BASE points the mobile build at the hosted API. */
const API_BASE: string = (import.meta.env.PUBLIC_API_BASE as string | undefined) || '/api/v1/';
const DEFAULT_TIMEOUT_MS = 10_000;
export const UPLOAD_TIMEOUT_MS = 60_000;

/** A failed call. `status` is 0 for a network failure or timeout; `data` is the parsed body when there was one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly data: unknown,
    readonly network = false,
  ) {
    super(network ? 'Network Error' : `Request failed with status code ${status}`);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  /** A JSON body, or FormData for multipart uploads. */
  body?: unknown;
  timeoutMs?: number;
  /** Send the Bearer token and refresh it when needed (default true). */
  auth?: boolean;
  signal?: AbortSignal;
  /** Headers of this call (the outbox's `Idempotency-Key` and `If-Match`). */
  headers?: Record<string, string>;
}

export function apiUrl(path: string): string {
  const base = API_BASE.endsWith('/') ? API_BASE : API_BASE + '/';
  return base + path.replace(/^\/+/, '');
}

/** One HTTP call with `token` as given (api-calls.ts builds its calls on it). */
export async function send(
  method: string,
  path: string,
  options: RequestOptions,
  token: string | null,
): Promise<Response> {
  // The page's language: the API answers its messages in it (a native wrapper's API has no `lang` cookie to read).
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': $locale.get(),
    ...options.headers,
  };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (token) headers['Authorization'] = `Bearer ${token}`;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  options.signal?.addEventListener('abort', () => controller.abort());
  try {
    return await fetch(apiUrl(path), { method, headers, body, signal: controller.signal, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, null, true);
  } finally {
    clearTimeout(timer);
  }
}

export async function parse(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

let refreshing: Promise<boolean> | null = null;

/**
 * Trades the refresh token for a new pair. Concurrent callers share one refresh. A failure ends the session.
 * Returns whether the session is still alive.
 */
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    const refresh = getRefreshToken();
    if (!refresh) {
      endSession();
      return false;
    }
    try {
      const response = await send('POST', 'user/token/refresh/', { body: { refresh } }, null);
      const data = (await parse(response)) as { access?: string; refresh?: string; detail?: string } | null;
      // A server that cannot answer now (down, restarting: a 5xx, often from the proxy in front) refused nothing:
      // the tokens stay, as they do on a network failure (below), so a start without a working server keeps the
      // member signed in and the page they opened (offline, from the service worker) as it is.
      if (response.status >= 500) return false;
      if (!response.ok || !data?.access || !data.refresh) {
        // A network failure keeps the tokens (the member may be offline); a refusal ends the session. A suspension
        // or ban (403) says why, and the sign-in page shows it next.
        if (response.status === 403 && typeof data?.detail === 'string') rememberNotice(data.detail);
        endSession();
        return false;
      }
      startSession(data.access, data.refresh);
      return true;
    } catch {
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/** A valid access token, refreshed first when it is about to expire; null when signed out. */
export async function freshAccessToken(): Promise<string | null> {
  const token = getAccessToken();
  if (token && !isExpired(token)) return token;
  if (!getRefreshToken()) return token;
  return (await refreshSession()) ? getAccessToken() : null;
}

let followingOtherTabs = false;

/**
 * Checks the stored session on start (spec: token expiry is checked on startup): refreshes an expired access
 * token, or signs out when it cannot be renewed. Afterwards the store follows other tabs signing in or out.
 */
export async function initSession(): Promise<void> {
  syncSession();
  if (typeof window !== 'undefined' && !followingOtherTabs) {
    followingOtherTabs = true;
    // Every sign-in, refresh and sign-out writes the access token to localStorage too (tokens.ts).
    window.addEventListener('storage', (event) => {
      if (event.key === ACCESS_COOKIE) followOtherTab(event.newValue);
      else if (event.key === null) syncSession(); // storage cleared
    });
  }
  const token = getAccessToken();
  if ((!token || isExpired(token)) && getRefreshToken()) await refreshSession();
  else if (token && isExpired(token, 0)) endSession(); // expired with no way to renew it: signed out
}

/**
 * Ends the session: tokens and user are cleared at once, then the server is told to revoke the refresh token
 * (a failure there is only logged; the token is gone from this device either way).
 */
export async function logout(): Promise<void> {
  const refresh = getRefreshToken();
  endSession();
  if (!refresh) return;
  try {
    const response = await send('POST', 'user/logout/', { body: { refresh } }, null);
    if (!response.ok) console.error(`logout: the server answered ${response.status}`);
  } catch {
    console.error('logout: the server could not be reached');
  }
}

/** One call to the API. A 401 triggers exactly one refresh and one retry. Non-2xx answers throw ApiError. */
export async function request<T = unknown>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  return (await requestWithHeaders<T>(method, path, options)).data;
}

/** The same call, answering the response headers too (paging travels in them: X-Has-More, X-Next-Before). */
export async function requestWithHeaders<T = unknown>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<{ data: T; headers: Headers }> {
  const auth = options.auth ?? true;
  let response = await send(method, path, options, auth ? await freshAccessToken() : null);
  if (response.status === 401 && auth && getRefreshToken()) {
    if (await refreshSession()) response = await send(method, path, options, getAccessToken());
  }
  const data = await parse(response);
  if (!response.ok) throw new ApiError(response.status, data);
  return { data: data as T, headers: response.headers };
}

export const api = {
  get: <T = unknown>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T = unknown>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};
