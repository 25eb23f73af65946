import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { formatShortDate, useLocale, useText } from '../../lib/i18n';
import { adminText } from '../../lib/i18n/en/admin';
import { adminCoachingText } from '../../lib/i18n/en/admin-coaching';
import type { AttentionJson, AttentionListJson } from '../../lib/contracts/coaching';
import { MISSED_CHECK_IN_DAYS } from '../../lib/contracts/coaching-limits';
import { $attention, startAttention } from '../../lib/stores/admin-attention';
import LoadError from '../LoadError';

interface Props {
  /** The queue as the page read it on the server; absent, the section reads it. */
  initial?: AttentionListJson | undefined;
  /** Opens the member's panel, on the week waiting for an answer when there is one. */
  onOpen: (entry: AttentionJson) => void;
  /** Opens the member's conversation in the Messages tab. */
  onMessages: (entry: AttentionJson) => void;
}

/** Why a member needs a coach, in words. */
function Reasons({ entry }: { entry: AttentionJson }) {
  const t = useText(adminCoachingText.attention);
  const words = {
    unread_message: t.unreadMessage(entry.unread_messages),
    unanswered_check_in: t.unansweredCheckIn({ week: entry.unanswered_week?.week_number ?? '' }),
    missed_check_in: t.missedCheckIn({ days: MISSED_CHECK_IN_DAYS }),
    off_track: t.offTrack,
  };
  return (
    <ul className="mt-1 flex flex-wrap gap-1 text-sm">
      {entry.reasons.map((r) => (
        <li key={r} className="rounded bg-amber-100 px-2 py-0.5 text-amber-900">
          {words[r]}
        </li>
      ))}
    </ul>
  );
}

/** The staff screen's landing: each member who needs a coach now, most urgent first, one click from their panel. */
export default function AttentionQueue({ initial, onOpen, onMessages }: Props) {
  const t = useText(adminCoachingText.attention);
  const locale = useLocale();
  const loading = useText(adminText.adminPanel).loading;
  // Started once the section runs in the browser: the server renders what the page brought.
  // biome-ignore lint/correctness/useExhaustiveDependencies: what the page brought is read once, at the start
  useEffect(() => startAttention(initial), []);
  const read = useStore($attention);
  const queue = read.data ?? initial;
  return (
    <section className="card mb-6" aria-labelledby="attention-title" data-testid="attention-queue">
      <h2 id="attention-title" className="text-lg font-semibold">
        {t.title}
      </h2>
      {read.error && !queue ? (
        <LoadError message={t.loadFailed} onRetry={() => $attention.revalidate()} className="mt-3" />
      ) : !queue ? (
        <p role="status" className="mt-1 text-slate-700">
          {loading}
        </p>
      ) : queue.results.length === 0 ? (
        <p className="mt-1 text-slate-700">{t.none}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {queue.results.map((entry) => (
            <li key={entry.member.id} className="py-2" data-testid="attention-entry">
              <button
                type="button"
                className="font-semibold text-blue-700 underline touch:min-h-11"
                onClick={() => onOpen(entry)}
              >
                {t.open({ name: entry.member.full_name })}
              </button>
              <Reasons entry={entry} />
              <p className="mt-1 text-sm text-slate-600">
                {entry.last_check_in
                  ? t.lastCheckIn({ date: formatShortDate(locale, entry.last_check_in) })
                  : t.neverCheckedIn}
                {entry.unread_messages > 0 && (
                  <button type="button" className="btn-secondary ml-3 px-2 py-0.5" onClick={() => onMessages(entry)}>
                    {t.readMessages}
                  </button>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
