/**
 * What the service worker does with a request, as pure functions of its URL (src/sw/worker.ts wires them to
 * Workbox; tests/unit/service-worker-routes.test.ts reads them as sentences).
 *
 * - `/_astro/*` (hashed build files) of this build: from the cache first; precached when the worker installs, or
 *   kept once used (the large ones), each under its path alone.
 * - The HTML of the member's own pages: from the network first, the last copy when it fails or is slow.
 * - Everything else (the API, signed-out pages, the staff's pages, other members' pages): not touched, so the
 *   browser asks the network as if no worker were there. The API's reads in particular are never cached here: the
 *   data layer keeps its own copy on the device.
 */
import { accessFor } from '../lib/routes';
import { ASSET_PREFIX, PAGE_CACHE_PREFIX } from './cache-names';

/** How long a page waits for the network before the last copy is shown (a signal that is there but barely). */
export const PAGE_NETWORK_TIMEOUT_SECONDS = 3;

/** The member a worker caches pages for, from its script URL (`/sw.js?m=<id>`); null when it names nobody. */
export function memberOfWorker(scriptUrl: string): number | null {
  const value = new URL(scriptUrl).searchParams.get('m') ?? '';
  return /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
}

/** The cache of one member's pages: a different member's worker finds the name is not its own and deletes it. */
export function pageCacheName(member: number): string {
  return `${PAGE_CACHE_PREFIX}${member}`;
}

/** True for a page cache of someone other than `member` (null: every page cache is someone else's). */
export function isOtherPageCache(name: string, member: number | null): boolean {
  return name.startsWith(PAGE_CACHE_PREFIX) && (member === null || name !== pageCacheName(member));
}

/**
 * A hashed build file the worker keeps: one of this build's files (`known`), asked for without a query. Any other
 * /_astro/ address goes to the network untouched: kept, each made-up name or query (`/_astro/big.js?1`, `?2`, …)
 * would be one more copy of a large file in the origin's storage, which the outbox of unsent saves shares.
 */
export function isAsset(url: URL, origin: string, known: ReadonlySet<string>): boolean {
  return url.origin === origin && url.search === '' && url.pathname.startsWith(ASSET_PREFIX) && known.has(url.pathname);
}

/** The key a build file is kept under: its path alone (`/_astro/big.js?`, with an empty query, is the same file). */
export function assetCacheKey(url: URL): string {
  return url.origin + url.pathname;
}

/**
 * True for an entry of the asset cache to keep: a file of this build, kept under its own key. An older build's
 * files, and the copies an older worker kept under a query, go when the worker activates.
 */
export function isAssetToKeep(key: string, origin: string, known: ReadonlySet<string>): boolean {
  const url = new URL(key);
  return isAsset(url, origin, known) && key === assetCacheKey(url);
}

/**
 * The member's own pages, kept for offline use: those any signed-in member or a paid one may open. Not the staff's
 * pages (they show other members' data), nor another member's profile (`/user/…`: someone else's data, and one
 * copy per member visited).
 */
export function isKeptPage(url: URL, origin: string): boolean {
  if (url.origin !== origin) return false;
  const path = normalizedPath(url.pathname);
  if (path === '/user' || path.startsWith('/user/')) return false;
  const access = accessFor(path);
  return access === 'member' || access === 'paid';
}

/**
 * The key a page is kept under: its path without the trailing slash or the query, so `/weekly-log/` and
 * `/weekly-log?week=3` share the one last copy of the page.
 */
export function pageCacheKey(url: URL): string {
  return url.origin + normalizedPath(url.pathname);
}

function normalizedPath(pathname: string): string {
  const trimmed = pathname.replace(/\/index\.html$/, '/').replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * The build files a kept page names that `known` does not hold. A page kept before a new build names the old
 * build's files, which the new worker's precache no longer has: shown offline, its islands would never load.
 */
export function missingAssets(html: string, known: ReadonlySet<string>): string[] {
  const named = new Set(html.match(/\/_astro\/[^"'\s)?#]+/g) ?? []);
  return [...named].filter((path) => !known.has(path));
}

/** What a page's answer must be to be kept: its own full answer (no redirect to the sign-in page, no error). */
export interface PageAnswer {
  status: number;
  type: string;
  redirected: boolean;
}

/** True when `answer` is a page to keep: 200, same origin (`basic`), not redirected (nor a manual redirect). */
export function isPageToKeep(answer: PageAnswer): boolean {
  return answer.status === 200 && answer.type === 'basic' && !answer.redirected;
}
