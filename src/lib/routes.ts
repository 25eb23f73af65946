import { textNow, type TextValue } from './i18n/text';
import { shellText } from './i18n/en/shell';

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
  ['/messages', 'member'],
  ['/notifications', 'member'],
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

/** The paid pages by the key of their name (shell domain, `membership`), for the one-line notice on /membership. */
const PAID_PAGES: Array<[prefix: string, name: 'weeklyLogPage' | 'dashboardPage' | 'progressPage']> = [
  ['/weekly-log', 'weeklyLogPage'],
  ['/dashboard', 'dashboardPage'],
  ['/progress', 'progressPage'],
];

/**
 * The notice for an unpaid member sent to /membership from `from` (a paid page), or null for anything else; in the
 * language of the page being rendered.
 */
export function membershipNotice(from: string | null | undefined): string | null {
  if (!from || accessFor(from) !== 'paid') return null;
  const name = PAID_PAGES.find(([prefix]) => from === prefix || from.startsWith(prefix + '/'))?.[1];
  if (!name) return null;
  const t = textNow(shellText.membershipNotice);
  return t.notice({ page: t[name] });
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

export type NavIconName =
  | 'home'
  | 'community'
  | 'profile'
  | 'log'
  | 'dashboard'
  | 'support'
  | 'settings'
  | 'admin'
  | 'messages';

export interface NavLink {
  href: string;
  label: string;
  icon: NavIconName;
}

/** An entry's name by its key in the shell domain (`nav`). */
export type NavLabel = keyof TextValue<typeof shellText.nav>;

/**
 * An entry, named in the language being rendered (the request's on the server, the page's in the browser): the
 * labels are looked up when the links are asked for, never kept.
 */
const navLink = (href: string, label: NavLabel, icon: NavIconName): NavLink => ({
  href,
  label: textNow(shellText.nav)[label],
  icon,
});

/** Unpaid members see where the weekly log and dashboard are explained (and how to get them). */
const membershipLink = (): NavLink => navLink(MEMBERSHIP_PATH, 'membership', 'dashboard');

/** A member's conversation with the coaches; staff have none (they answer from the admin page's Messages tab). */
const messagesLink = (isStaff: boolean): NavLink[] => (isStaff ? [] : [navLink('/messages', 'messages', 'messages')]);

/** The sidebar entries for a member (or for a visitor when `user` is null). */
export function sidebarLinks(user: NavUser | null): NavLink[] {
  if (!user) return [navLink('/', 'home', 'home')];
  return [
    navLink('/', 'home', 'home'),
    navLink('/community', 'community', 'community'),
    navLink('/profile', 'profile', 'profile'),
    ...(user.hasPaid
      ? [navLink('/weekly-log', 'weeklyLog', 'log'), navLink('/dashboard', 'dashboard', 'dashboard')]
      : [membershipLink()]),
    ...messagesLink(user.isStaff),
    navLink('/support', 'support', 'support'),
    navLink('/account-settings', 'accountSettings', 'settings'),
    ...(user.isStaff ? [navLink('/admin', 'admin', 'admin')] : []),
  ];
}

/**
 * The mobile fan menu: Home always; Community, Profile, Support signed in; Logs and Dashboard paid (Membership
 * instead when not); Admin staff.
 */
export function fanLinks(signedIn: boolean, flags: { hasPaid: boolean; isStaff: boolean }): NavLink[] {
  const links: NavLink[] = [navLink('/', 'home', 'home')];
  if (!signedIn) return links;
  links.push(navLink('/community', 'community', 'community'), navLink('/profile', 'profile', 'profile'));
  if (flags.hasPaid) links.push(navLink('/weekly-log', 'logs', 'log'), navLink('/dashboard', 'dashboard', 'dashboard'));
  else links.push(membershipLink());
  links.push(...messagesLink(flags.isStaff), navLink('/support', 'support', 'support'));
  if (flags.isStaff) links.push(navLink('/admin', 'admin', 'admin'));
  return links;
}

export function firstName(fullName: string | null | undefined, fallback = ''): string {
  return fullName?.trim().split(/\s+/)[0] || fallback;
}
