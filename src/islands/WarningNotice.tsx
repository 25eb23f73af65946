import { useEffect, useState } from 'react';
import { api } from '../lib/api';
import { errorMessage } from '../lib/messages';

interface Warning {
  id: number;
  reason: string;
  created_at: string;
}

/** A moderation warning stays on every page, with its reason, until the member dismisses it. */
export default function WarningNotice() {
  const [warnings, setWarnings] = useState<Warning[]>([]);
  const [error, setError] = useState('');
  const [busyId, setBusyId] = useState<number | null>(null);

  useEffect(() => {
    // Failing to load warnings must not disturb the page: nothing is shown.
    api.get<Warning[]>('user/warnings/').then(setWarnings, () => undefined);
  }, []);

  const dismiss = async (id: number) => {
    setBusyId(id);
    setError('');
    try {
      await api.post(`user/warnings/${id}/dismiss/`);
      setWarnings((list) => list.filter((w) => w.id !== id));
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusyId(null);
    }
  };

  if (warnings.length === 0) return null;
  return (
    <div className="mx-auto w-full max-w-5xl space-y-2 px-4 pt-4 sm:px-6" data-testid="warning-notice">
      {warnings.map((w) => (
        <div key={w.id} role="alert" className="flex flex-wrap items-start justify-between gap-3 rounded-md border border-amber-400 bg-amber-50 px-4 py-3 text-amber-950">
          <div>
            <p className="font-semibold">⚠️ You have received a warning from our moderation team</p>
            <p className="mt-1 whitespace-pre-wrap break-words">Reason: {w.reason}</p>
            <p className="mt-1 text-sm">
              {new Date(w.created_at).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' })}. Further
              violations may lead to a suspension.
            </p>
          </div>
          <button type="button" className="btn-secondary" onClick={() => dismiss(w.id)} disabled={busyId === w.id}>
            {busyId === w.id ? 'Dismissing...' : 'Dismiss'}
          </button>
        </div>
      ))}
      {error && <p className="alert-error">{error}</p>}
    </div>
  );
}
