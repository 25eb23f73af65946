import { computed } from 'nanostores';
import { firstName, sidebarLinks, type NavLink, type NavUser } from './routes';
import { decodeClaims, type AccessClaims } from './tokens';
import { $member, $session, learnMember, type Session } from './session';
import { resolveMemberInBrowser } from './nav';
import { textNow } from './i18n/text';
import { shellText } from './i18n/en/shell';
import { WAITING_KEY } from './offline/waiting-key';

/**
 * What the shell (sidebar, top bar, the home page's button) shows, as attributes of <html> that the page's CSS
 * reads: the markup holds every variant, so the right one is there on the first paint, before any module script
 * runs. Rendered pages get the attributes from the server; prerendered ones (the home) from the small inline
 * script of src/layouts/first-paint.inline.js, which decides exactly as `shownMember` below; the layout's script
 * then keeps them in step with the session store.
 *
 * - `data-nav`: which sidebar entries show: guest | member | paid | staff | paid-staff.
 * - `data-token`: present while an access token is (the home page's button, like the fan menu, judges by it).
 * - `data-sidebar="collapsed"`: the sidebar is folded to icons (remembered in localStorage).
 */
export type NavState = 'guest' | 'member' | 'paid' | 'staff' | 'paid-staff';
export const NAV_STATES: readonly NavState[] = ['guest', 'member', 'paid', 'staff', 'paid-staff'];

export function navState(member: NavUser | null): NavState {
  if (!member) return 'guest';
  if (member.hasPaid && member.isStaff) return 'paid-staff';
  if (member.hasPaid) return 'paid';
  if (member.isStaff) return 'staff';
  return 'member';
}

const MEMBER_OF: Record<Exclude<NavState, 'guest'>, NavUser> = {
  member: { fullName: '', hasPaid: false, isStaff: false },
  paid: { fullName: '', hasPaid: true, isStaff: false },
  staff: { fullName: '', hasPaid: false, isStaff: true },
  'paid-staff': { fullName: '', hasPaid: true, isStaff: true },
};

export interface ShellLink extends NavLink {
  /** The states in which the entry shows (the value of its data-nav-show attribute). */
  states: NavState[];
}

/**
 * Every sidebar entry any visitor may see, in order, each with the states that show it (from sidebarLinks, the
 * one rule). An entry only some states have goes after the entry it follows in those states.
 */
export function allSidebarLinks(): ShellLink[] {
  const result: ShellLink[] = [];
  for (const state of [...NAV_STATES].reverse()) {
    const links = sidebarLinks(state === 'guest' ? null : MEMBER_OF[state]);
    let after = -1;
    for (const link of links) {
      const at = result.findIndex((l) => l.href === link.href);
      if (at >= 0) {
        result[at]!.states.push(state);
        after = at;
      } else {
        result.splice(after + 1, 0, { ...link, states: [state] });
        after += 1;
      }
    }
  }
  for (const link of result) link.states.sort((a, b) => NAV_STATES.indexOf(a) - NAV_STATES.indexOf(b));
  return result;
}

/** The last member this browser showed, so a prerendered page paints their entries before asking again. */
export interface ShellMemory extends NavUser {
  userId: number;
}

export const SHELL_MEMORY_KEY = 'fitgroup_shell_member';

export function readShellMemory(): ShellMemory | null {
  try {
    const value = JSON.parse(window.localStorage.getItem(SHELL_MEMORY_KEY) ?? 'null') as Partial<ShellMemory> | null;
    if (!value || typeof value.userId !== 'number' || typeof value.fullName !== 'string') return null;
    return {
      userId: value.userId,
      fullName: value.fullName,
      hasPaid: value.hasPaid === true,
      isStaff: value.isStaff === true,
    };
  } catch {
    return null;
  }
}

export function writeShellMemory(memory: ShellMemory | null): void {
  try {
    if (memory) window.localStorage.setItem(SHELL_MEMORY_KEY, JSON.stringify(memory));
    else window.localStorage.removeItem(SHELL_MEMORY_KEY);
  } catch {
    // Without storage the next prerendered page paints the token's name without the paid and staff entries.
  }
}

/** The claims of the access token, or else of the refresh token: both name the member. */
function sessionClaims(session: Session): Partial<AccessClaims> {
  if (typeof session.allUserData.user_id === 'number') return session.allUserData;
  return decodeClaims(session.tokens.refresh) ?? {};
}

/**
 * The member the shell shows. `member` is $member: null when signed out (or the server found nobody). While the
 * name and flags are not known yet (prerendered pages), the remembered member when it is the same one, else the
 * name in the tokens without paid or staff entries. src/layouts/first-paint.inline.js decides the same way.
 */
export function shownMember(session: Session, member: NavUser | null, memory: ShellMemory | null): NavUser | null {
  if (!member) return null;
  if (session.member) return member;
  const claims = sessionClaims(session);
  if (memory && memory.userId === claims.user_id) {
    return { fullName: memory.fullName, hasPaid: memory.hasPaid, isStaff: memory.isStaff };
  }
  return { ...member, fullName: member.fullName || (typeof claims.full_name === 'string' ? claims.full_name : '') };
}

