import { useId, useState, type SubmitEvent } from 'react';
import { ApiError } from '../lib/api';
import { accounts } from '../lib/client/accounts';
import { confirmationPhraseIn, DEFAULT_DELETION_REASON, EMAIL_MISMATCH, PHRASE_MISMATCH, isConfirmationPhrase } from '../lib/contracts/account-deletion';
import { normalizeEmail } from '../lib/contracts/emails';
import { endSession } from '../lib/session';
import { BASE_LOCALE, textIn, useLocale, useText } from '../lib/i18n';
import { messageText } from '../lib/messages';
import { profileText } from '../lib/i18n/en/profile';

/** The reasons offered, by their key in the profile catalogue's `deletionReasons`. */
const DELETION_REASONS = ['noLongerNeeded', 'privacy', 'foundAnother', 'notMeetingNeeds', 'tooManyNotifications', 'other'] as const;
/** The reason goes to the server in English, whatever the page's language: staff read the deletion log. */
const ENGLISH_REASONS = textIn(profileText.deletionReasons, BASE_LOCALE);

interface Props {
  /** The emails that count as "yours": the profile's and the session's (compared case-insensitively). */
  accountEmails: string[];
}

/** The server's reason (its `detail`: a wrong password, too many tries; in the page's language), else the spec's fallback. */
function serverError(err: unknown, fallback: string): string {
  const detail = err instanceof ApiError ? (err.data as { detail?: unknown } | null)?.detail : undefined;
  return typeof detail === 'string' && detail ? detail : fallback;
}

const isReason = (value: string): value is (typeof DELETION_REASONS)[number] => (DELETION_REASONS as readonly string[]).includes(value);

/** Delete Account: collapsed, then the confirmation form, then the browser's final confirmation, then deleting. */
export default function DeleteAccountCard({ accountEmails }: Props) {
  const t = useText(profileText.deleteAccount);
  const reasons = useText(profileText.deletionReasons);
  const locale = useLocale();
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
    if (!isConfirmationPhrase(phrase)) return setError(messageText(PHRASE_MISMATCH));
    const typed = normalizeEmail(email);
    if (!accountEmails.some((known) => normalizeEmail(known) === typed)) return setError(messageText(EMAIL_MISMATCH));
    if (!window.confirm(t.finalConfirmation)) return;
    setDeleting(true);
    try {
      await accounts.deleteAccount({
        confirmation: phrase.trim(),
        email: email.trim(),
        password,
        reason: isReason(reason) ? ENGLISH_REASONS[reason] : DEFAULT_DELETION_REASON,
      });
    } catch (err) {
      setError(serverError(err, t.failed));
      setDeleting(false);
      return;
    }
    endSession();
    window.alert(t.deleted);
    window.location.assign('/');
  }

  return (
    <section className="card border-red-200" aria-labelledby={`${ids.phrase}-title`}>
      <h2 id={`${ids.phrase}-title`} className="text-lg font-semibold text-red-800">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {t.intro}
      </p>
      {!open ? (
        <button type="button" className="btn-danger mt-4" onClick={() => setOpen(true)}>
          {t.open}
        </button>
      ) : (
        <form onSubmit={submit} className="mt-4 space-y-4">
          <div className="alert-error">
            <p className="font-semibold">{t.warning}</p>
          </div>
          {error && (
            <p role="alert" className="alert-error">
              {error}
            </p>
          )}
          <div>
            <label htmlFor={ids.reason} className="field-label">
              {t.reasonLabel}
            </label>
            <select id={ids.reason} value={reason} onChange={(e) => setReason(e.currentTarget.value)} className="field-input">
              <option value="">{t.selectReason}</option>
              {DELETION_REASONS.map((r) => (
                <option key={r} value={r}>
                  {reasons[r]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.phrase} className="field-label">
              {t.typeBefore} <strong>{confirmationPhraseIn(locale)}</strong> {t.typeAfter}
            </label>
            <input id={ids.phrase} value={phrase} onChange={(e) => setPhrase(e.currentTarget.value)} autoComplete="off" className="field-input" />
          </div>
          <div>
            <label htmlFor={ids.email} className="field-label">
              {t.email}
            </label>
            <input id={ids.email} type="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} autoComplete="email" className="field-input" />
          </div>
          <div>
            <label htmlFor={ids.password} className="field-label">
              {t.password}
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
              {deleting ? t.deleting : t.submit}
            </button>
            <button type="button" className="btn-secondary" onClick={reset} disabled={deleting}>
              {t.cancel}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
