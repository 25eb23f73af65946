import { Suspense, lazy } from 'react';
import LoadError from '../LoadError';
import { $accessLog } from '../../lib/stores/access-log';
import { useQuery } from '../../lib/stores/use-query';
import { errorMessage } from '../../lib/messages';
import { useText } from '../../lib/i18n';
import { accessLogRowsText } from '../../lib/i18n/en/access-log-rows';
import { profileText } from '../../lib/i18n/en/profile';

// The rows and their words come with the log, after the page: account settings holds its script budget.
const AccessLogRows = lazy(() => import('./AccessLogRows'));

/**
 * "Who has seen my data" (issue 28): every staff view of the member's health details, weeks or progress pictures,
 * newest first. Loaded by AccessLogCard when the member opens it; the rows load with the log.
 */
export default function AccessLogPanel() {
  const t = useText(accessLogRowsText.accessLogRows);
  // The page's own word for it: account settings already carries it.
  const { loading: loadingText } = useText(profileText.accountSettings);
  const log = useQuery($accessLog);
  const loadError = log.error === undefined ? '' : errorMessage(log.error);
  const loading = (
    <p className="mt-3 text-slate-600" role="status">
      {loadingText}
    </p>
  );

  return (
    <>
      {loadError ? (
        <LoadError className="mt-3" message={loadError} onRetry={$accessLog.revalidate} />
      ) : !log.data ? (
        loading
      ) : log.data.results.length === 0 ? (
        <p className="mt-3 text-slate-700">{t.empty}</p>
      ) : (
        <Suspense fallback={loading}>
          <AccessLogRows log={log.data} />
        </Suspense>
      )}
    </>
  );
}
