/**
 * The restricted token of a sign-in refused for a suspension or a ban, on its way from the sign-in page to the
 * standing page. Apart from client/appeals.ts and the appeals contract so the sign-in page loads no schema (zod), and
 * free of the transport (api.ts), so the server can read its constants too.
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
  // An ApiError (api.ts), read by its shape.
  const refused = error as { status?: unknown; data?: { standing_token?: unknown } | null } | null;
  if (typeof refused !== 'object' || refused === null || refused.status !== 403) return null;
  const token = refused.data?.standing_token;
  return typeof token === 'string' && token ? token : null;
}
