import { useState, type SubmitEvent } from 'react';
import AccountCard, { SubmitButton } from '../components/AccountCard';
import TextField from '../components/TextField';
import { useText } from '../lib/i18n';
import { authText } from '../lib/i18n/en/auth';
import { mutation } from '../lib/stores/query';
import { $passwordResetRequest } from '../lib/stores/password-reset';

/** Asks for a password reset link. The spec only logs a failure; the answer never says whether the account exists. */
export default function ForgotPasswordForm() {
  const t = useText(authText.forgotPassword);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    // Read from the form itself: what was typed before hydration counts too.
    const email = String(new FormData(e.currentTarget).get('email') ?? '');
    setBusy(true);
    setSent(false);
    try {
      await mutation($passwordResetRequest, email);
      setSent(true);
    } catch (err) {
      console.error('Password reset request failed', err);
    } finally {
      setBusy(false);
    }
  }

  const notice = (
    <>
      <p className="mb-4 text-sm text-slate-700">{t.intro}</p>
      {sent && (
        <p role="alert" className="alert-success mb-4">
          {t.sent}
        </p>
      )}
    </>
  );
  return (
    <AccountCard title={t.title} notice={notice}>
      <form onSubmit={submit} className="space-y-4">
        <TextField label={t.email} type="email" name="email" autoComplete="email" />
        <SubmitButton label={t.submit} busy={busy} />
      </form>
      <p className="mt-4 text-center text-sm text-slate-700">
        <a href="/login/" className="link-form">
          {t.backToLogin}
        </a>
      </p>
    </AccountCard>
  );
}
