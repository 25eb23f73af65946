import { nanoquery, type MutatorStore } from '@nanostores/query';
import { request } from '../api';

/**
 * The one data layer of the islands (@nanostores/query). A fetcher store's key parts, joined, are the API path it
 * reads (`['user/profile/']`, `['progress/', $range]`); the answer is cached under that key and shared by every
 * island that reads it. Writes go through mutator stores, which put the answer into the cache (`mutateCache`)
 * instead of reading it again. Errors are the transport's `ApiError`s, said by lib/messages.ts.
 */

type Entry = { data?: unknown; error?: unknown; retryCount?: number; created?: number; expires?: number };
const cache = new Map<string, Entry>();

export const [createFetcherStore, createMutatorStore, { invalidateKeys, revalidateKeys, mutateCache }] = nanoquery({
  cache,
  fetcher: (...keys) => request('GET', keys.join('')),
  // A failed read waits for the member's Retry (every island that reads shows one): no retries behind their back.
  onErrorRetry: null,
  // What a save put into the cache stays there (the library's default for `mutateCache` is 8 seconds, after which a
  // store that starts listening would show nothing).
  cacheLifetime: Infinity,
});

/**
 * Settings for what only the member's own actions change (their profile and weeks, their progress): read once per
 * page, then kept up to date from the answers of their saves, never read again on a timer.
 */
export const OWN_DATA = { dedupeTime: Infinity } as const;

/** What the cache holds under `key` (an API path), or undefined. */
export const cached = <T>(key: string): T | undefined => cache.get(key)?.data as T | undefined;

/**
 * Changes what the cache holds under every key `matches` as `change` says (an action's answer applied to each page
 * that shows what it changed); keys holding nothing yet are left to their read.
 */
export function updateCache<T>(matches: (key: string) => boolean, change: (data: T) => T): void {
  for (const [key, entry] of cache) {
    if (matches(key) && entry.data !== undefined) mutateCache(key, change(entry.data as T));
  }
}

/**
 * What the server rendered the page with, put into the cache before the islands' stores read it, so they start
 * with it and ask for nothing. In the browser only (on the server the cache is shared by every request), and never
 * over what the cache already holds (a save's answer is newer than the page).
 */
export function seedCache(entries: Record<string, unknown>): void {
  if (import.meta.env.SSR) return;
  const now = Date.now();
  for (const [key, data] of Object.entries(entries)) {
    if (data !== null && data !== undefined && !cache.has(key))
      cache.set(key, { data, created: now, expires: Infinity });
  }
}

/**
 * Runs a mutator store's write and answers its result, or throws what it failed with: the mutator store keeps the
 * failure in its state, while the control that started the write shows it beside itself. The store is listened to
 * while the write runs: a store nobody listens to resets itself when read, and would forget the failure.
 */
export async function mutation<D, R>(store: MutatorStore<D, R>, data: NoInfer<D>): Promise<R> {
  const stop = store.listen(() => {});
  try {
    const result = await (store.mutate as (data: D) => Promise<R | undefined>)(data);
    const { error } = store.get();
    if (error !== undefined) throw error;
    return result as R;
  } finally {
    stop();
  }
}
