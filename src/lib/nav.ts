import { accounts } from './client/accounts';
import { profiles } from './client/profiles';
import { $session, learnMember } from './session';
import { SIDEBAR_MEDIA } from './routes';

let watching = false;
let resolving: Promise<void> | null = null;

/**
 * On prerendered pages (no server answer): the member's name and flags from GET user/ (name, is_staff) and
 * GET user/profile/ (has_paid). Fetched only on screens of the sidebar's width (spec section 6), or once the
 * window grows to it; a failed lookup counts as not staff, not paid, and is only logged.
 */
export function resolveMemberInBrowser(): void {
  if (watching) return;
  watching = true;
  const wide = window.matchMedia(SIDEBAR_MEDIA);
  if (wide.matches) void fetchMember();
  else
    wide.addEventListener('change', (e) => {
      if (e.matches) void fetchMember();
    });
}

function fetchMember(): Promise<void> {
  resolving ??= (async () => {
    const { tokens, allUserData, member } = $session.get();
    if (member !== undefined || (!tokens.access && !tokens.refresh)) return;
    const [user, profile] = await Promise.allSettled([accounts.me(), profiles.get()]);
    if (user.status === 'rejected') console.error('navigation: the member could not be loaded', user.reason);
    if (profile.status === 'rejected') console.error('navigation: the profile could not be loaded', profile.reason);
    // Signed out or signed in as someone else meanwhile: this answer is stale.
    if ($session.get().allUserData.user_id !== allUserData.user_id) return;
    learnMember({
      fullName: user.status === 'fulfilled' ? user.value.full_name : (allUserData.full_name ?? ''),
      isStaff: user.status === 'fulfilled' && user.value.is_staff === true,
      hasPaid: profile.status === 'fulfilled' && profile.value.has_paid === true,
    });
  })();
  return resolving;
}
