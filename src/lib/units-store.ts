import { atom } from 'nanostores';
import { useStore } from '@nanostores/react';
import type { Units } from './units';

/**
 * The signed-in member's units for every island of the page. The server knows them and writes them on `<html
 * data-units>` (AppLayout), so islands hydrate with the units they were rendered in: no flash. On the server a
 * shared store must not hold a member's choice; islands rendered there read the request's units (server/units.ts).
 * `import.meta.env.SSR` is decided at build time, so the browser's bundle carries no server branch.
 */
export const $units = atom<Units>(
  !import.meta.env.SSR && document.documentElement.dataset['units'] === 'metric' ? 'metric' : 'imperial',
);

let currentServerUnits: () => Units = () => 'imperial';

/** Registered by src/server/units.ts: the units of the request being rendered. */
export function registerServerUnits(units: () => Units): void {
  currentServerUnits = units;
}

/** The member's units now (outside React: plain scripts, event handlers). */
export const unitsNow = (): Units => (import.meta.env.SSR ? currentServerUnits() : $units.get());

/** The member's units in an island. */
export function useUnits(): Units {
  if (import.meta.env.SSR) return currentServerUnits();
  // biome-ignore lint/correctness/useHookAtTopLevel: import.meta.env.SSR is decided at build time, so each build calls it always or never
  return useStore($units);
}

/** After the member chose in Account Settings: every island of the page follows, and the page says so. */
export function setUnits(units: Units): void {
  $units.set(units);
  if (!import.meta.env.SSR) document.documentElement.dataset['units'] = units;
}
