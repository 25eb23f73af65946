import { useEffect, useState, type SubmitEvent } from 'react';
import { accounts } from '../lib/client/accounts';
import { newPasswordSchema, type ResetLink } from '../lib/contracts/accounts';
import { fieldErrorsOf } from '../lib/contracts/common';
import { bodyMessage, errorMessage } from '../lib/messages';
import { rememberNotice } from '../lib/session';
import AccountCard, { SubmitButton } from '../components/AccountCard';
import TextField from '../components/TextField';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

function readLink(search: string): ResetLink | null {
  const query = new URLSearchParams(search);
  const otp = query.get('otp');
  const uuidb64 = query.get('uuidb64');
  if (!otp || !uuidb64) return null;
  return { otp, uuidb64, refresh_token: query.get('refresh_token') ?? '' };
}

/** Sets a new password with the otp, uuidb64 and refresh_token of the mailed link, then goes to /login/. */
export default function NewPasswordForm() {
  const [link, setLink] = useState<ResetLink | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => setLink(readLink(window.location.search)), []);

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!link) return;
    const data = new FormData(e.currentTarget);
    const password = String(data.get('password') ?? '');
    const confirm = String(data.get('confirm_password') ?? '');
    if (password !== confirm) {
      setError(PASSWORDS_DO_NOT_MATCH);
      return;
    }
    // The server's password rules, but for the common-password list: the same messages, without the round trip.
    const checked = newPasswordSchema().safeParse({ password });
    if (!checked.success) {
      setError(bodyMessage(fieldErrorsOf(checked.error)));
      return;
    }
    setBusy(true);
    setError('');
    try {
      const answer = await accounts.changePassword(link, password);
      if (answer?.message) rememberNotice(answer.message);
      window.location.assign('/login/');
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
    }
  }

  const incomplete = link === null && (
    <p role="alert" className="alert-error mb-4">
      This password reset link is incomplete. Please{' '}
      <a href="/forgot-password/" className="font-medium underline">
        request a new one
      </a>
      .
    </p>
  );
  return (
    <AccountCard title="Create New Password" notice={incomplete} error={error}>
      <form onSubmit={submit} className="space-y-4">
        <TextField label="New Password" type="password" name="password" autoComplete="new-password" />
        <TextField label="Confirm New Password" type="password" name="confirm_password" autoComplete="new-password" />
        <SubmitButton label="Save New Password" busy={busy} disabled={!link} />
      </form>
    </AccountCard>
  );
}
