import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $toast, dismissToast, holdToast } from '../lib/toast';
import { useText } from '../lib/i18n';
import { commonText } from '../lib/i18n/en/common';

// For a page that fetches the toast on demand (WeeklyLogs): one script holds the region and the way to fill it.
export { showToast } from '../lib/toast';

// One region per page, whichever island mounts it first: several islands (or the layout) may render <Toast />.
let hostTaken = false;

/**
 * The toast region: fixed in the window (top under 768 px, clear of the fan toggle; bottom right above), inside the
 * safe area (below a notch, above a home indicator). A success goes into a status region that is on the page before
 * any toast, so screen readers announce it; an error is an alert, announced as it appears. Each toast has a Hide button.
 */
export default function Toast() {
  const t = useText(commonText.toast);
  const toast = useStore($toast);
  const [host, setHost] = useState(false);

  useEffect(() => {
    if (hostTaken) return;
    hostTaken = true;
    setHost(true);
    return () => {
      hostTaken = false;
    };
  }, []);

  if (!host) return null;
  const success = toast?.kind === 'success';
  return (
    <div
      data-testid="toast-region"
      className="pointer-events-none fixed inset-x-4 top-[calc(1rem+env(safe-area-inset-top,0px))] z-[70] flex justify-center md:inset-x-auto md:right-6 md:top-auto md:bottom-[calc(1.5rem+env(safe-area-inset-bottom,0px))]"
    >
      {/* Always rendered (empty and without a box when there is no toast): the status region must exist first. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: pointing at or focusing the toast holds it (enough time to read); the toast is no control */}
      <div
        data-testid={toast ? 'toast' : undefined}
        onMouseEnter={() => holdToast(true)}
        onMouseLeave={() => holdToast(false)}
        onFocus={() => holdToast(true)}
        onBlur={() => holdToast(false)}
        className={
          toast
            ? `pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-md border px-4 py-3 text-sm shadow-lg ${
                success ? 'border-green-300 bg-green-50 text-green-900' : 'border-red-300 bg-red-50 text-red-900'
              }`
            : ''
        }
      >
        <div
          role="status"
          aria-atomic="true"
          className={success ? 'min-w-0 flex-1 whitespace-pre-line break-words' : ''}
        >
          {success && toast.text}
        </div>
        {toast && !success && (
          <p role="alert" className="min-w-0 flex-1 whitespace-pre-line break-words">
            {toast.text}
          </p>
        )}
        {toast && (
          <button
            type="button"
            aria-label={t.hide}
            onClick={() => dismissToast(toast.id)}
            className="-my-1 -mr-2 shrink-0 rounded px-2 py-1 text-lg leading-none hover:bg-black/5"
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
    </div>
  );
}
