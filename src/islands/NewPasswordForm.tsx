import { useEffect, useState, type SubmitEvent } from 'react';
import { api } from '../lib/api';
import { errorMessage } from '../lib/messages';
import { rememberNotice } from '../lib/session';
import TextField from '../components/TextField';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

interface LinkParams {
  otp: string;
  uuidb64: string;
  refresh_token: string;
}

function readLink(search: string): LinkParams | null {
  const query = new URLSearchParams(search);
  const otp = query.get('otp');
  const uuidb64 = query.get('uuidb64');
  if (!otp || !uuidb64) return null;
  return { otp, uuidb64, refresh_token: query.get('refresh_token') ?? '' };
}

/** Sets a new password with the otp, uuidb64 and refresh_token of the mailed link, then goes to /login/. */
export default function NewPasswordForm() {
  const [link, setLink] = useState<LinkParams | null | undefined>(undefined);
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
    setBusy(true);
    setError('');
    const form = new FormData();
    form.set('password', password);
    form.set('otp', link.otp);
    form.set('uuidb64', link.uuidb64);
    form.set('refresh_token', link.refresh_token);
    try {
      const answer = await api.post<{ message?: string }>('user/password-change/', form, { auth: false });
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
