import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProgressJson } from '../../lib/contracts/progress';
import { errorMessage } from '../../lib/messages';

/**
 * Staff's view of a member's progress (admin/MemberProgress), read by `load`: null until it comes, `error` when it
 * failed, `reload` to try again. The member's own progress is a store (lib/stores/progress.ts). `settled` turns
 * true with the first answer, whatever it was, and stays true.
 */
export function useProgress(
  load: (signal: AbortSignal) => Promise<ProgressJson>,
  key: unknown = null,
  first: ProgressJson | null = null,
) {
  // Rendered on the server with the progress (`first`): shown at once, and not read again until `key` changes.
  const [progress, setProgress] = useState<ProgressJson | null>(first);
  const [error, setError] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState(first !== null);
  const skipFirstLoad = useRef(first !== null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is a fresh function on every render of the caller; `key` says when it means something new
  useEffect(() => {
    if (skipFirstLoad.current) {
      skipFirstLoad.current = false;
      return;
    }
    const controller = new AbortController();
    setError('');
    load(controller.signal).then(
      (p) => {
        if (controller.signal.aborted) return;
        setProgress(p);
        setSettled(true);
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        setError(errorMessage(err));
        setSettled(true);
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { progress, setProgress, error, reload, settled };
}
