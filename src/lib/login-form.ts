import { ApiError } from './api';
import { accounts } from './client/accounts';
import { takeNotice } from './session';
import { failureCode, loginErrorMessage } from './messages';
import { landingAfterSignIn } from './next';
import { accountForm, fieldValue } from './account-form';
import { continueSignedIn, toStandingIfRefused, type TermsDialogLoader } from './signed-in';

/**
 * The sign-in page's script (src/pages/login.astro): sign in; members who have not accepted the terms in force
 * accept them first. Then where they were going (the form's `data-next`, a path of this site only), or /profile.
 */
export function startLoginForm(termsDialog: TermsDialogLoader): void {
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
      const credentials = { email: fieldValue(data, 'email'), password: fieldValue(data, 'password') };
      const tokens = await accounts.signIn(credentials.email, credentials.password).catch(async (err: unknown) => {
        if (failureCode(err) !== 'otp_required') throw err;
        // Two-step sign-in: the code is asked for on a second step, loaded only for the accounts that have it.
        (await import('./login-second-step')).askForCode(page, credentials, landing, termsDialog);
        return null;
      });
      if (tokens) await continueSignedIn(tokens, landing, termsDialog);
      setBusy(false);
    } catch (err) {
      // Suspended or banned, with the right password: the restricted standing page.
      if (toStandingIfRefused(err)) return;
      showError(loginErrorMessage(err instanceof ApiError ? err.data : null));
      setBusy(false);
    }
  });
}
