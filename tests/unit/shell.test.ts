// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sidebarLinks, type NavUser } from '../../src/lib/routes';
import { allSidebarLinks, NAV_STATES, navState, SHELL_MEMORY_KEY, type ShellMemory } from '../../src/lib/shell';
import { FIRST_PAINT_SCRIPT } from '../../src/layouts/first-paint';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (type: 'access' | 'refresh', userId: number, fullName: string) =>
  `${b64({ alg: 'HS256' })}.${b64({ token_type: type, user_id: userId, full_name: fullName, exp: Math.floor(Date.now() / 1000) + 900 })}.sig`;

const MEMBER_OF: Record<string, NavUser | null> = {
  guest: null,
  member: { fullName: 'M', hasPaid: false, isStaff: false },
  paid: { fullName: 'M', hasPaid: true, isStaff: false },
  staff: { fullName: 'M', hasPaid: false, isStaff: true },
  'paid-staff': { fullName: 'M', hasPaid: true, isStaff: true },
};

describe('the sidebar markup', () => {
  it('holds every entry once, and each state shows exactly its sidebarLinks, in their order', () => {
    const all = allSidebarLinks();
    expect(new Set(all.map((l) => l.href)).size).toBe(all.length);
    for (const state of NAV_STATES) {
      const shown = all.filter((l) => l.states.includes(state)).map((l) => l.href);
      expect(shown, state).toEqual(sidebarLinks(MEMBER_OF[state]!).map((l) => l.href));
      expect(navState(MEMBER_OF[state]!)).toBe(state);
    }
  });
});

/** A page as the layout writes it (the top bar's account slot and its templates), the tokens, and the memory. */
function page(options: { source: 'browser' | 'server'; access?: string; refresh?: string; memory?: ShellMemory }) {
  document.documentElement.setAttribute('data-nav', 'guest');
  document.documentElement.setAttribute('data-shell-source', options.source);
  document.body.innerHTML = `
    <div data-shell-account="guest"><a>Login</a><a>Sign up</a></div>
    <template data-shell-account-variant="member"><span data-shell-greeting title="">Hi, there</span><a>Logout</a></template>`;
  if (options.access) document.cookie = `access_token=${options.access}; path=/`;
  if (options.refresh) document.cookie = `refresh_token=${options.refresh}; path=/`;
  if (options.memory) localStorage.setItem(SHELL_MEMORY_KEY, JSON.stringify(options.memory));
}

/** Runs the inline script as the browser does, and reads what it painted. */
function firstPaint() {
  new Function(FIRST_PAINT_SCRIPT)();
  const root = document.documentElement;
  return {
    nav: root.getAttribute('data-nav'),
    token: root.hasAttribute('data-token'),
    greeting: document.querySelector('[data-shell-greeting]')?.textContent ?? null,
    title: document.querySelector('[data-shell-greeting]')?.getAttribute('title') ?? null,
    links: [...document.querySelectorAll('[data-shell-account] a')].map((a) => a.textContent),
  };
}

/** What the layout's module script then shows, from the session store (fresh modules: the store reads storage). */
async function shownByStore() {
  vi.resetModules();
  const session = await import('../../src/lib/session');
  const shell = await import('../../src/lib/shell');
  const shown = shell.shownMember(session.$session.get(), session.$member.get(), shell.readShellMemory());
  return { nav: shell.navState(shown), name: shown?.fullName ?? null, token: session.$signedInByToken.get() };
}

afterEach(() => {
  for (const name of ['access_token', 'refresh_token'])
    document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  localStorage.clear();
  document.documentElement.removeAttribute('data-token');
});

describe('the first-paint script decides as the session store will', () => {
  it('shows the remembered member of the same account, flags included', async () => {
    page({
      source: 'browser',
      access: token('access', 7, 'Mia Token'),
      memory: { userId: 7, fullName: 'Mia Known', hasPaid: true, isStaff: true },
    });
    expect(firstPaint()).toEqual({
      nav: 'paid-staff',
      token: true,
      greeting: 'Hi, Mia',
      title: 'Mia Known',
      links: ['Logout'],
    });
    expect(await shownByStore()).toEqual({ nav: 'paid-staff', name: 'Mia Known', token: true });
  });

  it("ignores another account's memory: the token's name, no paid or staff entries", async () => {
    page({
      source: 'browser',
      access: token('access', 7, 'Mia Token'),
      memory: { userId: 8, fullName: 'Other', hasPaid: true, isStaff: false },
    });
    expect(firstPaint()).toMatchObject({ nav: 'member', greeting: 'Hi, Mia', title: 'Mia Token' });
    expect(await shownByStore()).toEqual({ nav: 'member', name: 'Mia Token', token: true });
  });

  it('signs in by the refresh token alone (an expired access cookie), without the access token state', async () => {
    page({ source: 'browser', refresh: token('refresh', 7, 'Rae Refresh') });
    expect(firstPaint()).toMatchObject({ nav: 'member', token: false, greeting: 'Hi, Rae' });
    expect(await shownByStore()).toEqual({ nav: 'member', name: 'Rae Refresh', token: false });
  });

  it('leaves a visitor the signed-out shell', async () => {
    page({ source: 'browser' });
    expect(firstPaint()).toEqual({
      nav: 'guest',
      token: false,
      greeting: null,
      title: null,
      links: ['Login', 'Sign up'],
    });
    expect(await shownByStore()).toEqual({ nav: 'guest', name: null, token: false });
  });

  it("leaves a rendered page's shell to the server's answer", () => {
    page({ source: 'server', access: token('access', 7, 'Mia Token') });
    expect(firstPaint()).toMatchObject({ nav: 'guest', token: true, links: ['Login', 'Sign up'] });
  });
});
