import LoadError from '../LoadError';
import TitledCard from '../TitledCard';
import { $accessLog } from '../../lib/stores/access-log';
import { useQuery } from '../../lib/stores/use-query';
import type { AccessLogEntryJson } from '../../lib/contracts/health-access';
import type { AccessKind } from '../../lib/contracts/privacy-limits';
import { errorMessage } from '../../lib/messages';
import { formatDateTime, useLocale, useText } from '../../lib/i18n';
import { healthAccessText } from '../../lib/i18n/en/health-access';

/** What each kind of row says was seen. */
const SEEN: Record<AccessKind, 'healthDetails' | 'weeks' | 'progressPictures'> = {
  health_details: 'healthDetails',
  weeks: 'weeks',
  progress_pictures: 'progressPictures',
};

/**
 * "Who has seen my data" (issue 28): every staff view of the member's health details, weeks or progress pictures,
 * newest first: who, what in words, when, and the reason staff gave for health details.
 */
export default function AccessLogCard() {
  const t = useText(healthAccessText.accessLog);
  const locale = useLocale();
  const log = useQuery($accessLog);
  const loadError = log.error === undefined ? '' : errorMessage(log.error);
  const rows: AccessLogEntryJson[] | null = log.data?.results ?? null;

  return (
    <TitledCard titleId="access-log-title" title={t.title} testId="access-log">
      <p className="mt-2 text-sm text-slate-600">{t.intro}</p>
      {loadError ? (
        <LoadError className="mt-3" message={loadError} onRetry={$accessLog.revalidate} />
      ) : rows === null ? (
        <p className="mt-3 text-slate-600" role="status">
          {t.loading}
        </p>
      ) : rows.length === 0 ? (
        <p className="mt-3 text-slate-700">{t.empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {rows.map((row) => (
            <li key={row.id} className="py-3" data-testid="access-log-row">
              <p className="break-words font-semibold text-slate-900">
                {t.saw({ staff: row.staff_name, what: t[SEEN[row.kind]] })}
              </p>
              <p className="text-xs text-slate-600">
                <time dateTime={row.created_at}>{formatDateTime(locale, row.created_at)}</time>
              </p>
              {row.reason && (
                <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-800">
                  {t.reason({ reason: row.reason })}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      {log.data && log.data.count > log.data.results.length && (
        <p className="mt-3 text-sm text-slate-600">
          {t.more({ shown: log.data.results.length, count: log.data.count })}
        </p>
      )}
    </TitledCard>
  );
}
