import { ApiError } from './api';
import { accounts } from './client/accounts';
import { loginErrorMessage } from './messages';
import type { AccountForm } from './account-form';
import { continueSignedIn, toStandingIfRefused, type TermsDialogLoader } from './signed-in';

/**
 * The sign-in page's second step (src/pages/login.astro, `data-second-step`), for an account with two-step sign-in:
 * the password was right, and the same sign-in is sent again with a code from the app or a recovery code. Loaded by
 * login-form.ts on `otp_required` only, so the page's own script stays within its budget.
 */

interface Credentials {
  email: string;
  password: string;
}

let current: Credentials | null = null;
let started = false;

/** Shows the second step for these credentials (the first step's form hidden), its code field focused. */
export function askForCode(
  first: AccountForm,
  credentials: Credentials,
  landing: string,
  termsDialog: TermsDialogLoader,
): void {
  const form = document.querySelector<HTMLFormElement>('form[data-second-step]');
  const input = form?.querySelector<HTMLInputElement>('input[name="otp"]');
  const submit = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!form || !input || !submit) return;
  current = credentials;
  first.showError('');
  first.form.hidden = true;
  form.hidden = false;
  input.value = '';
  input.focus();
  if (started) return;
  started = true;

  const label = submit.textContent ?? '';
  const busyLabel = first.form.dataset['busyLabel'] ?? '';
  const setBusy = (busy: boolean) => {
    submit.disabled = busy;
    submit.textContent = busy ? busyLabel : label;
  };

  // A recovery code has letters: the field takes any text, and the prompt says what to type.
  form.querySelector<HTMLButtonElement>('[data-use-recovery]')?.addEventListener('click', (e) => {
    const prompt = form.querySelector<HTMLElement>('[data-second-step-prompt]');
    if (prompt) prompt.textContent = prompt.dataset['recoveryPrompt'] ?? prompt.textContent;
    input.inputMode = 'text';
    input.autocomplete = 'off';
    (e.currentTarget as HTMLElement).hidden = true;
    input.focus();
  });

  form.querySelector('[data-second-step-back]')?.addEventListener('click', () => {
    form.hidden = true;
    first.showError('');
    first.form.hidden = false;
    first.form.querySelector<HTMLInputElement>('input[name="password"]')?.focus();
  });

  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const otp = input.value.trim();
    if (!current || !otp) {
      input.focus();
      return;
    }
    setBusy(true);
    first.showError('');
    try {
      const tokens = await accounts.signIn(current.email, current.password, otp);
      await continueSignedIn(tokens, landing, termsDialog);
      setBusy(false);
    } catch (err) {
      // Suspended or banned, with both steps right: the restricted standing page.
      if (toStandingIfRefused(err)) return;
      first.showError(loginErrorMessage(err instanceof ApiError ? err.data : null));
      input.select();
      input.focus();
      setBusy(false);
    }
  });
}
