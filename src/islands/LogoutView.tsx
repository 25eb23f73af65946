import { useEffect, useState } from 'react';
import { useText } from '../lib/i18n';
import { authText } from '../lib/i18n/en/auth';
import { mutation } from '../lib/stores/query';
import { $logout } from '../lib/stores/session';
import LinkButtons from '../components/LinkButtons';

/** Ends the session (here and on the server) and offers the way back in. */
export default function LogoutView() {
  const t = useText(authText.logout);
  const [done, setDone] = useState(false);

  useEffect(() => {
    // Tokens and member leave the session store at once (the shell follows it); the server is told after.
    void mutation($logout, undefined).finally(() => setDone(true));
  }, []);

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
