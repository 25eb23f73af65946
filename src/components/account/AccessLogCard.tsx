import { Suspense, lazy, useState } from 'react';
import TitledCard from '../TitledCard';
import { useText } from '../../lib/i18n';
import { healthAccessText } from '../../lib/i18n/en/health-access';

// The log, its code and its words load when the member opens it: account settings holds its script budget.
const AccessLogPanel = lazy(() => import('./AccessLogPanel'));

/** "Who has seen my data" (issue 28): the member's access log, a disclosure read when they open it. */
export default function AccessLogCard() {
  const t = useText(healthAccessText.accessLog);
  const [open, setOpen] = useState(false);
  return (
    <TitledCard
      titleId="access-log-title"
      title={
        <button type="button" aria-expanded={open} onClick={() => setOpen(true)}>
          {t.title}
        </button>
      }
      testId="access-log"
    >
      {open && (
        <Suspense fallback={null}>
          <AccessLogPanel />
        </Suspense>
      )}
    </TitledCard>
  );
}
