import type { ProgressJson } from '../../lib/contracts/progress';
import { useText } from '../../lib/i18n';
import { progressText } from '../../lib/i18n/en/progress';
import { latestSentence, missingDaysSentence, nothingLogged, seriesChanges, streakSentence } from './check-in-wording';

interface Props {
  progress: Pick<ProgressJson, 'weeks' | 'summary'>;
  /** Staff read it about a member: their name instead of "you", and no pointer to the member's own pages. */
  memberName?: string;
  /** Shown on the weekly log itself: no link to the page the member is on. */
  onWeeklyLog?: boolean;
}

/**
 * The weekly check-in summary, one plain sentence per fact: the streak, the days of this week still without a daily
 * log, and how each series moved since last week and since week 1. Shown on the dashboard, at the top of the weekly
 * log and to staff.
 */
export default function CheckInSummary({ progress, memberName, onWeeklyLog }: Props) {
  const t = useText(progressText.checkIn);
  const { summary } = progress;
  const who = memberName ?? null;
  const logged = summary.series.filter((s) => s.latest !== null);
  return (
    <section className="card" aria-labelledby="check-in-heading" data-testid="check-in-summary">
      <h2 id="check-in-heading" className="mb-3 text-lg font-semibold text-slate-900">
        {t.heading({ n: summary.current_week })}
      </h2>
      {nothingLogged(progress) ? (
        <p className="text-slate-700">
          {who ? t.memberNothingYet({ name: who }) : t.nothingYet}{' '}
          {!who && !onWeeklyLog && (
            <a href="/weekly-log" className="font-medium text-brand-700 underline underline-offset-2">
              {t.openWeeklyLog}
            </a>
          )}
        </p>
      ) : (
        <div className="space-y-3 text-slate-800">
          <p>{streakSentence(summary.streak, who)}</p>
          <p>{missingDaysSentence(summary.days_without_log)}</p>
          {logged.length > 0 && (
            <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {logged.map((s) => (
                <li key={s.series} className="rounded-md bg-slate-50 p-3" data-testid={`summary-${s.series}`}>
                  <p className="font-medium text-slate-900">{latestSentence(s)}</p>
                  {seriesChanges(s).map((line) => (
                    <p key={line} className="text-sm">
                      {line}
                    </p>
                  ))}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
