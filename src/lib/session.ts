import { atom, computed } from 'nanostores';
import { clearTokens, decodeClaims, getAccessToken, setTokens, type AccessClaims } from './tokens';

/** The decoded access-token claims of the signed-in member; empty ({}) when signed out. */
export const $allUserData = atom<Partial<AccessClaims>>({});
/** True until the session has been checked on start. */
export const $sessionLoading = atom<boolean>(true);

export interface Identity {
  user_id: number | null;
  username: string | null;
}

export const $identity = computed($allUserData, (data): Identity => ({
  user_id: typeof data.user_id === 'number' ? data.user_id : null,
  username: typeof data.username === 'string' ? data.username : null,
}));

export const isLoggedIn = (): boolean => Object.keys($allUserData.get()).length > 0;

/** Stores a fresh token pair and the identity it carries. */
export function startSession(access: string, refresh: string): void {
  setTokens(access, refresh);
  $allUserData.set(decodeClaims(access) ?? {});
}

/** Forgets tokens and user (logout, failed refresh). */
export function endSession(): void {
  clearTokens();
  $allUserData.set({});
}

/** Fills the store from a stored access token (the API client refreshes it when it is about to expire). */
export function loadSessionFromStorage(): void {
  const claims = decodeClaims(getAccessToken());
  $allUserData.set(claims ?? {});
  $sessionLoading.set(false);
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
