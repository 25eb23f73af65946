import { describe, expect, it } from 'vitest';
import {
  accessFor,
  fanLinks,
  firstName,
  isSignInPage,
  membershipNotice,
  membershipPathFrom,
  sidebarLinks,
} from '../../src/lib/routes';

const labels = (links: { label: string }[]) => links.map((l) => l.label);
const member = { fullName: 'Sam Shell', hasPaid: false, isStaff: false };

describe('the sidebar entries', () => {
  it('show only Home when signed out', () => {
    expect(sidebarLinks(null)).toEqual([{ href: '/', label: 'Home', icon: expect.any(String) }]);
  });

  it('add Community, Profile, Membership, Messages, Support and Account Settings for an unpaid member', () => {
    const links = sidebarLinks(member);
    expect(labels(links)).toEqual([
      'Home',
      'Community',
      'Profile',
      'Membership',
      'Messages',
      'Support',
      'Account Settings',
    ]);
    expect(links.find((l) => l.label === 'Messages')!.href).toBe('/messages');
    expect(links.find((l) => l.label === 'Membership')!.href).toBe('/membership');
  });

  it('add Weekly Log and Dashboard instead of Membership for a paid member', () => {
    const links = sidebarLinks({ ...member, hasPaid: true });
    expect(labels(links)).toEqual([
      'Home',
      'Community',
      'Profile',
      'Weekly Log',
      'Dashboard',
      'Messages',
      'Support',
      'Account Settings',
    ]);
    expect(links.find((l) => l.label === 'Weekly Log')!.href).toBe('/weekly-log');
  });

  it('add Admin for staff, paid or not', () => {
    expect(labels(sidebarLinks({ ...member, isStaff: true }))).toContain('Admin');
    expect(labels(sidebarLinks({ ...member, isStaff: true }))).not.toContain('Weekly Log');
    expect(labels(sidebarLinks(member))).not.toContain('Admin');
  });

  it('leave Messages out for staff, who answer members from Admin', () => {
    expect(labels(sidebarLinks({ ...member, isStaff: true }))).not.toContain('Messages');
    expect(labels(fanLinks(true, { hasPaid: true, isStaff: true }))).not.toContain('Messages');
  });
});

describe('the mobile fan links', () => {
  it('are Home only when signed out, whatever the flags say', () => {
    expect(labels(fanLinks(false, { hasPaid: true, isStaff: true }))).toEqual(['Home']);
  });

  it('add Community, Profile, Membership, Messages and Support when signed in and unpaid', () => {
    const links = fanLinks(true, { hasPaid: false, isStaff: false });
    expect(labels(links)).toEqual(['Home', 'Community', 'Profile', 'Membership', 'Messages', 'Support']);
    expect(links.find((l) => l.label === 'Membership')!.href).toBe('/membership');
  });

  it('add Logs (/weekly-log) and Dashboard when paid, Admin for staff', () => {
    const links = fanLinks(true, { hasPaid: true, isStaff: true });
    expect(labels(links)).toEqual(['Home', 'Community', 'Profile', 'Logs', 'Dashboard', 'Support', 'Admin']);
    expect(links.find((l) => l.label === 'Logs')!.href).toBe('/weekly-log');
  });
});

describe('page access', () => {
  it('keeps the home page and the sign-in pages public', () => {
    for (const path of ['/', '/login/', '/register', '/logout/', '/forgot-password/', '/create-new-password/']) {
      expect(accessFor(path)).toBe('public');
    }
  });

  it('needs a membership for the weekly log and dashboard, staff for admin', () => {
    expect(accessFor('/weekly-log')).toBe('paid');
    expect(accessFor('/dashboard/')).toBe('paid');
    expect(accessFor('/admin')).toBe('staff');
  });

  it('needs a signed-in member for the other screens, nested paths included', () => {
    for (const path of [
      '/profile',
      '/community',
      '/user/12',
      '/account-settings',
      '/support',
      '/complete-profile/3',
      '/membership',
      '/messages',
      '/notifications',
    ]) {
      expect(accessFor(path)).toBe('member');
    }
  });

  it('does not mistake a longer path for a guarded one', () => {
    expect(accessFor('/profiles-of-fame')).toBe('public');
  });
});

describe('the sign-in pages a signed-in member is sent on from', () => {
  it('are /login and /register, with or without the trailing slash', () => {
    for (const path of ['/login', '/login/', '/register', '/register/']) expect(isSignInPage(path)).toBe(true);
  });

  it('are not the other public pages', () => {
    for (const path of ['/', '/logout/', '/forgot-password/', '/login-help', '/register/x'])
      expect(isSignInPage(path)).toBe(false);
  });
});

describe('an unpaid member on a paid page', () => {
  it('is sent to /membership, which learns which page it was', () => {
    expect(membershipPathFrom('/weekly-log')).toBe('/membership?from=%2Fweekly-log');
    expect(membershipPathFrom('/dashboard/')).toBe('/membership?from=%2Fdashboard');
  });

  it('reads a one-line notice naming that page', () => {
    expect(membershipNotice('/weekly-log')).toBe('The Weekly Log is for paying members.');
    expect(membershipNotice('/dashboard')).toBe('The Dashboard is for paying members.');
  });

  it('reads no notice for any other page, or none', () => {
    for (const from of ['/profile', '/admin', 'https://evil.com', '<b>hi</b>', '', null, undefined]) {
      expect(membershipNotice(from)).toBeNull();
    }
  });
});

describe('the greeting name', () => {
  it('is the first word of the full name', () => {
    expect(firstName('  Stella   Marie Staff ')).toBe('Stella');
  });

  it('falls back when there is no name', () => {
    expect(firstName('', 'there')).toBe('there');
    expect(firstName(null, 'there')).toBe('there');
  });
});
