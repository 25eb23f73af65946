import { lazy, Suspense, useState } from 'react';
import { useStore } from '@nanostores/react';
import { formatLongDate, useLocale, useText } from '../../lib/i18n';
import { standingText } from '../../lib/i18n/en/standing';
import { sanctionsText } from '../../lib/i18n/en/sanctions';
import { failureCode } from '../../lib/messages';
import { $standing, $standingAccess, withAppeal } from '../../lib/stores/standing';
import type { AppealJson, SanctionJson } from '../../lib/contracts/appeals';
import LoadError from '../LoadError';
import TitledCard from '../TitledCard';

// The appeal form (with the form primitive and the appeals' store) comes when the member starts an appeal.
const AppealForm = lazy(() => import('./AppealForm'));

/** The standing token was not taken: expired, or the member's sessions were cut. */
const REFUSED = new Set(['not_authenticated', 'access_token_not_valid', 'token_not_valid']);

interface Props {
  /** The standing token of a refused sign-in (the standing page); without it, the member's session (account settings). */
  token?: string | null;
  /** The token was refused (expired, or the sessions were cut): the page asks to sign in again. */
  onRefused?: () => void;
}

/**
 * The Standing card: the member's warnings, suspensions and bans, each with its date, reason, end date, whether it is
 * in force, and its appeal (state, text, staff's reply); the appeal form while one may be filed. Shown in account
 * settings and on the restricted standing page.
 */
export default function StandingCard({ token = null, onRefused }: Props) {
  const t = useText(standingText.card);
  // Read in the browser only; the server renders the loading line.
  useState(() => typeof window !== 'undefined' && $standingAccess.set({ token }));
  const read = useStore($standing);
  const standing = read.data ?? null;
  const refused = REFUSED.has(failureCode(read.error) ?? '') && onRefused !== undefined;
  const failed = read.error !== undefined && !refused;
  const [appealing, setAppealing] = useState<number | null>(null);
  // The page asks to sign in again instead (it stops showing this card).
  if (refused) queueMicrotask(onRefused);

  // The appeal form files it (src/lib/stores/appeals.ts); the card shows what the server answered.
  const filed = (sanctionId: number, appeal: AppealJson) => {
    const shown = $standing.value?.data;
    if (shown) $standing.mutate(withAppeal(shown, sanctionId, appeal));
    setAppealing(null);
  };

  return (
    <TitledCard titleId="standing-title" title={t.title} testId="standing-card">
      {failed ? (
        <LoadError message={t.loadFailed} onRetry={() => $standing.invalidate()} className="mt-3" />
      ) : standing === null ? (
        <p className="mt-3 text-slate-700">{t.loading}</p>
      ) : standing.sanctions.length === 0 ? (
        <p className="mt-3 text-slate-800">{t.goodStanding}</p>
      ) : (
        <ul className="mt-3 space-y-4">
          {standing.sanctions.map((s) => (
            <Sanction
              key={s.id}
              sanction={s}
              appealing={appealing === s.id}
              onAppeal={() => setAppealing(s.id)}
              onCancel={() => setAppealing(null)}
              token={token}
              onFiled={(appeal) => filed(s.id, appeal)}
            />
          ))}
        </ul>
      )}
    </TitledCard>
  );
}

interface SanctionProps {
  sanction: SanctionJson;
  appealing: boolean;
  onAppeal: () => void;
  onCancel: () => void;
  token: string | null;
  onFiled: (appeal: AppealJson) => void;
}

/** One sanction: what, when, why, until when, and its appeal or the way to file one. */
function Sanction({ sanction: s, appealing, onAppeal, onCancel, token, onFiled }: SanctionProps) {
  const t = useText(standingText.card);
  const kinds = useText(sanctionsText.kinds);
  const locale = useLocale();
  // Days as the sign-in refusal names them (UTC), so the page and the message agree.
  const day = (iso: string) => formatLongDate(locale, iso, 'UTC');
  const appealState =
    s.appeal && { open: t.appealOpen, accepted: t.appealAccepted, rejected: t.appealRejected }[s.appeal.status];

  return (
    <li className="rounded-md border border-slate-200 p-3 sm:p-4" data-testid="sanction">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-slate-900">{kinds[s.kind]}</h3>
        {s.kind !== 'warning' && (
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${s.in_force ? 'bg-red-100 text-red-800' : 'bg-slate-100 text-slate-700'}`}
          >
            {s.in_force ? t.inForce : t.notInForce}
          </span>
        )}
        {appealState && (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            {appealState}
          </span>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {t.given({ date: day(s.created_at) })}
        {s.end_date ? ` · ${t.ends({ date: day(s.end_date) })}` : s.kind === 'ban' ? ` · ${t.neverEnds}` : ''}
      </p>
      <p className="mt-2 text-sm font-semibold text-slate-700">{t.reason}</p>
      <p className="break-words whitespace-pre-line text-slate-900">{s.reason || t.noReason}</p>

      {s.appeal ? (
        <div className="mt-3 rounded-md bg-slate-50 p-3 text-sm">
          <p className="font-semibold text-slate-700">{t.yourAppeal}</p>
          <p className="text-slate-600">{t.sentOn({ date: day(s.appeal.created_at) })}</p>
          <p className="mt-1 break-words whitespace-pre-line text-slate-900">{s.appeal.text}</p>
          {s.appeal.reply && (
            <div className="mt-3" data-testid="appeal-reply">
              <p className="font-semibold text-slate-700">{t.staffReply}</p>
              {s.appeal.decided_at && (
                <p className="text-slate-600">{t.repliedOn({ date: day(s.appeal.decided_at) })}</p>
              )}
              <p className="mt-1 break-words whitespace-pre-line text-slate-900">{s.appeal.reply}</p>
            </div>
          )}
        </div>
      ) : s.can_appeal ? (
        appealing ? (
          <Suspense fallback={null}>
            <AppealForm sanctionId={s.id} token={token} onFiled={onFiled} onCancel={onCancel} />
          </Suspense>
        ) : (
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <button type="button" className="btn-secondary" onClick={onAppeal}>
              {t.appeal}
            </button>
            <p className="text-sm text-slate-600">{t.appealUntil({ date: day(s.appeal_until) })}</p>
          </div>
        )
      ) : (
        <p className="mt-3 text-sm text-slate-600">{t.appealClosed}</p>
      )}
    </li>
  );
}
