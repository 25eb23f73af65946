import { atom, computed } from 'nanostores';
import { createFetcherStore } from './query';
import { appealsClient } from '../client/appeals';
import type { AppealJson, StandingJson } from '../contracts/appeals';

/**
 * The member's standing (GET user/standing/): their warnings, suspensions and bans with their appeals. It is read
 * with the member's session (account settings) or with the standing token of a refused sign-in (the standing page).
 */

/** How the standing is read: with a standing token, or with the session (token null); null until the card runs. */
export const $standingAccess = atom<{ token: string | null } | null>(null);

export const $standing = createFetcherStore<StandingJson>(
  [computed($standingAccess, (access) => (access ? 'user/standing/' : null))],
  {
    onErrorRetry: null,
    fetcher: () => appealsClient.standing($standingAccess.get()?.token ?? null),
  },
);

/** The standing with an appeal just filed on its sanction, as the server answered it (nothing is read again). */
export function withAppeal(standing: StandingJson, sanctionId: number, appeal: AppealJson): StandingJson {
  return { sanctions: standing.sanctions.map((s) => (s.id === sanctionId ? { ...s, appeal, can_appeal: false } : s)) };
}
