import { useState, type SubmitEvent } from 'react';
import { accounts } from '../lib/client/accounts';
import AccountCard, { SubmitButton } from '../components/AccountCard';
import TextField from '../components/TextField';

export const RESET_LINK_SENT = 'Password reset link has been sent to your email address';

/** Asks for a password reset link. The spec only logs a failure; the answer never says whether the account exists. */
export default function ForgotPasswordForm() {
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    // Read from the form itself: what was typed before hydration counts too.
    const email = String(new FormData(e.currentTarget).get('email') ?? '');
    setBusy(true);
    setSent(false);
    try {
      await accounts.requestPasswordReset(email);
      setSent(true);
    } catch (err) {
      console.error('Password reset request failed', err);
    } finally {
      setBusy(false);
    }
  }

  const notice = (
    <>
      <p className="mb-4 text-sm text-slate-700">Enter the email address of your account and we will send you a link to choose a new password.</p>
      {sent && (
        <p role="alert" className="alert-success mb-4">
          {RESET_LINK_SENT}
        </p>
      )}
    </>
  );
  return (
    <AccountCard title="Forgot Password" notice={notice}>
      <form onSubmit={submit} className="space-y-4">
        <TextField label="Email" type="email" name="email" autoComplete="email" />
        <SubmitButton label="Reset Password" busy={busy} />
      </form>
      <p className="mt-4 text-center text-sm text-slate-700">
        <a href="/login/" className="font-medium text-brand-700 underline touch:inline-flex touch:min-h-11 touch:items-center">
          Back to login
        </a>
      </p>
    </AccountCard>
  );
}
