import { useCallback, useEffect, useState } from 'react';
import { weeklyLogs } from '../lib/client/weekly-logs';
import { errorMessage } from '../lib/messages';
import { sortedWeeks, type WeeklyLog } from './weekly-log-model';
import type { LogsFirstScreenJson } from '../lib/contracts/logs-first-screen';

/**
 * The signed-in member's weeks from GET user/profile/ (weeks 1..current exist once the profile is read), and the
 * profile's weight (the Save Week form's default weight).
 * `weeks` is null until the first load; `reload` keeps the current weeks on failure, reports it in `error` and
 * answers the failure's message (null when it loaded).
 */
export function useWeeklyLogs(first?: Pick<LogsFirstScreenJson, 'weeks' | 'profileWeight'>) {
  // Rendered on the server with the weeks (`first`): the page shows them before any script, and reads nothing more
  // on load.
  const [weeks, setWeeks] = useState<WeeklyLog[] | null>(() => (first ? sortedWeeks(first.weeks) : null));
  const [error, setError] = useState<string | null>(null);
  const [profileWeight, setProfileWeight] = useState<string | null>(first?.profileWeight ?? null);

  const reload = useCallback(async (): Promise<string | null> => {
    try {
      const read = await weeklyLogs.list();
      setWeeks(sortedWeeks(read.weeks));
      setProfileWeight(read.profileWeight);
      setError(null);
      return null;
    } catch (err) {
      const message = errorMessage(err);
      setError(message);
      return message;
    }
  }, []);

  const given = first !== undefined;
  useEffect(() => {
    if (!given) void reload();
  }, [reload, given]);

  // The tab shown: kept across reloads (a saved week stays selected), else the latest week.
  const [selectedId, setSelectedId] = useState<number | null>(() => (weeks ? pickWeek(weeks, null) : null));
  useEffect(() => {
    if (weeks) setSelectedId((current) => pickWeek(weeks, current));
  }, [weeks]);

  return { weeks, setWeeks, profileWeight, error, reload, selectedId, setSelectedId };
}

/** The tab to show: the one asked for when it still exists, else the latest week (the one being lived now). */
export function pickWeek(weeks: WeeklyLog[], wanted: number | null): number | null {
  if (wanted !== null && weeks.some((w) => w.id === wanted)) return wanted;
  return weeks.length ? weeks[weeks.length - 1]!.id : null;
}
