import { ApiError } from './api';
import type { OpenTermsDialog } from './terms-step';
import { accounts } from './client/accounts';
import type { RegistrationInput } from './contracts/accounts';
import type { Message } from './contracts/message';
import { accountForm, fieldValue } from './account-form';
import { onDemand } from './on-demand';
import { passwordTooEasy, prefetchPasswordScorer } from './password-check';
import { errorsText } from './i18n/en/errors';
import { textNow } from './i18n/text';

/**
 * The form's checks and the words of its failures (the contracts' limits, the messages by code, the spec's error
 * catalogue): needed on submit only, so fetched when the member starts filling the form in, not with the page (its
 * script budget).
 */
const checks = onDemand(() => import('./register-form-checks'));

/**
 * The sign-up page's script (src/pages/register.astro): sign up, then sign in automatically, accept the terms (a
 * failure is only logged), and complete the profile.
 */
export function startRegisterForm(termsDialog: () => Promise<{ openTermsDialog: OpenTermsDialog }>): void {
  const page = accountForm();
  if (!page) return;
  const { form, showError, setBusy } = page;
  // Its own two messages, rendered by the page in its language (authText.register): read from the form rather than
  // from the catalogue, which would bring the whole auth domain into a page with a 15 KB script budget.
  const termsRequired = form.dataset['termsRequired'] ?? '';
  const checkEmail = form.dataset['checkEmail'] ?? '';
  // The strength check's scorer is fetched when a password is first typed, never with the page (its script budget).
  form.querySelector('input[name="password"]')?.addEventListener('input', prefetchPasswordScorer, { once: true });
  form.addEventListener('input', () => checks().catch(() => undefined), { once: true });

  document.querySelector('[data-terms-link]')?.addEventListener('click', () => {
    // Loaded on the first click: the page's own script stays within its budget.
    termsDialog()
      .then(({ openTermsDialog }) => openTermsDialog('view'))
      .catch((err: unknown) => console.error('Failed to open the terms', err));
  });

  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const data = new FormData(form);
    const registration: RegistrationInput = {
      full_name: fieldValue(data, 'full_name'),
      email: fieldValue(data, 'email'),
      password: fieldValue(data, 'password'),
      password2: fieldValue(data, 'password2'),
    };
    setBusy(true);
    showError('');
    let loaded: Awaited<ReturnType<typeof checks>>;
    try {
      loaded = await checks();
    } catch {
      // Not even the checks could be fetched: the sign-up would not reach the server either.
      showError(textNow(errorsText.client).networkFailed);
      setBusy(false);
      return;
    }
    const { registrationProblems, registrationErrorMessage, loginErrorMessage, messageText } = loaded;
    // The form's own checks give messages by code, shown in the page's language (its inline catalogue).
    const translated = (problems: Record<string, Message[]>) =>
      Object.fromEntries(Object.entries(problems).map(([field, found]) => [field, found.map(messageText)]));
    // Every problem at once: the fields', the password's strength (when nothing else is wrong with it) and the terms.
    const problems = registrationProblems(registration);
    // The server's strength rule, with the same email and name; busy meanwhile, as the scorer may still be coming.
    if (!problems['password']) {
      const tooEasy = await passwordTooEasy(registration.password, {
        email: registration.email,
        fullName: registration.full_name,
      });
      if (tooEasy) problems['password'] = [tooEasy];
    }
    const lines = Object.keys(problems).length > 0 ? [registrationErrorMessage(translated(problems))] : [];
    if (data.get('terms') === null) lines.push(termsRequired);
    if (lines.length > 0) {
      showError(lines.join('\n'));
      setBusy(false);
      return;
    }
    try {
      await accounts.register(registration);
    } catch (err) {
      showError(registrationErrorMessage(err instanceof ApiError ? err.data : null));
      setBusy(false);
      return;
    }
    try {
      const tokens = await accounts.signIn(registration.email, registration.password);
      // Fetched once signed up, as the terms below: the page's own script stays within its budget.
      await (await import('./signed-in')).startSignedIn(tokens);
    } catch (err) {
      const refused = err instanceof ApiError && err.status === 401;
      // Sign-up answers a taken email like a new one and mails the owner instead, so this sign-in then fails for a
      // reason the page must not spell out.
      showError(refused ? checkEmail : loginErrorMessage(err instanceof ApiError ? err.data : null));
      setBusy(false);
      return;
    }
    try {
      // Loaded once signed up: the page's own script stays within its budget.
      const { terms } = await import('./client/terms');
      await terms.accept();
    } catch (err) {
      console.error('Failed to accept the terms after registration', err);
    }
    window.location.assign('/complete-profile/');
  });
}
