import type { OpenTermsDialog } from './terms-step';
import { $identity, startSession } from './session';
import { keepStandingToken, STANDING_PATH, standingTokenOf } from './standing-token';

/** The terms dialog's loader, handed in by the page (lib/ imports no island). */
export type TermsDialogLoader = () => Promise<{ openTermsDialog: OpenTermsDialog }>;

/**
 * What every way of signing in does with the tokens it got (password, second factor, passkey): start the session,
 * have the member accept the terms in force if they have not, then go where they were going. Resolves once the
 * terms dialog is open (the page stops showing itself busy); otherwise the page is leaving.
 */
export async function continueSignedIn(
  tokens: { access: string; refresh: string },
  landing: string,
  termsDialog: TermsDialogLoader,
): Promise<void> {
  await startSignedIn(tokens);
  // The terms step loads once signed in: the page's own script stays within its budget.
  const { termsAccepted } = await import('./terms-step');
  if (await termsAccepted()) {
    window.location.assign(landing);
    return;
  }
  await (await termsDialog()).openTermsDialog('accept', () => window.location.assign(landing));
}

/**
 * Starts the session of a member who just signed in (or up), once the device has forgotten every other member's
 * kept pages, data and saves (issue 30: a different member signing in sees nothing of the first), before any page of
 * theirs loads. Fetched only now: the sign-in pages' own script stays within its budget.
 */
export async function startSignedIn(tokens: { access: string; refresh: string }): Promise<void> {
  startSession(tokens.access, tokens.refresh);
  // The sign-in succeeded: code that cannot load now (a deploy meanwhile) must not show it as failed. The landing
  // page's start still deletes another member's saves (replay.ts) and its worker their kept pages.
  await import('./offline/page-caches')
    .then(({ forgetOthersAtSignIn }) => forgetOthersAtSignIn($identity.get().user_id))
    .catch((err: unknown) => console.error('offline: the device could not forget the last member', err));
}

/**
 * A suspended or banned member who proved who they are: to the restricted standing page, with the token that opens
 * it. False for any other refusal, which the page shows.
 */
export function toStandingIfRefused(err: unknown): boolean {
  const standingToken = standingTokenOf(err);
  if (!standingToken) return false;
  keepStandingToken(standingToken);
  window.location.assign(STANDING_PATH);
  return true;
}
