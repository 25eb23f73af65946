/** Which pages need what. Shared by the page guard (server) and the navigation (client). */
export type Access = 'public' | 'member' | 'paid' | 'staff';

const RULES: Array<[prefix: string, access: Access]> = [
  ['/weekly-log', 'paid'],
  ['/dashboard', 'paid'],
  ['/progress', 'paid'],
  ['/admin', 'staff'],
  ['/complete-profile', 'member'],
  ['/profile', 'member'],
  ['/community', 'member'],
  ['/user', 'member'],
  ['/account-settings', 'member'],
  ['/support', 'member'],
  ['/membership', 'member'],
];

export function accessFor(pathname: string): Access {
  for (const [prefix, access] of RULES) {
    if (pathname === prefix || pathname.startsWith(prefix + '/')) return access;
  }
  return 'public';
}

/** The sign-in and sign-up pages: a signed-in member is sent on from them (to `?next=` or /profile). */
export function isSignInPage(pathname: string): boolean {
  return ['/login', '/register'].some((page) => pathname === page || pathname === page + '/');
}

/** Where an unpaid member is sent from a paid page: the page that says what membership gives and how to get it. */
export const MEMBERSHIP_PATH = '/membership';
export const MEMBERSHIP_FROM_PARAM = 'from';

/** The paid pages by name, for the one-line notice on /membership. */
const PAID_PAGES: Array<[prefix: string, name: string]> = [
  ['/weekly-log', 'The Weekly Log'],
  ['/dashboard', 'The Dashboard'],
  ['/progress', 'Progress comparison'],
];

/** The notice for an unpaid member sent to /membership from `from` (a paid page), or null for anything else. */
export function membershipNotice(from: string | null | undefined): string | null {
  if (!from || accessFor(from) !== 'paid') return null;
  const name = PAID_PAGES.find(([prefix]) => from === prefix || from.startsWith(prefix + '/'))?.[1];
  return name ? `${name} is for paying members.` : null;
}

/** Where an unpaid member asking for a paid page goes instead. */
export function membershipPathFrom(pathname: string): string {
  const page = PAID_PAGES.find(([prefix]) => pathname === prefix || pathname.startsWith(prefix + '/'))?.[0];
  return page ? `${MEMBERSHIP_PATH}?${MEMBERSHIP_FROM_PARAM}=${encodeURIComponent(page)}` : MEMBERSHIP_PATH;
}

/** The sidebar shows from 768 px up; under it, the fan menu (spec section 2). */
export const SIDEBAR_MEDIA = '(min-width: 768px)';
export const FAN_MEDIA = '(max-width: 767px)';

/** The member as the shell shows them: name and role flags. */
export interface NavUser {
  fullName: string;
  hasPaid: boolean;
  isStaff: boolean;
}

export type NavIconName = 'home' | 'community' | 'profile' | 'log' | 'dashboard' | 'support' | 'settings' | 'admin';

export interface NavLink {
  href: string;
  label: string;
  icon: NavIconName;
}

/** Unpaid members see where the weekly log and dashboard are explained (and how to get them). */
const MEMBERSHIP_LINK: NavLink = { href: MEMBERSHIP_PATH, label: 'Membership', icon: 'dashboard' };

/** The sidebar entries for a member (or for a visitor when `user` is null). */
export function sidebarLinks(user: NavUser | null): NavLink[] {
  if (!user) return [{ href: '/', label: 'Home', icon: 'home' }];
  return [
    { href: '/', label: 'Home', icon: 'home' },
    { href: '/community', label: 'Community', icon: 'community' },
    { href: '/profile', label: 'Profile', icon: 'profile' },
    ...(user.hasPaid
      ? ([
          { href: '/weekly-log', label: 'Weekly Log', icon: 'log' },
          { href: '/dashboard', label: 'Dashboard', icon: 'dashboard' },
        ] satisfies NavLink[])
      : [MEMBERSHIP_LINK]),
    { href: '/support', label: 'Support', icon: 'support' },
    { href: '/account-settings', label: 'Account Settings', icon: 'settings' },
    ...(user.isStaff ? ([{ href: '/admin', label: 'Admin', icon: 'admin' }] satisfies NavLink[]) : []),
  ];
}

/**
 * The mobile fan menu: Home always; Community, Profile, Support signed in; Logs and Dashboard paid (Membership
 * instead when not); Admin staff.
 */
export function fanLinks(signedIn: boolean, flags: { hasPaid: boolean; isStaff: boolean }): NavLink[] {
  const links: NavLink[] = [{ href: '/', label: 'Home', icon: 'home' }];
  if (!signedIn) return links;
  links.push({ href: '/community', label: 'Community', icon: 'community' }, { href: '/profile', label: 'Profile', icon: 'profile' });
  if (flags.hasPaid) links.push({ href: '/weekly-log', label: 'Logs', icon: 'log' }, { href: '/dashboard', label: 'Dashboard', icon: 'dashboard' });
  else links.push(MEMBERSHIP_LINK);
  links.push({ href: '/support', label: 'Support', icon: 'support' });
  if (flags.isStaff) links.push({ href: '/admin', label: 'Admin', icon: 'admin' });
  return links;
}

export function firstName(fullName: string | null | undefined, fallback = ''): string {
  return fullName?.trim().split(/\s+/)[0] || fallback;
}
