import { describe, expect, it } from 'vitest';
import { accessFor, fanLinks, firstName, sidebarLinks } from '../../src/lib/routes';

const labels = (links: { label: string }[]) => links.map((l) => l.label);
const member = { fullName: 'Sam Shell', hasPaid: false, isStaff: false };

describe('the sidebar entries', () => {
  it('show only Home when signed out', () => {
    expect(sidebarLinks(null)).toEqual([{ href: '/', label: 'Home', icon: expect.any(String) }]);
  });

  it('add Community, Profile, Support and Account Settings for a member', () => {
    expect(labels(sidebarLinks(member))).toEqual(['Home', 'Community', 'Profile', 'Support', 'Account Settings']);
  });

  it('add Weekly Log and Dashboard for a paid member', () => {
    const links = sidebarLinks({ ...member, hasPaid: true });
    expect(labels(links)).toEqual(['Home', 'Community', 'Profile', 'Weekly Log', 'Dashboard', 'Support', 'Account Settings']);
    expect(links.find((l) => l.label === 'Weekly Log')!.href).toBe('/weekly-log');
  });

  it('add Admin for staff, paid or not', () => {
    expect(labels(sidebarLinks({ ...member, isStaff: true }))).toContain('Admin');
    expect(labels(sidebarLinks({ ...member, isStaff: true }))).not.toContain('Weekly Log');
    expect(labels(sidebarLinks(member))).not.toContain('Admin');
  });
});

describe('the mobile fan links', () => {
  it('are Home only when signed out, whatever the flags say', () => {
    expect(labels(fanLinks(false, { hasPaid: true, isStaff: true }))).toEqual(['Home']);
  });

  it('add Community, Profile and Support when signed in', () => {
    expect(labels(fanLinks(true, { hasPaid: false, isStaff: false }))).toEqual(['Home', 'Community', 'Profile', 'Support']);
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
    for (const path of ['/profile', '/community', '/user/12', '/account-settings', '/support', '/complete-profile/3']) {
      expect(accessFor(path)).toBe('member');
    }
  });

  it('does not mistake a longer path for a guarded one', () => {
    expect(accessFor('/profiles-of-fame')).toBe('public');
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
