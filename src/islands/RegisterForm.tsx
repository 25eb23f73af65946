import { useId, useState, type SubmitEvent } from 'react';
import { ApiError } from '../lib/api';
import { accounts } from '../lib/client/accounts';
import { terms } from '../lib/client/terms';
import { registrationSchema, type RegistrationInput } from '../lib/contracts/accounts';
import { fieldErrorsOf } from '../lib/contracts/common';
import { startSession } from '../lib/session';
import { loginErrorMessage, registrationErrorMessage } from '../lib/messages';
import { signInPath } from '../lib/next';
import TermsDialog from './TermsDialog';
import AccountCard, { SubmitButton } from '../components/AccountCard';
import TextField from '../components/TextField';

export const TERMS_REQUIRED = 'You must accept the Terms of Service to create an account.';
/**
 * Sign-up answers a taken email like a new one and mails the owner instead, so the automatic sign-in then fails
 * for a reason the page must not spell out.
 */
export const CHECK_EMAIL = 'We have sent a message to this email address. Please check your inbox to continue.';

interface Props {
  /** Where the visitor was going (`?next=`, already checked by the page): kept on the link to sign in instead. */
  next?: string | null;
}

/** Sign up, then sign in automatically, accept the terms (a failure is only logged), and complete the profile. */
export default function RegisterForm({ next = null }: Props) {
  const ids = { terms: useId() };
  const [termsOpen, setTermsOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    // Read from the form itself: what was typed before hydration counts too.
    const data = new FormData(e.currentTarget);
    const form: RegistrationInput = {
      full_name: String(data.get('full_name') ?? ''),
      email: String(data.get('email') ?? ''),
      password: String(data.get('password') ?? ''),
      password2: String(data.get('password2') ?? ''),
    };
    if (data.get('terms') === null) {
      setError(TERMS_REQUIRED);
      return;
    }
    // The server's rules, but for the common-password list: the same messages, without the round trip.
    const checked = registrationSchema().safeParse(form);
    if (!checked.success) {
      setError(registrationErrorMessage(fieldErrorsOf(checked.error)));
      return;
    }
    setBusy(true);
    setError('');
    try {
      await accounts.register(form);
    } catch (err) {
      setError(registrationErrorMessage(err instanceof ApiError ? err.data : null));
      setBusy(false);
      return;
    }
    try {
      const tokens = await accounts.signIn(form.email, form.password);
      startSession(tokens.access, tokens.refresh);
    } catch (err) {
      const refused = err instanceof ApiError && err.status === 401;
      setError(refused ? CHECK_EMAIL : loginErrorMessage(err instanceof ApiError ? err.data : null));
      setBusy(false);
      return;
    }
    try {
      await terms.accept();
    } catch (err) {
      console.error('Failed to accept the terms after registration', err);
    }
    window.location.assign('/complete-profile/');
  }

  return (
    <AccountCard title="Register" error={error}>
      <form onSubmit={submit} className="space-y-4">
        <TextField label="Full Name" name="full_name" autoComplete="name" />
        <TextField label="Email" name="email" type="email" autoComplete="email" />
        <TextField label="Password" name="password" type="password" autoComplete="new-password" />
        <TextField label="Confirm Password" name="password2" type="password" autoComplete="new-password" />
        <div className="flex items-start gap-2 text-sm text-slate-700">
          <input
            id={ids.terms}
            type="checkbox"
            name="terms"
            aria-label="I agree to the Terms of Service"
            className="mt-0.5 h-4 w-4"
          />
          <span>
            <label htmlFor={ids.terms}>I agree to the</label>{' '}
            <button type="button" className="font-medium text-brand-700 underline" onClick={() => setTermsOpen(true)}>
              Terms of Service
            </button>
          </span>
        </div>
        <SubmitButton label="Sign Up" busy={busy} />
      </form>
      <p className="mt-4 text-center text-sm text-slate-700">
        Already have an account?{' '}
        <a href={signInPath(next)} className="font-medium text-brand-700 underline">
          Sign in
        </a>
      </p>
      <TermsDialog open={termsOpen} mode="view" onClose={() => setTermsOpen(false)} />
    </AccountCard>
  );
}
