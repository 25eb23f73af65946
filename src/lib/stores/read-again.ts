import type { FetcherStore } from '@nanostores/query';

/**
 * Reads a store's key again, showing what it holds meanwhile, and resolves to whether it loaded (a Refresh or Retry
 * button that says how it went).
 */
export async function readAgain(store: FetcherStore): Promise<boolean> {
  if (!store.key) return true;
  store.revalidate();
  await store.value?.promise?.catch(() => undefined);
  return !store.value?.error;
}