/** What to remember of a session: the member once the server or the API named them; null when signed out. */
export function memoryOf(session: Session): ShellMemory | null | undefined {
  if (!session.tokens.access && !session.tokens.refresh) return null;
  const userId = sessionClaims(session).user_id;
  if (!session.member || typeof userId !== 'number') return undefined;
  return { userId, ...session.member };
}

const COLLAPSED_KEY = 'sidebar_collapsed';

/** The server's member from <html data-shell-member>: null for nobody, undefined when unreadable. */
function serverMember(json: string | undefined): NavUser | null | undefined {
  try {
    const value = JSON.parse(json ?? '') as Partial<NavUser> | null;
    if (value === null) return null;
    if (typeof value.fullName !== 'string') return undefined;
    return { fullName: value.fullName, hasPaid: value.hasPaid === true, isStaff: value.isStaff === true };
  } catch {
    return undefined;
  }
}

/** The top bar's greeting: "Hi, Mia", or "Hi, there" without a name (in the language being rendered). */
export function greeting(fullName: string): string {
  const t = textNow(shellText.account);
  const name = firstName(fullName);
  return name ? t.greeting({ name }) : t.greetingNoName;
}

/** Shows `member` in the top bar: the greeting and Logout, or Login and Sign up. */
function showAccount(member: NavUser | null): void {
  const slot = document.querySelector<HTMLElement>('[data-shell-account]');
  if (!slot) return;
  const variant = member ? 'member' : 'guest';
  if (slot.dataset['shellAccount'] !== variant) {
    const template = document.querySelector<HTMLTemplateElement>(`template[data-shell-account-variant="${variant}"]`);
    if (!template) return;
    slot.replaceChildren(template.content.cloneNode(true));
    slot.dataset['shellAccount'] = variant;
  }
  const shown = slot.querySelector<HTMLElement>('[data-shell-greeting]');
  if (!shown || !member) return;
  const text = greeting(member.fullName);
  if (shown.textContent !== text) shown.textContent = text;
  shown.title = member.fullName.trim();
}

function showSidebar(collapsed: boolean): void {
  const root = document.documentElement;
  if (collapsed) root.dataset['sidebar'] = 'collapsed';
  else delete root.dataset['sidebar'];
  const toggle = document.querySelector<HTMLButtonElement>('[data-shell-sidebar-toggle]');
  toggle?.setAttribute('aria-expanded', String(!collapsed));
  const t = textNow(shellText.sidebar);
  toggle?.setAttribute('aria-label', collapsed ? t.expand : t.collapse);
  // Folded to icons, each entry names itself on hover.
  for (const link of document.querySelectorAll<HTMLElement>('[data-shell-label]')) {
    if (collapsed) link.title = link.dataset['shellLabel'] ?? '';
    else link.removeAttribute('title');
  }
}

/**
 * Runs the shell in the browser (the layout's script, once per page): hands the server's member to the session
 * store (or, on prerendered pages, looks them up), then keeps <html data-nav/data-token> and the top bar in step
 * with the store, remembers the member for the next prerendered page, and folds the sidebar on request.
 */
export function startShell(): void {
  const root = document.documentElement;
  if (root.dataset['shellSource'] === 'browser') resolveMemberInBrowser();
  else {
    const member = serverMember(root.dataset['shellMember']);
    if (member !== undefined) learnMember(member);
  }

  let memory = readShellMemory();
  const $shown = computed([$session, $member], (session, member) => ({
    member: shownMember(session, member, memory),
    token: session.tokens.access !== null,
    remember: memoryOf(session),
  }));
  // The bell's count, for a signed-in member on the pages the server rendered: the prerendered home loads no data
  // layer (its 15 KB budget), and shows the bell as a plain link.
  let bell: Promise<() => void> | undefined;
  $shown.subscribe(({ member, token, remember }) => {
    root.dataset['nav'] = navState(member);
    root.toggleAttribute('data-token', token);
    showAccount(member);
    if (member && root.dataset['shellSource'] === 'server') bell ??= import('./bell').then((m) => m.startBell());
    else if (!member && bell !== undefined) {
      void bell.then((stop) => stop());
      bell = undefined;
    }
    if (remember !== undefined && JSON.stringify(remember) !== JSON.stringify(memory)) {
      memory = remember;
      writeShellMemory(remember);
    }
  });

  // Saves kept on this device wait to be sent, or the page is the worker's copy shown offline: the replay (fetched
  // only then) shows what the device knows and sends what waits.
  try {
    if (localStorage.getItem(WAITING_KEY) || !navigator.onLine) void import('./offline/start');
  } catch {
    // No storage: nothing was kept.
  }

  showSidebar(root.dataset['sidebar'] === 'collapsed');
  document.querySelector('[data-shell-sidebar-toggle]')?.addEventListener('click', () => {
    const collapsed = root.dataset['sidebar'] !== 'collapsed';
    try {
      window.localStorage.setItem(COLLAPSED_KEY, collapsed ? '1' : '0');
    } catch {
      // Not remembered; still folds.
    }
    showSidebar(collapsed);
  });
}
