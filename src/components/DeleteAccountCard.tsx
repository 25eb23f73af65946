import { useId, useState, type SubmitEvent } from 'react';
import { ApiError } from '../lib/api';
import { accounts } from '../lib/client/accounts';
import { DEFAULT_DELETION_REASON, accountsFailures, isConfirmationPhrase } from '../lib/contracts/accounts';
import { normalizeEmail } from '../lib/contracts/common';
import { endSession } from '../lib/session';

export const DELETION_REASONS = [
  'No longer need the app',
  'Privacy concerns',
  'Found another solution',
  'App not meeting needs',
  'Too many notifications',
  'Other',
] as const;
export const DELETED_MESSAGE =
  'Your account has been successfully deleted. All your data has been permanently removed. You will now be redirected to the home page.';
export const DELETE_FAILED = 'Failed to delete account. Please try again.';
export const FINAL_CONFIRMATION = [
  'Are you absolutely sure you want to delete your account?',
  '',
  'This will permanently delete:',
  '• Your profile and profile picture',
  '• All your weekly logs, daily logs and progress pictures',
  '• Your community posts and comments',
  '• Your blocks and support messages',
  '',
  'This action cannot be undone.',
].join('\n');

interface Props {
  /** The emails that count as "yours": the profile's and the session's (compared case-insensitively). */
  accountEmails: string[];
}

/** The server's reason (its `detail`: a wrong password, too many tries), else the spec's fallback. */
function serverError(err: unknown): string {
  const detail = err instanceof ApiError ? (err.data as { detail?: unknown } | null)?.detail : undefined;
  return typeof detail === 'string' && detail ? detail : DELETE_FAILED;
}

/** Delete Account: collapsed, then the confirmation form, then the browser's final confirmation, then deleting. */
export default function DeleteAccountCard({ accountEmails }: Props) {
  const ids = { reason: useId(), phrase: useId(), email: useId(), password: useId() };
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [phrase, setPhrase] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState('');

  function reset() {
    setOpen(false);
    setReason('');
    setPhrase('');
    setEmail('');
    setPassword('');
    setError('');
  }

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    setError('');
    if (!isConfirmationPhrase(phrase)) return setError(accountsFailures.phrase_mismatch.detail);
    const typed = normalizeEmail(email);
    if (!accountEmails.some((known) => normalizeEmail(known) === typed)) return setError(accountsFailures.email_mismatch.detail);
    if (!window.confirm(FINAL_CONFIRMATION)) return;
    setDeleting(true);
    try {
      await accounts.deleteAccount({
        confirmation: phrase.trim(),
        email: email.trim(),
        password,
        reason: reason || DEFAULT_DELETION_REASON,
      });
    } catch (err) {
      setError(serverError(err));
      setDeleting(false);
      return;
    }
    endSession();
    window.alert(DELETED_MESSAGE);
    window.location.assign('/');
  }

  return (
    <section className="card border-red-200" aria-labelledby={`${ids.phrase}-title`}>
      <h2 id={`${ids.phrase}-title`} className="text-lg font-semibold text-red-800">
        Delete Account
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Permanently delete your account and all of your data. This cannot be undone.
      </p>
      {!open ? (
        <button type="button" className="btn-danger mt-4" onClick={() => setOpen(true)}>
          Delete Account
        </button>
      ) : (
        <form onSubmit={submit} className="mt-4 space-y-4">
          <div className="alert-error">
            <p className="font-semibold">Warning: this permanently deletes your profile, logs, pictures, posts and comments.</p>
          </div>
          {error && (
            <p role="alert" className="alert-error">
              {error}
            </p>
          )}
          <div>
            <label htmlFor={ids.reason} className="field-label">
              Reason for leaving (optional)
            </label>
            <select id={ids.reason} value={reason} onChange={(e) => setReason(e.currentTarget.value)} className="field-input">
              <option value="">Select a reason</option>
              {DELETION_REASONS.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.phrase} className="field-label">
              Type <strong>DELETE MY ACCOUNT</strong> to confirm
            </label>
            <input id={ids.phrase} value={phrase} onChange={(e) => setPhrase(e.currentTarget.value)} autoComplete="off" className="field-input" />
          </div>
          <div>
            <label htmlFor={ids.email} className="field-label">
              Enter your email address
            </label>
            <input id={ids.email} type="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} autoComplete="email" className="field-input" />
          </div>
          <div>
            <label htmlFor={ids.password} className="field-label">
              Enter your password
            </label>
            <input
              id={ids.password}
              type="password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              autoComplete="current-password"
              className="field-input"
            />
          </div>
          <div className="flex flex-wrap gap-3">
            <button type="submit" className="btn-danger" disabled={!phrase.trim() || !email.trim() || !password || deleting}>
              {deleting ? 'Deleting...' : 'Permanently Delete My Account'}
            </button>
            <button type="button" className="btn-secondary" onClick={reset} disabled={deleting}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
