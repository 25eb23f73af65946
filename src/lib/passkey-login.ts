import { ApiError } from './api';
import { passkeys } from './client/passkeys';
import { loginErrorMessage } from './messages';
import { landingAfterSignIn } from './next';
import { continueSignedIn, toStandingIfRefused, type TermsDialogLoader } from './signed-in';

/**
 * "Sign in with a passkey" on the sign-in page (src/pages/login.astro, its `data-passkey-sign-in` block): the
 * browser offers this site's passkeys (no email asked), the server checks the signed answer, and the member goes
 * on as after any sign-in (lib/signed-in.ts). The WebAuthn library loads on the click, not with the page. Its
 * words come from the markup, in the page's language (the page's script carries no catalogue).
 */
export function startPasskeySignIn(termsDialog: TermsDialogLoader): void {
  const button = document.querySelector<HTMLButtonElement>('button[data-passkey-sign-in]');
  const alert = document.querySelector<HTMLElement>('[data-account-error]');
  if (!button || !alert) return;
  if (typeof window.PublicKeyCredential !== 'function') {
    button.hidden = true;
    const unsupported = document.querySelector<HTMLElement>('[data-passkey-unsupported]');
    if (unsupported) unsupported.hidden = false;
    return;
  }
  const label = button.textContent ?? '';
  const landing = landingAfterSignIn(
    document.querySelector<HTMLFormElement>('form[data-account-form]')?.dataset['next'],
  );
  const showError = (text: string) => {
    alert.textContent = text;
    alert.hidden = text === '';
  };
  const setBusy = (busy: boolean) => {
    button.disabled = busy;
    button.textContent = busy ? (button.dataset['waiting'] ?? label) : label;
  };
  button.disabled = false;

  button.addEventListener('click', async () => {
    setBusy(true);
    showError('');
    // A refusal repeats the reason in its own alert: the sanction notice would only say it twice.
    document.querySelector('[data-login-sanction]')?.remove();
    try {
      const [{ startAuthentication }, optionsJSON] = await Promise.all([
        import('@simplewebauthn/browser'),
        passkeys.signInOptions(),
      ]);
      const response = await startAuthentication({ optionsJSON });
      await continueSignedIn(await passkeys.signIn(response), landing, termsDialog);
      setBusy(false);
    } catch (err) {
      // Suspended or banned, with their own passkey: the restricted standing page.
      if (toStandingIfRefused(err)) return;
      const name = (err as { name?: string } | null)?.name;
      // The member closed the device's prompt (or it timed out): a short word, not a failure.
      const cancelled = name === 'NotAllowedError' || name === 'AbortError';
      showError(
        cancelled ? (button.dataset['cancelled'] ?? '') : loginErrorMessage(err instanceof ApiError ? err.data : null),
      );
      setBusy(false);
    }
  });
}
