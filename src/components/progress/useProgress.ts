import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProgressJson } from '../../lib/contracts/progress';
import { errorMessage } from '../../lib/messages';

/**
 * Progress read by `load` (the member's own, or staff's view of a member): null until it comes, `error` when it
 * failed, `reload` to try again or to refresh after a save. `settled` turns true with the first answer, whatever it
 * was, and stays true: a page that waits for it draws once and is not taken back to "Loading..." by a retry.
 */
export function useProgress(load: (signal: AbortSignal) => Promise<ProgressJson>, key: unknown = null, first: ProgressJson | null = null) {
  // Rendered on the server with the progress (`first`): shown at once, and not read again until `key` changes.
  const [progress, setProgress] = useState<ProgressJson | null>(first);
  const [error, setError] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState(first !== null);
  const skipFirstLoad = useRef(first !== null);

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
    // `load` is a fresh function on every render of the caller; `key` says when it means something new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { progress, setProgress, error, reload, settled };
}

/** How long a page whose progress sits above its weeks waits for it once the weeks are in. */
export const PROGRESS_WAIT_MS = 1000;

/**
 * True once `settled`, or PROGRESS_WAIT_MS after `waiting` turned true: a page draws its weeks and their progress
 * together when both come close together (so the progress never pushes the weeks down), and the weeks alone when the
 * progress is slow, since they are what the page is for.
 */
export function useSettledOrLate(waiting: boolean, settled: boolean): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!waiting || settled) return;
    const timer = setTimeout(() => setLate(true), PROGRESS_WAIT_MS);
    return () => clearTimeout(timer);
  }, [waiting, settled]);
  return settled || late;
}
