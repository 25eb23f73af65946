import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { ApiError } from '../lib/api';
import { accounts } from '../lib/client/accounts';
import { terms } from '../lib/client/terms';
import { startSession, takeNotice } from '../lib/session';
import { loginErrorMessage } from '../lib/messages';
import { landingAfterSignIn, signInPath } from '../lib/next';
import TermsDialog from './TermsDialog';
import AccountCard, { SubmitButton } from '../components/AccountCard';
import TextField from '../components/TextField';

/** Whether the member has accepted the terms in force. The check fails open: a failure counts as accepted. */
export async function termsAccepted(): Promise<boolean> {
  try {
    const status = await terms.status();
    return status.has_accepted !== false;
  } catch (err) {
    console.error('Failed to check the terms status', err);
    return true;
  }
}

interface Props {
  /** Where the member was going when sent to sign in (`?next=`, already checked by the page); null: /profile. */
  next?: string | null;
  /** Why the open session ended: a suspension or a ban, with its end date and staff's reason. */
  signedOutBecause?: string | null;
}

/** The heading of the notice a member sees when a suspension or ban has cut their open session. */
export const SIGNED_OUT_BY_SANCTION = 'You have been signed out.';

/**
 * Sign in; members who have not accepted the terms in force accept them first. Then where they were going
 * (`next`, a path of this site only), or /profile.
 */
export default function LoginForm({ next = null, signedOutBecause = null }: Props) {
  const ids = { remember: useId(), sanction: useId() };
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [sanction, setSanction] = useState(signedOutBecause ?? '');
  const [termsOpen, setTermsOpen] = useState(false);
  const landing = landingAfterSignIn(next);

  useEffect(() => setNotice(takeNotice() ?? ''), []);

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    // Read from the form itself: what was typed before hydration counts too.
    const data = new FormData(e.currentTarget);
    const email = String(data.get('email') ?? '');
    const password = String(data.get('password') ?? '');
    setBusy(true);
    setError('');
    // A refusal repeats the reason in its own alert: the notice would only say it twice.
    setSanction('');
    try {
      const tokens = await accounts.signIn(email, password);
      startSession(tokens.access, tokens.refresh);
      if (await termsAccepted()) {
        window.location.assign(landing);
        return;
      }
      setTermsOpen(true);
      setBusy(false);
    } catch (err) {
      setError(loginErrorMessage(err instanceof ApiError ? err.data : null));
      setBusy(false);
    }
  }

  const shownNotice = (
    <>
      {sanction && (
        <div role="status" aria-labelledby={ids.sanction} className="alert-error mb-4" data-testid="sanction-notice">
          <p id={ids.sanction} className="font-semibold">
            {SIGNED_OUT_BY_SANCTION}
          </p>
          <p className="mt-1">{sanction}</p>
        </div>
      )}
      {notice && (
        <p role="status" className="alert-success mb-4">
          {notice}
        </p>
      )}
    </>
  );
  return (
    <AccountCard title="Login" notice={shownNotice} error={error}>
      <form onSubmit={submit} className="space-y-4">
        <TextField label="Email" type="email" name="email" autoComplete="email" />
        <TextField label="Password" type="password" name="password" autoComplete="current-password" />
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <label htmlFor={ids.remember} className="flex items-center gap-2 text-slate-700">
            <input id={ids.remember} type="checkbox" name="remember" required className="h-4 w-4" />
            Remember me
          </label>
          <a href="/forgot-password/" className="font-medium text-brand-700 underline">
            Forgot password?
          </a>
        </div>
        <SubmitButton label="Login" busy={busy} />
      </form>
      <p className="mt-4 text-center text-sm text-slate-700">
        Don't have an account?{' '}
        <a href={signInPath(next, '/register/')} className="font-medium text-brand-700 underline">
          Sign up
        </a>
      </p>
      <TermsDialog
        open={termsOpen}
        mode="accept"
        onClose={() => setTermsOpen(false)}
        onAccepted={() => window.location.assign(landing)}
      />
    </AccountCard>
  );
}
