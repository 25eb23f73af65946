import { useCallback, useEffect, useId, useState } from 'react';
import { formatDateTime, formatLongDate, useLocale, useText } from '../../lib/i18n';
import { standingText } from '../../lib/i18n/en/standing';
import { errorMessage } from '../../lib/messages';
import { appealsClient } from '../../lib/client/appeals';
import type { AdminAppealJson } from '../../lib/contracts/appeals';
import { APPEAL_REPLY_MAX } from '../../lib/contracts/appeal-limits';
import LoadError from '../LoadError';
import ReportContent from './ReportContent';

interface Props {
  /** The appeals read by the page on the server (admin.astro's first screen); absent, the section reads them. */
  initial?: AdminAppealJson[] | undefined;
}

/**
 * Staff's Appeals section, beside the reports: every open appeal with the member, the sanction and their words, and a
 * reply to accept (lifting the sanction if it is in force) or reject it with; then the latest decided ones.
 */
export default function AppealsPanel({ initial }: Props) {
  const t = useText(standingText.adminAppeals);
  const [appeals, setAppeals] = useState<AdminAppealJson[] | null>(initial ?? null);
  const [failed, setFailed] = useState(false);
  const [notice, setNotice] = useState('');

  const load = useCallback(async () => {
    setFailed(false);
    try {
      setAppeals(await appealsClient.list());
    } catch (err) {
      console.error('Could not load the appeals', err);
      setFailed(true);
    }
  }, []);

  // Read here only when the page did not bring them (its props never change, so this runs once).
  useEffect(() => {
    if (!initial) void load();
  }, [initial, load]);

  const decided = (appeal: AdminAppealJson) => {
    setAppeals((all) => all && [...all.filter((a) => a.id !== appeal.id && a.status === 'open'), appeal, ...all.filter((a) => a.id !== appeal.id && a.status !== 'open')]);
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
      {failed ? (
        <LoadError message={t.loadFailed} onRetry={() => void load()} className="mt-3" />
      ) : appeals === null ? (
        <p className="mt-3 text-slate-700">{t.loading}</p>
      ) : (
        <>
          <p className="mt-1 text-slate-700">{open.length === 0 ? t.none : t.open(open.length)}</p>
          {open.length > 0 && (
            <ul className="mt-3 space-y-4">
              {open.map((a) => (
                <OpenAppeal key={a.id} appeal={a} onDecided={decided} />
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

/** The member, the sanction and the appeal, as both lists show them. */
function AppealSummary({ appeal: a }: { appeal: AdminAppealJson }) {
  const t = useText(standingText.adminAppeals);
  const kinds = useText(standingText.sanctions);
  const locale = useLocale();
  const s = a.sanction;
  return (
    <>
      <p className="font-semibold text-slate-900">{t.from({ name: a.member?.full_name ?? t.deletedMember })}</p>
      <p className="text-sm text-slate-700">
        {t.sanction({ kind: kinds[s.kind], date: formatLongDate(locale, s.created_at, 'UTC') })}
        {s.end_date ? `, ${t.ends({ date: formatLongDate(locale, s.end_date, 'UTC') })}` : ''}
        {s.in_force ? ` · ${t.inForce}` : ''}
      </p>
      <p className="mt-2 text-sm font-semibold text-slate-700">{t.reason}</p>
      <p className="break-words whitespace-pre-line text-sm text-slate-900">{s.reason || t.noReason}</p>
      {s.about && <ReportContent type={s.about.type} content={s.about.content} />}
      <p className="mt-2 text-sm font-semibold text-slate-700">{t.appeal}</p>
      <p className="text-sm text-slate-600">{t.filedOn({ date: formatDateTime(locale, a.created_at) })}</p>
      <p className="break-words whitespace-pre-line text-slate-900">{a.text}</p>
    </>
  );
}

/** An open appeal with staff's reply and the two decisions. */
function OpenAppeal({ appeal, onDecided }: { appeal: AdminAppealJson; onDecided: (appeal: AdminAppealJson) => void }) {
  const t = useText(standingText.adminAppeals);
  const [reply, setReply] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState<'accept' | 'reject' | null>(null);
  const id = useId();

  const decide = async (verdict: 'accept' | 'reject') => {
    const trimmed = reply.trim();
    if (!trimmed) return setError(t.replyRequired);
    setBusy(verdict);
    setError('');
    try {
      onDecided(await appealsClient.decide(appeal.id, verdict, trimmed));
    } catch (err) {
      setError(errorMessage(err));
      setBusy(null);
    }
  };

  return (
    <li className="rounded-md border border-amber-200 bg-amber-50 p-3 sm:p-4" data-testid="appeal-card">
      <AppealSummary appeal={appeal} />
      <label htmlFor={id} className="field-label mt-3">
        {t.replyLabel}
      </label>
      <textarea
        id={id}
        className="field-input"
        rows={3}
        required
        maxLength={APPEAL_REPLY_MAX}
        value={reply}
        onChange={(e) => setReply(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        disabled={busy !== null}
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {t.acceptHint}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" className="btn-primary" onClick={() => void decide('accept')} disabled={busy !== null}>
          {busy === 'accept' ? t.saving : t.accept}
        </button>
        <button type="button" className="btn-secondary" onClick={() => void decide('reject')} disabled={busy !== null}>
          {busy === 'reject' ? t.saving : t.reject}
        </button>
      </div>
    </li>
  );
}

/** A decided appeal: the verdict, who and when, and the reply. */
function DecidedAppeal({ appeal: a }: { appeal: AdminAppealJson }) {
  const t = useText(standingText.adminAppeals);
  const locale = useLocale();
  return (
    <li className="rounded-md border border-slate-200 p-3">
      <p className="text-sm font-semibold text-slate-800">{a.status === 'accepted' ? t.statusAccepted : t.statusRejected}</p>
      <AppealSummary appeal={a} />
      {a.reply && (
        <>
          <p className="mt-2 text-sm font-semibold text-slate-700">{t.reply}</p>
          <p className="break-words whitespace-pre-line text-sm text-slate-900">{a.reply}</p>
        </>
      )}
      {a.decided_at && (
        <p className="mt-1 text-xs text-slate-600">
          {t.decidedBy({ name: a.decided_by?.full_name ?? t.deletedMember, date: formatDateTime(locale, a.decided_at) })}
        </p>
      )}
    </li>
  );
}
