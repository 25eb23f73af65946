import { lazy, Suspense, useEffect, useState } from 'react';
import TitledCard from '../TitledCard';
import { useText } from '../../lib/i18n';
import { mailSettingsText } from '../../lib/i18n/en/mail-settings';

// The switches, their store and their form load when the member opens the card: Account Settings holds its script
// budget with every other card beside it.
const MailSettingsPanel = lazy(() => import('./MailSettingsPanel'));

/** Account Settings' "Email notifications" (issue 29): which notifications are mailed too; sanctions always are. */
export default function MailSettingsCard() {
  const t = useText(mailSettingsText.card);
  /** Closed, or opened by the link to the card or by its button (focus then goes to the switches). */
  const [open, setOpen] = useState<'' | 'link' | 'button'>('');
  // The notifications page's "Choose which emails you get" links to the card's heading: the card opens for it.
  useEffect(() => {
    if (window.location.hash === '#mail-settings-title') setOpen('link');
  }, []);
  return (
    <TitledCard titleId="mail-settings-title" title={t.title} testId="mail-settings">
      <p className="mt-2 text-sm text-slate-600">{t.intro}</p>
      <p className="mt-2 text-sm text-slate-600">{t.always}</p>
      {open ? (
        <Suspense fallback={<p className="mt-3 text-slate-600">{t.loading}</p>}>
          <MailSettingsPanel focusFirst={open === 'button'} />
        </Suspense>
      ) : (
        <button type="button" className="btn-secondary mt-4" onClick={() => setOpen('button')}>
          {t.open}
        </button>
      )}
    </TitledCard>
  );
}
