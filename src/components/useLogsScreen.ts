import { useMemo, useState } from 'react';
import { $profile } from '../lib/stores/profile';
import { $progress } from '../lib/stores/progress';
import { $progressLate, seedLogsFirstScreen } from '../lib/stores/weeks';
import { useClientStore, useQuery } from '../lib/stores/use-query';
import { errorMessage } from '../lib/messages';
import { pickWeek, sortedWeeks } from './weekly-log-model';
import type { LogsFirstScreenJson } from '../lib/contracts/logs-first-screen';

/**
 * What /weekly-log and /dashboard show, from the stores: the member's weeks (in their profile) and progress, the
 * week whose tab is shown, and whether the progress is due (in, failed, or late: see $progressLate). The page's
 * server render seeds the cache, so a page rendered with its data reads nothing on load.
 */
export function useLogsScreen(first: LogsFirstScreenJson | undefined) {
  seedLogsFirstScreen(first);
  const profile = useQuery($profile, first?.profile);
  const progress = useQuery($progress, first?.progress);
  const late = useClientStore($progressLate, false);
  const weeks = useMemo(() => (profile.data ? sortedWeeks(profile.data.weekly_logs ?? []) : null), [profile.data]);
  // The tab asked for, while it exists; else the latest week (the one being lived now).
  const [wanted, setWanted] = useState<number | null>(null);
  return {
    weeks,
    profileWeight: profile.data?.weight ?? null,
    weeksError: profile.error === undefined ? '' : errorMessage(profile.error),
    retryWeeks: $profile.revalidate,
    progress: progress.data ?? null,
    progressError: progress.error === undefined ? '' : errorMessage(progress.error),
    retryProgress: $progress.revalidate,
    progressDue: progress.data !== undefined || progress.error !== undefined || late,
    selectedId: weeks ? pickWeek(weeks, wanted) : null,
    select: setWanted,
  };
}
