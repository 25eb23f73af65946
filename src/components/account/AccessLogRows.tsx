import type { AccessLogJson } from '../../lib/contracts/health-access';
import type { AccessKind } from '../../lib/contracts/privacy-limits';
import { formatDateTime, useLocale, useText } from '../../lib/i18n';
import { accessLogRowsText } from '../../lib/i18n/en/access-log-rows';

/** What each kind of row says was seen. */
const SEEN: Record<AccessKind, 'healthDetails' | 'weeks' | 'progressPictures'> = {
  health_details: 'healthDetails',
  weeks: 'weeks',
  progress_pictures: 'progressPictures',
};

/**
 * The rows of the member's access log, newest first: who, what in words, when, and the reason staff gave for health
 * details. Loaded once there are rows (AccessLogCard), after the page.
 */
export default function AccessLogRows({ log }: { log: AccessLogJson }) {
  const t = useText(accessLogRowsText.accessLogRows);
  const locale = useLocale();
  return (
    <>
      <ul className="mt-3 divide-y divide-slate-100">
        {log.results.map((row) => (
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
      {log.count > log.results.length && (
        <p className="mt-3 text-sm text-slate-600">{t.more({ shown: log.results.length, count: log.count })}</p>
      )}
    </>
  );
}
