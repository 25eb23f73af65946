import type { MutatorStore } from '@nanostores/query';

/**
 * Runs a mutator store's write and answers its result, or throws what it failed with: the mutator store keeps the
 * failure in its state, while the form that started the write shows it beside itself.
 */
export async function mutation<D, R>(store: MutatorStore<D, R>, data: D): Promise<R> {
  const result = await (store.mutate as (data: D) => Promise<R | undefined>)(data);
  const { error } = store.get();
  if (error !== undefined) throw error;
  return result as R;
}
