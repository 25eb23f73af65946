import { useCallback, useEffect, useState } from 'react';
import type { ProgressJson } from '../../lib/contracts/progress';
import { errorMessage } from '../../lib/messages';

/**
 * Progress read by `load` (the member's own, or staff's view of a member): null until it comes, `error` when it
 * failed, `reload` to try again or to refresh after a save.
 */
export function useProgress(load: (signal: AbortSignal) => Promise<ProgressJson>, key: unknown = null) {
  const [progress, setProgress] = useState<ProgressJson | null>(null);
  const [error, setError] = useState('');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setError('');
    load(controller.signal).then(
      (p) => {
        if (!controller.signal.aborted) setProgress(p);
      },
      (err: unknown) => {
        if (!controller.signal.aborted) setError(errorMessage(err));
      },
    );
    return () => controller.abort();
    // `load` is a fresh function on every render of the caller; `key` says when it means something new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { progress, setProgress, error, reload };
}
