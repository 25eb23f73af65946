import { lazy, Suspense, useState } from 'react';
import TitledCard from '../TitledCard';
import { useText } from '../../lib/i18n';
import { passkeysText } from '../../lib/i18n/en/passkeys';

// The list, its store and its controls load when the member opens the card: Account Settings holds its 100 KB
// script budget with the two-step and access-log cards beside it.
const PasskeysPanel = lazy(() => import('./PasskeysPanel'));

/** Account Settings' "Passkeys" (issue 28): what they are, then the member's passkeys once opened. */
export default function PasskeysCard() {
  const t = useText(passkeysText.card);
  const [open, setOpen] = useState(false);
  return (
    <TitledCard titleId="passkeys-title" title={t.title} testId="passkeys">
      <p className="mt-2 text-sm text-slate-600">{t.intro}</p>
      {open ? (
        <Suspense fallback={<p className="mt-3 text-slate-600">{t.loading}</p>}>
          <PasskeysPanel />
        </Suspense>
      ) : (
        <button type="button" className="btn-secondary mt-4" onClick={() => setOpen(true)}>
          {t.open}
        </button>
      )}
    </TitledCard>
  );
}
