import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $standing } from '../lib/stores/standing';
import { formatLongDate, useLocale, useText } from '../lib/i18n';
import { standingPageText } from '../lib/i18n/en/standing-page';
import { storedStandingToken } from '../lib/standing-token';
import StandingCard from '../components/standing/StandingCard';

type Access =
  | { kind: 'reading' }
  | { kind: 'token'; token: string }
  | { kind: 'session' }
  | { kind: 'refused'; hadToken: boolean };

/**
 * The restricted page a suspended or banned member lands on when their sign-in is refused (src/lib/login-form.ts):
 * why they are kept out, and their Standing card with the appeal form. It calls the API with the standing token the
 * refusal carried (this tab's sessionStorage); without one, with the member's session if they have one.
 */
export default function StandingPage() {
  const t = useText(standingPageText.page);
  const locale = useLocale();
  const [access, setAccess] = useState<Access>({ kind: 'reading' });
  const standing = useStore($standing).data ?? null;

  // sessionStorage exists only in the browser: read after the first render, which the server rendered too.
  useEffect(() => {
    const token = storedStandingToken();
    setAccess(token ? { kind: 'token', token } : { kind: 'session' });
  }, []);

  const refused = useCallback(() => setAccess((a) => ({ kind: 'refused', hadToken: a.kind === 'token' })), []);

  const inForce = standing?.sanctions.find((s) => s.in_force);
  const headline = inForce
    ? [
        inForce.kind === 'suspension' && inForce.end_date
          ? t.suspendedUntil({ date: formatLongDate(locale, inForce.end_date, 'UTC') })
          : t.banned,
        inForce.reason ? t.reason({ reason: inForce.reason }) : '',
      ]
        .filter(Boolean)
        .join(' ')
    : null;

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <h1 className="page-title">{t.title}</h1>

      {access.kind === 'refused' ? (
        <div className="card space-y-3">
          <p>{access.hadToken ? t.expired : t.noToken}</p>
          <a href="/login/" className="btn-primary inline-block">
            {t.signIn}
          </a>
        </div>
      ) : access.kind === 'reading' ? null : (
        <>
          {headline && (
            <div role="alert" className="alert-error space-y-1" data-testid="standing-headline">
              <p className="font-semibold">{headline}</p>
              <p>{t.intro}</p>
            </div>
          )}
          {standing && !inForce && access.kind === 'token' && (
            <div role="status" className="alert-success space-y-2">
              <p>{t.active}</p>
              <a href="/login/" className="font-medium underline">
                {t.signIn}
              </a>
            </div>
          )}
          <StandingCard token={access.kind === 'token' ? access.token : null} onRefused={refused} />
        </>
      )}
    </div>
  );
}
