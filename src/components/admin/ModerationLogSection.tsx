import { Suspense, lazy } from 'react';
import { useStore } from '@nanostores/react';
import { errorMessage } from '../../lib/messages';
import { useText } from '../../lib/i18n';
import { adminText } from '../../lib/i18n/en/admin';
import { $logOpen, $moderationLog } from '../../lib/stores/admin-reports';
import { readAgain } from '../../lib/stores/read-again';
import LoadError from '../LoadError';

// Fetched when the log is first shown, not with the page.
const ModerationLog = lazy(() => import('./ModerationLog'));

/** The staff screen's moderation log behind its Show/Hide button, read when first shown. */
export default function ModerationLogSection() {
  const t = useText(adminText.adminPanel);
  const logOpen = useStore($logOpen);
  const log = useStore($moderationLog);
  return (
    <section className="mt-8">
      <button type="button" className="btn-secondary" aria-expanded={logOpen} onClick={() => $logOpen.set(!logOpen)}>
        {logOpen ? t.hideLog : t.showLog}
      </button>
      {logOpen && (
        <div className="card mt-3">
          {log.data ? (
            <Suspense fallback={<p>{t.loading}</p>}>
              <ModerationLog entries={log.data} />
            </Suspense>
          ) : log.error ? (
            <LoadError message={errorMessage(log.error)} onRetry={() => void readAgain($moderationLog)} />
          ) : (
            <p>{t.loading}</p>
          )}
        </div>
      )}
    </section>
  );
}
