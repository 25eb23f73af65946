import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { formatDateTime, useLocale, useText } from '../../lib/i18n';
import { appealsAdminText } from '../../lib/i18n/en/appeals-admin';
import type { AdminAppealJson } from '../../lib/contracts/appeals';
import { $adminAppeals, startAppeals } from '../../lib/stores/appeals';
import LoadError from '../LoadError';
import AppealSummary from './AppealSummary';

// An open appeal's reply form (the form primitive, the decision's store) loads when staff choose to answer it.
const OpenAppeal = lazy(() => import('./OpenAppeal'));

interface Props {
  /** The appeals read by the page on the server (admin.astro's first screen); absent, the section reads them. */
  initial?: AdminAppealJson[] | undefined;
}

/**
 * Staff's Appeals section, beside the reports: every open appeal with the member, the sanction and their words, and a
 * reply to accept (lifting the sanction if it is in force) or reject it with; then the latest decided ones.
 */
export default function AppealsPanel({ initial }: Props) {
  const t = useText(appealsAdminText.adminAppeals);
  // The store reads in the browser only; the server renders what the page brought.
  useState(() => {
    if (typeof window !== 'undefined') startAppeals(initial);
  });
  const read = useStore($adminAppeals);
  const appeals = read.data ?? initial ?? null;
  const [notice, setNotice] = useState('');

  const decided = (appeal: AdminAppealJson) => {
    const name = appeal.member?.full_name ?? t.deletedMember;
    setNotice(appeal.status === 'accepted' ? t.accepted({ name }) : t.rejected({ name }));
  };

  const open = (appeals ?? []).filter((a) => a.status === 'open');
  const closed = (appeals ?? []).filter((a) => a.status !== 'open');

  return (
    <section className="card mb-6" aria-labelledby="appeals-title" data-testid="appeals-panel">
      <h2 id="appeals-title" className="text-lg font-semibold">
        {t.title}
      </h2>
      {notice && (
        <p role="status" className="alert-success mt-3" data-testid="appeals-notice">
          {notice}
        </p>
      )}
      {read.error && !appeals ? (
        <LoadError message={t.loadFailed} onRetry={() => $adminAppeals.revalidate()} className="mt-3" />
      ) : appeals === null ? (
        <p className="mt-3 text-slate-700">{t.loading}</p>
      ) : (
        <>
          <p className="mt-1 text-slate-700">{open.length === 0 ? t.none : t.open(open.length)}</p>
          {open.length > 0 && (
            <ul className="mt-3 space-y-4">
              {open.map((a) => (
                <AppealToAnswer key={a.id} appeal={a} onDecided={decided} />
              ))}
            </ul>
          )}
          {closed.length > 0 && (
            <details className="mt-4">
              <summary className="cursor-pointer font-medium text-slate-800">{t.decidedTitle}</summary>
              <ul className="mt-3 space-y-3">
                {closed.map((a) => (
                  <DecidedAppeal key={a.id} appeal={a} />
                ))}
              </ul>
            </details>
          )}
        </>
      )}
    </section>
  );
}

/**
 * An open appeal: what it is about, then, once staff choose to answer it, the reply and the two decisions. The form
 * is fetched then, so the staff screen stays within its script budget however many appeals are open.
 */
function AppealToAnswer({ appeal, onDecided }: { appeal: AdminAppealJson; onDecided: (a: AdminAppealJson) => void }) {
  const t = useText(appealsAdminText.adminAppeals);
  const [answering, setAnswering] = useState(false);
  const card = (below: ReactNode) => (
    <li className="rounded-md border border-amber-200 bg-amber-50 p-3 sm:p-4" data-testid="appeal-card">
      <AppealSummary appeal={appeal} />
      {below}
    </li>
  );
  if (!answering) {
    return card(
      <button type="button" className="btn-primary mt-3" onClick={() => setAnswering(true)}>
        {t.answer}
      </button>,
    );
  }
  return (
    <Suspense fallback={card(<p className="mt-3 text-slate-700">{t.loading}</p>)}>
      <OpenAppeal appeal={appeal} onDecided={onDecided} />
    </Suspense>
  );
}

/** A decided appeal: the verdict, who and when, and the reply. */
function DecidedAppeal({ appeal: a }: { appeal: AdminAppealJson }) {
  const t = useText(appealsAdminText.adminAppeals);
  const locale = useLocale();
  return (
    <li className="rounded-md border border-slate-200 p-3">
      <p className="text-sm font-semibold text-slate-800">
        {a.status === 'accepted' ? t.statusAccepted : t.statusRejected}
      </p>
      <AppealSummary appeal={a} />
      {a.reply && (
        <>
          <p className="mt-2 text-sm font-semibold text-slate-700">{t.reply}</p>
          <p className="break-words whitespace-pre-line text-sm text-slate-900">{a.reply}</p>
        </>
      )}
      {a.decided_at && (
        <p className="mt-1 text-xs text-slate-600">
          {t.decidedBy({
            name: a.decided_by?.full_name ?? t.deletedMember,
            date: formatDateTime(locale, a.decided_at),
          })}
        </p>
      )}
    </li>
  );
}
