import { useStore } from '@nanostores/react';
import type { WarningJson } from '../lib/contracts/admin';
import { $dismissWarning } from '../lib/stores/warnings';
import { errorMessage } from '../lib/messages';
import { formatLongDate, useLocale, useText } from '../lib/i18n';
import { commonText } from '../lib/i18n/en/common';

/** The member's open moderation warnings, each with its reason, its date and a Dismiss button. */
export default function WarningList({ pending }: { pending: readonly WarningJson[] }) {
  const t = useText(commonText.warningNotice);
  const locale = useLocale();
  const dismissal = useStore($dismissWarning);
  const error = dismissal.error ? errorMessage(dismissal.error) : '';
  return (
    <div className="mx-auto w-full max-w-5xl space-y-2 px-4 pt-4 sm:px-6" data-testid="warning-notice">
      {pending.map((w) => (
        <div
          key={w.id}
          role="alert"
          className="flex flex-wrap items-start justify-between gap-3 rounded-md border border-amber-400 bg-amber-50 px-4 py-3 text-amber-950"
        >
          <div>
            <p className="font-semibold">{t.title}</p>
            <p className="mt-1 whitespace-pre-wrap break-words">{t.reason({ reason: w.reason })}</p>
            <p className="mt-1 text-sm">{t.further({ date: formatLongDate(locale, w.created_at) })}</p>
          </div>
          <button type="button" className="btn-secondary" onClick={() => void $dismissWarning.mutate(w.id)}>
            {t.dismiss}
          </button>
        </div>
      ))}
      {error && <p className="alert-error">{error}</p>}
    </div>
  );
}
