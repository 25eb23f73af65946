import { atom } from 'nanostores';
import { api } from './api';
import { getAccessToken } from './tokens';
import type { NavUser } from './routes';

/**
 * The member the shell shows. undefined: not known yet (prerendered pages resolve it in the browser);
 * null: signed out.
 */
export const $navUser = atom<NavUser | null | undefined>(undefined);

let resolving: Promise<void> | null = null;

/** On prerendered pages: the access token, then GET user/ and user/profile/ for the name and role flags. */
export function resolveNavUserInBrowser(): Promise<void> {
  resolving ??= (async () => {
    if (!getAccessToken()) {
      $navUser.set(null);
      return;
    }
    try {
      const user = await api.get<{ full_name: string; is_staff: boolean }>('user/');
      let hasPaid = false;
      try {
        hasPaid = (await api.get<{ has_paid?: boolean }>('user/profile/')).has_paid === true;
      } catch {
        // Without the profile the paid entries stay hidden; the rest of the shell still works.
      }
      $navUser.set({ fullName: user.full_name, isStaff: user.is_staff === true, hasPaid });
    } catch {
      $navUser.set(getAccessToken() ? { fullName: '', isStaff: false, hasPaid: false } : null);
    }
  })();
  return resolving;
}
