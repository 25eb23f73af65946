import { accounts } from './client/accounts';
import { profiles } from './client/profiles';
import type { NavUser } from './routes';

/**
 * The member's name and flags from the API (GET user/ and GET user/profile/), for prerendered pages. Its own module
 * so that src/lib/nav.ts fetches it, with the accounts and profiles clients, only when a lookup is due: the shell's
 * script runs on every page, and most pages get the member from the server. Each half that fails is logged and
 * counts as not staff, not paid; `fallbackName` stands in for a name the API did not give.
 */
export async function lookUpMember(fallbackName: string): Promise<NavUser> {
  const [user, profile] = await Promise.allSettled([accounts.me(), profiles.get()]);
  if (user.status === 'rejected') console.error('navigation: the member could not be loaded', user.reason);
  if (profile.status === 'rejected') console.error('navigation: the profile could not be loaded', profile.reason);
  return {
    fullName: user.status === 'fulfilled' ? user.value.full_name : fallbackName,
    isStaff: user.status === 'fulfilled' && user.value.is_staff === true,
    hasPaid: profile.status === 'fulfilled' && profile.value.has_paid === true,
  };
}
