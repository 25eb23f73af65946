import { lazy, Suspense, useState } from 'react';
import { useText } from '../lib/i18n';
import { profileText } from '../lib/i18n/en/profile';

// The confirmation form (with the form primitive and the deletion's store) comes when the member opens it.
const DeletionForm = lazy(() => import('./DeletionForm'));

interface Props {
  /** The emails that count as "yours": the profile's and the session's (compared case-insensitively). */
  accountEmails: string[];
}

/** Delete Account: collapsed, then the confirmation form, then the browser's final confirmation, then deleting. */
export default function DeleteAccountCard({ accountEmails }: Props) {
  const t = useText(profileText.deleteAccount);
  const [open, setOpen] = useState(false);
  return (
    <section className="card border-red-200" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title" className="text-lg font-semibold text-red-800">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t.intro}</p>
      {!open ? (
        <button type="button" className="btn-danger mt-4" onClick={() => setOpen(true)}>
          {t.open}
        </button>
      ) : (
        // Cancel closes it, and the next one opens empty.
        <Suspense fallback={null}>
          <DeletionForm accountEmails={accountEmails} onCancel={() => setOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
