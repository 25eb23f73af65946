import { isNativeWrapper } from './native/bridge';

/** Where the client keeps its tokens: cookies (so pages can be guarded on the server) plus localStorage. */
export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';
const ACCESS_DAYS = 1;
const REFRESH_DAYS = 7;

const hasWindow = () => typeof window !== 'undefined';

const PHONE_AGENT = /Android|iPhone|iPad|iPod/i;

/**
 * Where the tokens live. 'local' (localStorage only, as the spec says for a native wrapper and mobile localhost):
 * the page runs at `localhost` (the wrapper's own origins capacitor://localhost and https://localhost, or a phone's
 * own web server) inside the wrapper or on a phone, where cookies do not reach the API's origin. 'cookies'
 * elsewhere, and also in the wrapper while it shows the deployed site (capacitor.config.ts server.url): that page
 * is the site itself, whose server guards every page by the access cookie before render.
 */
export function tokenStoreFor(page: { hostname: string; userAgent: string; native: boolean }): 'local' | 'cookies' {
  if (page.hostname !== 'localhost') return 'cookies';
  return page.native || PHONE_AGENT.test(page.userAgent) ? 'local' : 'cookies';
}

/** tokenStoreFor() of this page. */
export function tokenStore(): 'local' | 'cookies' {
  if (!hasWindow()) return 'cookies';
  return tokenStoreFor({ hostname: location.hostname, userAgent: navigator.userAgent, native: isNativeWrapper() });
}

const usesLocalStorageOnly = () => tokenStore() === 'local';

/*
 * Cookies through document.cookie, as the language cookie is written (i18n/choice.ts): two names, one path, no
 * parsing of values (the tokens are URL-safe), which a cookie library would add to every page's script.
 */

function readCookie(name: string): string | null {
  for (const pair of document.cookie.split(/;\s*/)) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at) === name) return decodeURIComponent(pair.slice(at + 1));
  }
  return null;
}

function writeCookie(name: string, value: string, days: number): void {
  const expires = new Date(Date.now() + days * 86_400_000).toUTCString();
  // Secure wherever the browser will keep a secure cookie: https, localhost, 127.0.0.1.
  // i18n-lint: not interface text (a cookie attribute)
  const secure = (window.isSecureContext ?? true) ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous, and missing in older Safari and Firefox.
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Expires=${expires}; SameSite=Lax${secure}`;
}

/** An expiry in the past: the browser drops the cookie. */
const removeCookie = (name: string): void => writeCookie(name, '', -1);

function readLocal(name: string): string | null {
  try {
    return hasWindow() ? window.localStorage.getItem(name) : null;
  } catch {
    return null;
  }
}

function writeLocal(name: string, value: string | null): void {
  try {
    if (!hasWindow()) return;
    if (value === null) window.localStorage.removeItem(name);
    else window.localStorage.setItem(name, value);
  } catch {
    // Storage can be full or disabled; cookies still carry the session.
  }
}

export function getAccessToken(): string | null {
  if (!hasWindow()) return null;
  if (usesLocalStorageOnly()) return readLocal(ACCESS_COOKIE);
  return readCookie(ACCESS_COOKIE) ?? readLocal(ACCESS_COOKIE);
}

export function getRefreshToken(): string | null {
  if (!hasWindow()) return null;
  if (usesLocalStorageOnly()) return readLocal(REFRESH_COOKIE);
  return readCookie(REFRESH_COOKIE);
}

export function setTokens(access: string, refresh: string): void {
  writeLocal(ACCESS_COOKIE, access);
  if (usesLocalStorageOnly()) {
    writeLocal(REFRESH_COOKIE, refresh);
    return;
  }
  writeCookie(ACCESS_COOKIE, access, ACCESS_DAYS);
  writeCookie(REFRESH_COOKIE, refresh, REFRESH_DAYS);
}

export function clearTokens(): void {
  writeLocal(ACCESS_COOKIE, null);
  writeLocal(REFRESH_COOKIE, null);
  if (!hasWindow()) return;
  removeCookie(ACCESS_COOKIE);
  removeCookie(REFRESH_COOKIE);
}

export interface AccessClaims {
  token_type: string;
  user_id: number;
  username: string;
  full_name: string;
  exp: number;
  iat: number;
  jti: string;
  [claim: string]: unknown;
}

/** Reads a JWT's claims without verifying it (the server verifies; the client only needs exp and identity). */
export function decodeClaims(token: string | null): AccessClaims | null {
  if (!token) return null;
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const json = decodeURIComponent(
      Array.from(atob(base64), (ch) => '%' + ch.charCodeAt(0).toString(16).padStart(2, '0')).join(''),
    );
    const claims = JSON.parse(json) as AccessClaims;
    return typeof claims.exp === 'number' ? claims : null;
  } catch {
    return null;
  }
}

/** True when the token is missing, unreadable, or expires within `marginSeconds`. */
export function isExpired(token: string | null, marginSeconds = 30, nowMs = Date.now()): boolean {
  const claims = decodeClaims(token);
  return !claims || claims.exp * 1000 - marginSeconds * 1000 <= nowMs;
}
