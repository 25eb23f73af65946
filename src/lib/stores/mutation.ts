import type { MutatorStore } from '@nanostores/query';

/**
 * Runs a mutator store's write and answers its result, or throws what it failed with: the mutator store keeps the
 * failure in its state, while the form that started the write shows it beside itself. The store is listened to
 * while the write runs: a store nobody listens to resets itself when read, and would forget the failure.
 */
export async function mutation<D, R>(store: MutatorStore<D, R>, data: D): Promise<R> {
  const unbind = store.listen(() => {});
  try {
    const result = await (store.mutate as (data: D) => Promise<R | undefined>)(data);
    const { error } = store.get();
    if (error !== undefined) throw error;
    return result as R;
  } finally {
    unbind();
  }
}
