/** Which pages need what. Shared by the page guard (server) and the navigation (client). */
export type Access = 'public' | 'member' | 'paid' | 'staff';

const RULES: Array<[prefix: string, access: Access]> = [
  ['/weekly-log', 'paid'],
  ['/dashboard', 'paid'],
  ['/admin', 'staff'],
  ['/complete-profile', 'member'],
  ['/profile', 'member'],
  ['/community', 'member'],
  ['/user', 'member'],
  ['/account-settings', 'member'],
  ['/support', 'member'],
];

export function accessFor(pathname: string): Access {
  for (const [prefix, access] of RULES) {
    if (pathname === prefix || pathname.startsWith(prefix + '/')) return access;
  }
  return 'public';
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
      : []),
    { href: '/support', label: 'Support', icon: 'support' },
    { href: '/account-settings', label: 'Account Settings', icon: 'settings' },
    ...(user.isStaff ? ([{ href: '/admin', label: 'Admin', icon: 'admin' }] satisfies NavLink[]) : []),
  ];
}

/** The mobile fan menu: Home always; Community, Profile, Support signed in; Logs and Dashboard paid; Admin staff. */
export function fanLinks(signedIn: boolean, flags: { hasPaid: boolean; isStaff: boolean }): NavLink[] {
  const links: NavLink[] = [{ href: '/', label: 'Home', icon: 'home' }];
  if (!signedIn) return links;
  links.push({ href: '/community', label: 'Community', icon: 'community' }, { href: '/profile', label: 'Profile', icon: 'profile' });
  if (flags.hasPaid) links.push({ href: '/weekly-log', label: 'Logs', icon: 'log' }, { href: '/dashboard', label: 'Dashboard', icon: 'dashboard' });
  links.push({ href: '/support', label: 'Support', icon: 'support' });
  if (flags.isStaff) links.push({ href: '/admin', label: 'Admin', icon: 'admin' });
  return links;
}

export function firstName(fullName: string | null | undefined, fallback = ''): string {
  return fullName?.trim().split(/\s+/)[0] || fallback;
}
