import { useEffect, useState, type SubmitEvent } from 'react';
import { accounts } from '../lib/client/accounts';
import { passwordChangeSchema, type ResetLink } from '../lib/contracts/accounts';
import { fieldErrorsOf } from '../lib/contracts/common';
import { bodyMessage, errorMessage } from '../lib/messages';
import { rememberNotice } from '../lib/session';
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
  // Until hydrated, a click would submit the form natively: the button waits for the island.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
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
    const checked = passwordChangeSchema().pick({ password: true }).safeParse({ password });
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

  return (
    <div className="card mx-auto w-full max-w-md">
      <h1 className="page-title">Create New Password</h1>
      {link === null && (
        <p role="alert" className="alert-error mb-4">
          This password reset link is incomplete. Please{' '}
          <a href="/forgot-password/" className="font-medium underline">
            request a new one
          </a>
          .
        </p>
      )}
      {error && (
        <p role="alert" className="alert-error mb-4 whitespace-pre-line">
          {error}
        </p>
      )}
      <form onSubmit={submit} className="space-y-4">
        <TextField label="New Password" type="password" name="password" autoComplete="new-password" />
        <TextField label="Confirm New Password" type="password" name="confirm_password" autoComplete="new-password" />
        <button type="submit" className="btn-primary w-full" disabled={!ready || busy || !link}>
          {busy ? 'Processing' : 'Save New Password'}
        </button>
      </form>
    </div>
  );
}
