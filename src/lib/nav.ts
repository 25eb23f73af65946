import { $session, learnMember } from './session';
import { SIDEBAR_MEDIA, type NavUser } from './routes';

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
    const fallbackName = allUserData.full_name ?? '';
    let found: NavUser;
    try {
      // Fetched here, not with the shell's script: most pages get the member from the server.
      const { lookUpMember } = await import('./member-lookup');
      found = await lookUpMember(fallbackName);
    } catch (error) {
      console.error('navigation: the member could not be loaded', error);
      found = { fullName: fallbackName, isStaff: false, hasPaid: false };
    }
    // Signed out or signed in as someone else meanwhile: this answer is stale.
    if ($session.get().allUserData.user_id !== allUserData.user_id) return;
    learnMember(found);
  })();
  return resolving;
}
