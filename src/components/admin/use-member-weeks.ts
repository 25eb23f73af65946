import { useCallback, useEffect, useState } from 'react';
import { admin } from '../../lib/client/admin';
import { errorMessage } from '../../lib/messages';
import type { AdminWeek } from './admin-model';

export interface MemberWeeks {
  /** The opened member's weeks; null while they load. */
  weeks: AdminWeek[] | null;
  error: string;
  reload: () => void;
}

/** The weeks of the member staff opened, read when they open them; opening another cancels the read in flight. */
export function useMemberWeeks(userId: number | null): MemberWeeks {
  const [weeks, setWeeks] = useState<AdminWeek[] | null>(null);
  const [error, setError] = useState('');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    setError('');
    // A member whose id cannot be resolved has no weeks to read.
    setWeeks(userId === null ? [] : null);
    if (userId === null) return;
    const controller = new AbortController();
    admin.memberWeeks(userId, controller.signal).then(
      (answer) => !controller.signal.aborted && setWeeks(answer),
      (err: unknown) => !controller.signal.aborted && setError(errorMessage(err)),
    );
    return () => controller.abort();
  }, [userId, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { weeks, error, reload };
}
