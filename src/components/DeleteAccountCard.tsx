import { useId, useState, type SubmitEvent } from 'react';
import { ApiError, api } from '../lib/api';
import { endSession } from '../lib/session';

export const DELETION_REASONS = [
  'No longer need the app',
  'Privacy concerns',
  'Found another solution',
  'App not meeting needs',
  'Too many notifications',
  'Other',
] as const;
export const DEFAULT_REASON = 'User requested account deletion';
export const PHRASE_MESSAGE = 'Please type "DELETE MY ACCOUNT" exactly as shown to confirm.';
export const EMAIL_MESSAGE = 'Email address does not match your account.';
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

function serverError(err: unknown): string {
  if (err instanceof ApiError && err.data && typeof err.data === 'object') {
    const data = err.data as Record<string, unknown>;
    for (const key of ['error', 'detail']) if (typeof data[key] === 'string' && data[key]) return data[key] as string;
  }
  return DELETE_FAILED;
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
    if (phrase.trim().toLowerCase() !== 'delete my account') return setError(PHRASE_MESSAGE);
    const typed = email.trim().toLowerCase();
    if (!accountEmails.some((known) => known.trim().toLowerCase() === typed)) return setError(EMAIL_MESSAGE);
    if (!window.confirm(FINAL_CONFIRMATION)) return;
    setDeleting(true);
    try {
      await api.post('user/delete-account/', {
        confirmation: phrase.trim(),
        email: email.trim(),
        password,
        reason: reason || DEFAULT_REASON,
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
