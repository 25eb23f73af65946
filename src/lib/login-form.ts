import { ApiError } from './api';
import type { OpenTermsDialog } from './terms-step';
import { accounts } from './client/accounts';
import { startSession, takeNotice } from './session';
import { loginErrorMessage } from './messages';
import { landingAfterSignIn } from './next';
import { accountForm, fieldValue } from './account-form';
import { keepStandingToken, STANDING_PATH, standingTokenOf } from './standing-token';

/**
 * The sign-in page's script (src/pages/login.astro): sign in; members who have not accepted the terms in force
 * accept them first. Then where they were going (the form's `data-next`, a path of this site only), or /profile.
 */
export function startLoginForm(termsDialog: () => Promise<{ openTermsDialog: OpenTermsDialog }>): void {
  const page = accountForm();
  if (!page) return;
  const { form, showError, setBusy } = page;
  const landing = landingAfterSignIn(form.dataset['next']);

  // A one-time notice from the previous page (e.g. "password changed").
  const notice = takeNotice();
  const noticeBox = document.querySelector<HTMLElement>('[data-login-notice]');
  if (notice && noticeBox) {
    noticeBox.textContent = notice;
    noticeBox.hidden = false;
  }

  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const data = new FormData(form);
    setBusy(true);
    showError('');
    // A refusal repeats the reason in its own alert: the sanction notice would only say it twice.
    document.querySelector('[data-login-sanction]')?.remove();
    try {
      const tokens = await accounts.signIn(fieldValue(data, 'email'), fieldValue(data, 'password'));
      startSession(tokens.access, tokens.refresh);
      // The terms step loads once signed in: the page's own script stays within its budget.
      const { termsAccepted } = await import('./terms-step');
      if (await termsAccepted()) {
        window.location.assign(landing);
        return;
      }
      await (await termsDialog()).openTermsDialog('accept', () => window.location.assign(landing));
      setBusy(false);
    } catch (err) {
      // Suspended or banned, with the right password: the restricted standing page, with the token that opens it.
      const standingToken = standingTokenOf(err);
      if (standingToken) {
        keepStandingToken(standingToken);
        window.location.assign(STANDING_PATH);
        return;
      }
      showError(loginErrorMessage(err instanceof ApiError ? err.data : null));
      setBusy(false);
    }
  });
}
