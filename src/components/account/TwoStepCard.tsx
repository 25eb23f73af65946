import { lazy, Suspense, useState } from 'react';
import TitledCard from '../TitledCard';
import { useText } from '../../lib/i18n';
import { twoStepText } from '../../lib/i18n/en/two-step';

// Whether it is on, the set-up and the turning off come when the member opens the card: Account Settings holds its
// 100 KB script budget with the passkeys card beside it.
const TwoStepPanel = lazy(() => import('./TwoStepPanel'));

/** The card's id: /admin links staff here (`/account-settings#two-step`). */
export const TWO_STEP_ID = 'two-step';

/** Account Settings' "Two-step sign-in" (issue 28): what it is, then its status and controls once opened. */
export default function TwoStepCard() {
  const t = useText(twoStepText.card);
  const [open, setOpen] = useState(false);
  return (
    // The /admin link's target: the card with its heading.
    <div id={TWO_STEP_ID}>
      <TitledCard titleId="two-step-title" title={t.title} testId="two-step-card">
        {open ? (
          <Suspense fallback={<p className="mt-3 text-slate-600">{t.loading}</p>}>
            <TwoStepPanel />
          </Suspense>
        ) : (
          <button type="button" className="btn-secondary mt-4" onClick={() => setOpen(true)}>
            {t.open}
          </button>
        )}
      </TitledCard>
    </div>
  );
}
