import { atom } from 'nanostores';
import { createFetcherStore, createMutatorStore } from './query';
import { warnings } from '../client/warnings';
import type { WarningJson } from '../contracts/admin';

/**
 * The member's moderation warnings not yet dismissed (GET user/warnings/). They are read once the browser is idle, so
 * the page's own first requests go first; a warning leaves at once when dismissed and comes back if the server refuses.
 */
export const $warningsWanted = atom<string | null>(null);

/** The open warnings; a failure to read them shows nothing (it must not disturb the page). */
export const $openWarnings = createFetcherStore<WarningJson[]>([$warningsWanted], { onErrorRetry: null });

/** Asks for the warnings once the browser is idle. */
export function readWarningsWhenIdle(): void {
  const ask = () => $warningsWanted.set('user/warnings/');
  if (typeof requestIdleCallback === 'function') requestIdleCallback(ask, { timeout: 2000 });
  else setTimeout(ask, 200);
}

/** Dismisses a warning: gone from the list at once, back in its place when the server refuses. */
export const $dismissWarning = createMutatorStore<number, true>(async ({ data: id }) => {
  const before = $openWarnings.value?.data ?? [];
  $openWarnings.mutate(before.filter((w) => w.id !== id));
  try {
    await warnings.dismiss(id);
  } catch (err) {
    $openWarnings.mutate(before);
    throw err;
  }
  return true;
});
