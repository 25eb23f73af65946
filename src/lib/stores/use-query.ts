import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import type { FetcherStore, FetcherValue } from '@nanostores/query';

/**
 * A store's value in an island, with `onServer` in the server's render. On the server the stores are never read:
 * a fetcher store would fetch, and every store there is shared by all requests.
 */
export function useClientStore<T>(store: ReadableAtom<T>, onServer: T): T {
  if (import.meta.env.SSR) return onServer;
  // biome-ignore lint/correctness/useHookAtTopLevel: import.meta.env.SSR is decided at build time, so each build calls it always or never
  return useStore(store);
}

/**
 * A fetcher store's state in an island. The server renders what the page was rendered with (`rendered`), or
 * loading; in the browser the island seeds the cache with the same value first (seedCache), so hydration matches.
 */
export function useQuery<T>(store: FetcherStore<T>, rendered?: T | null): FetcherValue<T> {
  const asRendered: FetcherValue<T> = rendered == null ? { loading: true } : { data: rendered, loading: false };
  const value = useClientStore<FetcherValue<T>>(store, asRendered);
  // A fetcher store takes its first value a moment after it starts: until then the island shows what the page was
  // rendered with, so the hydrating render matches the server's and a click made before it is not lost.
  return value.data === undefined && !value.error && rendered != null ? asRendered : value;
}
