import { useEffect, useState, type SubmitEvent } from 'react';
import { accounts } from '../lib/client/accounts';
import { newPasswordSchema, type ResetLink } from '../lib/contracts/accounts';
import { bodyMessage, errorMessage, failureCode } from '../lib/messages';
import { fieldErrorTexts, messageText } from '../lib/form-messages';
import { passwordTooEasy, prefetchPasswordScorer } from '../lib/password-check';
import { rememberNotice } from '../lib/session';
import AccountCard, { SubmitButton } from '../components/AccountCard';
import TextField from '../components/TextField';
import { useText } from '../lib/i18n';
import { authText } from '../lib/i18n/en/auth';

function readLink(search: string): ResetLink | null {
  const query = new URLSearchParams(search);
  const otp = query.get('otp');
  const uuidb64 = query.get('uuidb64');
  if (!otp || !uuidb64) return null;
  return { otp, uuidb64, refresh_token: query.get('refresh_token') ?? '' };
}

/** Sets a new password with the otp, uuidb64 and refresh_token of the mailed link, then goes to /login/. */
export default function NewPasswordForm() {
  const t = useText(authText.newPassword);
  const [link, setLink] = useState<ResetLink | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [deadLink, setDeadLink] = useState(false);

  // A used or expired link says so as the page opens, before a password is typed; a network failure leaves the form
  // as it is (the save answers for the link then).
  useEffect(() => {
    const found = readLink(window.location.search);
    setLink(found);
    if (!found) return;
    accounts.checkResetLink(found).catch((err: unknown) => {
      if (failureCode(err) === 'invalid_reset_link') setDeadLink(true);
    });
  }, []);

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!link) return;
    const data = new FormData(e.currentTarget);
    const password = String(data.get('password') ?? '');
    const confirm = String(data.get('confirm_password') ?? '');
    if (password !== confirm) {
      setError(t.mismatch);
      return;
    }
    // The server's password rules, but for the common-password list: the same messages, without the round trip.
    const checked = newPasswordSchema().safeParse({ password });
    if (!checked.success) {
      // The schema's checks ran here, in English: translated as the server's answer would be.
      setError(bodyMessage(fieldErrorTexts(checked.error)));
      return;
    }
    setBusy(true);
    setError('');
    // The strength rule as far as the page can tell: the link names no email or name, which the server adds.
    const tooEasy = await passwordTooEasy(password);
    if (tooEasy) {
      setError(messageText(tooEasy));
      setBusy(false);
      return;
    }
    try {
      const answer = await accounts.changePassword(link, password);
      if (answer?.message) rememberNotice(answer.message);
      window.location.assign('/login/');
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
    }
  }

  const incomplete = (link === null || deadLink) && (
    <p role="alert" className="alert-error mb-4">
      {deadLink ? t.deadBefore : t.incompleteBefore}{' '}
      <a href="/forgot-password/" className="font-medium underline">
        {t.requestNew}
      </a>
      {t.incompleteAfter}
    </p>
  );
  return (
    <AccountCard title={t.title} notice={incomplete} error={error}>
      {/* The strength check's scorer is fetched when a password is first typed, never with the page. */}
      <form onSubmit={submit} onInput={prefetchPasswordScorer} className="space-y-4">
        <TextField label={t.newPassword} type="password" name="password" autoComplete="new-password" />
        <TextField label={t.confirm} type="password" name="confirm_password" autoComplete="new-password" />
        <SubmitButton label={t.submit} busy={busy} disabled={!link || deadLink} />
      </form>
    </AccountCard>
  );
}
