import { ApiError } from './api';

/**
 * The restricted token of a sign-in refused for a suspension or a ban, on its way from the sign-in page to the
 * standing page. Apart from client/appeals.ts and the appeals contract so the sign-in page loads no schema (zod).
 */

/** How long the token opens the standing card and the appeal form (and nothing else). */
export const STANDING_TOKEN_MINUTES = 30;
/** Where the sign-in page keeps the restricted token for the standing page (this tab only). */
export const STANDING_TOKEN_KEY = 'standing_token';
export const STANDING_PATH = '/standing/';

/** Kept for this tab only: the sign-in page hands the standing page the token of a refused sign-in. */
export function keepStandingToken(token: string): void {
  try {
    sessionStorage.setItem(STANDING_TOKEN_KEY, token);
  } catch {
    // Storage refused (private mode): the page then asks to sign in again.
  }
}

export function storedStandingToken(): string | null {
  try {
    return sessionStorage.getItem(STANDING_TOKEN_KEY);
  } catch {
    return null;
  }
}

/** The standing token of a sign-in refused for a suspension or a ban, if the refusal carried one. */
export function standingTokenOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  const token = (error.data as { standing_token?: unknown } | null)?.standing_token;
  return typeof token === 'string' && token ? token : null;
}
