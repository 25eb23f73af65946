/**
 * Where to go after signing in: the `?next=` of the sign-in page. Shared by the page guard (src/middleware.ts),
 * which writes it, and the sign-in forms, which follow it. Only a path of this site is followed: anything that a
 * browser could read as another origin (`//evil.com`, `/\evil.com`, `https://…`, `javascript:…`, and the same
 * percent-encoded) is ignored, and so are the sign-in pages themselves (a loop) and the API (JSON, not a page).
 */

/** Where a member lands after signing in when no (usable) `next` was given. */
export const DEFAULT_LANDING = '/profile';

/** The query parameter the sign-in redirect carries. */
export const NEXT_PARAM = 'next';

const MAX_LENGTH = 2048;
/** Any origin will do: a path resolved against it must stay on it. */
const PROBE_ORIGIN = 'http://next.invalid';
/** Pages a member is never sent back to after signing in. */
const NOT_LANDINGS = ['/login', '/register', '/logout', '/api'];

/** Only what a browser could not take for another site: one leading slash, no backslash, no control characters. */
function looksLocal(path: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') && !/[\u0000-\u001f\u007f]/.test(path);
}

/**
 * The same-origin path in `raw`, normalised (`/community?x=1`), or null when it is missing or not a path of this
 * site. Its percent-decoded forms must pass too, so that a server or proxy that decodes once more cannot turn it
 * into another origin.
 */
export function safeNext(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return null;
  let layer = raw;
  for (let i = 0; i < 3; i++) {
    if (!looksLocal(layer)) return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(layer);
    } catch {
      return null;
    }
    if (decoded === layer) break;
    layer = decoded;
  }
  if (!looksLocal(layer)) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (NOT_LANDINGS.some((page) => path === page || path.startsWith(page + '/'))) return null;
  return url.pathname + url.search + url.hash;
}

/** Where to go once signed in (and the terms accepted): `next` when it is a path of this site, else /profile. */
export function landingAfterSignIn(next: string | null | undefined): string {
  return safeNext(next) ?? DEFAULT_LANDING;
}

/** The sign-in page (or the sign-up page) remembering where the member was going. */
export function signInPath(next: string | null | undefined, page: '/login/' | '/register/' = '/login/'): string {
  const target = safeNext(next);
  return target ? `${page}?${NEXT_PARAM}=${encodeURIComponent(target)}` : page;
}
