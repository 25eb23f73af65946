import { useSyncExternalStore } from 'react';

/** Nothing to follow: these values are read once, in the browser. */
const noChanges = () => () => {};

/**
 * `inBrowser()` once the island runs in the browser; `onServer` in the server's render and while hydrating (so
 * the first render matches the server's HTML), then the browser's value at once.
 */
export function useBrowserValue<T>(inBrowser: () => T, onServer: T): T {
  return useSyncExternalStore(noChanges, inBrowser, () => onServer);
}

/**
 * False in the server's render and until the island has hydrated. A form rendered on the server keeps its submit
 * button disabled until then: a click before would submit the form natively (a page load, its fields in the URL)
 * and lose what was typed.
 */
export function useHydrated(): boolean {
  return useBrowserValue(() => true, false);
}
