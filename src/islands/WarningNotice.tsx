import { useEffect, useState } from 'react';
import { warnings } from '../lib/client/warnings';
import type { WarningJson } from '../lib/contracts/admin';
import { errorMessage } from '../lib/messages';
import { formatLongDate, useLocale, useText } from '../lib/i18n';
import { commonText } from '../lib/i18n/en/common';

/** A moderation warning stays on every page, with its reason, until the member dismisses it. */
export default function WarningNotice() {
  const t = useText(commonText.warningNotice);
  const locale = useLocale();
  const [pending, setPending] = useState<WarningJson[]>([]);
  const [error, setError] = useState('');
  const [busyId, setBusyId] = useState<number | null>(null);

  useEffect(() => {
    // Once the browser is idle: the page's own first requests go first. Failing to load warnings must not disturb
    // the page: nothing is shown.
    const load = () => void warnings.open().then(setPending, () => undefined);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(load, { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(load, 200);
    return () => clearTimeout(timer);
  }, []);

  const dismiss = async (id: number) => {
    setBusyId(id);
    setError('');
    try {
      await warnings.dismiss(id);
      setPending((list) => list.filter((w) => w.id !== id));
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusyId(null);
    }
  };

  if (pending.length === 0) return null;
  return (
    <div className="mx-auto w-full max-w-5xl space-y-2 px-4 pt-4 sm:px-6" data-testid="warning-notice">
      {pending.map((w) => (
        <div key={w.id} role="alert" className="flex flex-wrap items-start justify-between gap-3 rounded-md border border-amber-400 bg-amber-50 px-4 py-3 text-amber-950">
          <div>
            <p className="font-semibold">{t.title}</p>
            <p className="mt-1 whitespace-pre-wrap break-words">{t.reason({ reason: w.reason })}</p>
            <p className="mt-1 text-sm">
              {t.further({ date: formatLongDate(locale, w.created_at) })}
            </p>
          </div>
          <button type="button" className="btn-secondary" onClick={() => dismiss(w.id)} disabled={busyId === w.id}>
            {busyId === w.id ? t.dismissing : t.dismiss}
          </button>
        </div>
      ))}
      {error && <p className="alert-error">{error}</p>}
    </div>
  );
}
