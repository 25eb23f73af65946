import { useCallback, useEffect, useState } from 'react';
import { useText } from '../lib/i18n';
import { authText } from '../lib/i18n/en/auth';
import { offlineText } from '../lib/i18n/en/offline';
import { waitingCount } from '../lib/offline/outbox';
import { mutation } from '../lib/stores/query';
import { $logout } from '../lib/stores/session';
import LinkButtons from '../components/LinkButtons';

/**
 * Ends the session (here and on the server) and offers the way back in. Saves still on the device (issue 30: kept
 * without a network, or refused and waiting for the member) are sent first; those left would be deleted with the
 * session, so the member is asked before (review 30, finding 2).
 */
export default function LogoutView() {
  const t = useText(authText.logout);
  const o = useText(offlineText.logout);
  const [done, setDone] = useState(false);
  /** How many saves the logout would delete, once the member has to choose; 0 while logging out. */
  const [unsent, setUnsent] = useState(0);

  const logOut = useCallback(() => {
    setUnsent(0);
    // Tokens and member leave the session store at once (the shell follows it); the server is told after.
    void mutation($logout, undefined).finally(() => setDone(true));
  }, []);

  useEffect(() => {
    if (waitingCount() === 0) return logOut();
    void import('../lib/offline/device-data')
      .then(({ sendBeforeLogout }) => sendBeforeLogout())
      .catch(() => waitingCount())
      .then((left) => (left > 0 ? setUnsent(left) : logOut()));
  }, [logOut]);

  if (unsent > 0)
    return (
      <div className="card mx-auto w-full max-w-md text-center">
        <p className="text-slate-700" role="alert">
          {unsent === 1 ? o.unsentOne : o.unsent({ n: unsent })}
        </p>
        <div className="mt-4 flex flex-wrap justify-center gap-3">
          <LinkButtons className="contents" links={[{ href: '/weekly-log', label: o.stay, primary: true }]} />
          <button type="button" className="btn-secondary" onClick={logOut}>
            {o.logOutAnyway}
          </button>
        </div>
      </div>
    );

  return (
    <div className="card mx-auto w-full max-w-md text-center" role="status">
      {done ? (
        <div>
          <h1 className="page-title">{t.done}</h1>
          <LinkButtons
            className="flex flex-wrap justify-center gap-3"
            links={[
              { href: '/login/', label: t.login, primary: true },
              { href: '/register/', label: t.register },
            ]}
          />
        </div>
      ) : (
        <p className="text-slate-700">{t.loggingOut}</p>
      )}
    </div>
  );
}
