import { localToday } from '../lib/contracts/week-dates';
import { useBrowserValue } from './useHydrated';

/** The UTC date: all the server knows, with no time zone. */
const utcToday = (): string => new Date().toISOString().slice(0, 10);

/**
 * The member's today (YYYY-MM-DD): the browser's own date. The weekly log is rendered on the server first, which
 * knows no time zone, so the first render (the server's and the hydrating one alike) takes the UTC date, and the
 * browser's own date follows at once: they differ only near midnight, away from UTC. The date is read once per
 * render: nothing to follow.
 */
export function useToday(): string {
  return useBrowserValue(localToday, utcToday());
}
