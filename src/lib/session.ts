import { atom, computed } from 'nanostores';
import { clearTokens, decodeClaims, getAccessToken, getRefreshToken, setTokens, type AccessClaims } from './tokens';
import type { NavUser } from './routes';

/**
 * Who is signed in, for every island: THE one source (spec section 3, "Session (client side)").
 *
 * The tokens live in browser storage (tokens.ts: cookies, or localStorage in a native wrapper); this store mirrors
 * them for rendering. Every write goes through the actions below. The transport (api.ts) reads the tokens from
 * storage at request time, not from here, because another tab may have rotated them a moment ago.
 *
 * On the server the store is a module singleton shared by every request: it is never written there (its value
 * stays the signed-out one). Islands render the server's answer from their props while hydrating
 * (`useStore($x, { ssr: () => fromProps })`) and then follow the store.
 */
export interface Session {
  /** The stored token pair; null where absent. */
  tokens: { access: string | null; refresh: string | null };
  /** allUserData: the access token's claims, {} when signed out. */
  allUserData: Partial<AccessClaims>;
  /**
   * The member's name and role flags (has_paid, is_staff), once known: from the server on rendered pages, from
   * GET user/ and user/profile/ on prerendered ones (wide screens only, spec section 6). null: the server found
   * nobody signed in. undefined: not known.
   */
  member: NavUser | null | undefined;
}

const SIGNED_OUT: Session = { tokens: { access: null, refresh: null }, allUserData: {}, member: undefined };

/** The session for a token pair, keeping what is known of the member while the same member stays signed in. */
function withTokens(access: string | null, refresh: string | null, before: Session): Session {
  if (!access && !refresh) return SIGNED_OUT;
  const allUserData: Partial<AccessClaims> = decodeClaims(access) ?? {};
  const same = allUserData.user_id !== undefined && allUserData.user_id === before.allUserData.user_id;
  return { tokens: { access, refresh }, allUserData, member: same ? before.member : undefined };
}

export const $session = atom<Session>(withTokens(getAccessToken(), getRefreshToken(), SIGNED_OUT));

export interface Identity {
  user_id: number | null;
  username: string | null;
}

/** The derived identity: user_id and username, each null when signed out. */
export const $identity = computed(
  $session,
  ({ allUserData }): Identity => ({
    user_id: typeof allUserData.user_id === 'number' ? allUserData.user_id : null,
    username: typeof allUserData.username === 'string' ? allUserData.username : null,
  }),
);

/** Signed in as the fan menu and the home page judge it: an access token is present (spec section 2). */
export const $signedInByToken = computed($session, ({ tokens }) => tokens.access !== null);

/**
 * The member the shell (sidebar, top bar, fan flags) shows: null when signed out or when the server found nobody;
 * before the name and flags are known, the name in the access token and no paid or staff entries.
 */
export const $member = computed($session, ({ tokens, allUserData, member }): NavUser | null => {
  if (member === null || (!tokens.access && !tokens.refresh)) return null;
  if (member) return member;
  const fullName = typeof allUserData.full_name === 'string' ? allUserData.full_name : '';
  return { fullName, hasPaid: false, isStaff: false };
});

/** Stores a fresh token pair (login, registration, refresh) and the identity it carries. */
export function startSession(access: string, refresh: string): void {
  setTokens(access, refresh);
  $session.set(withTokens(access, refresh, $session.get()));
}

/** Forgets tokens and member (logout, failed refresh, deleted account). */
export function endSession(): void {
  clearTokens();
  $session.set(SIGNED_OUT);
  // The member's kept pages and data go with the session, the saves waiting stay (offline/page-caches.ts says why);
  // fetched only now: no page loads it with itself.
  void import('./offline/page-caches').then((m) => m.forgetSessionData());
}

/** Reads storage again (on start). */
export function syncSession(): void {
  $session.set(withTokens(getAccessToken(), getRefreshToken(), $session.get()));
}

/**
 * Another tab stored this access token (null: it signed out). Taken from the storage event itself: the cookies
 * this tab reads may not show the other tab's change yet.
 */
export function followOtherTab(access: string | null): void {
  $session.set(access ? withTokens(access, getRefreshToken(), $session.get()) : SIGNED_OUT);
}

/**
 * Records the member's name and flags (or null: nobody signed in) once: the first answer of the page wins,
 * and a session ended meanwhile is not brought back.
 */
export function learnMember(member: NavUser | null): void {
  const session = $session.get();
  if (session.member !== undefined) return;
  if (member && !session.tokens.access && !session.tokens.refresh) return;
  $session.set({ ...session, member });
}

const NOTICE_KEY = 'fitgroup_notice';

/** A one-time notice for the next page of this tab (e.g. "password changed" on the login page). */
export function rememberNotice(message: string): void {
  try {
    window.sessionStorage.setItem(NOTICE_KEY, message);
  } catch {
    // Without storage the next page simply shows no notice.
  }
}

/** The notice left by the previous page, once. */
export function takeNotice(): string | null {
  try {
    const message = window.sessionStorage.getItem(NOTICE_KEY);
    window.sessionStorage.removeItem(NOTICE_KEY);
    return message;
  } catch {
    return null;
  }
}
