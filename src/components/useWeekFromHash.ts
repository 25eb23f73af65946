import { useEffect, useRef } from 'react';
import { answersAnchor } from './WeekAnswers';
import type { WeeklyLog } from './weekly-log-model';

/**
 * Opens the week the address names (`/weekly-log#week-N`: the link of a coach's answer) once the weeks are in, and
 * whenever the hash changes, then brings its answers into view (the week itself when it has none). The server
 * cannot see the hash: its render shows the latest week.
 */
export function useWeekFromHash(weeks: readonly WeeklyLog[] | null, select: (id: number) => void): void {
  // The weeks of the latest render, without running again on each save (which must not reopen the linked week).
  const latest = useRef(weeks);
  latest.current = weeks;
  const ready = weeks !== null;
  useEffect(() => {
    if (!ready) return;
    const open = () => {
      const hash = window.location.hash.slice(1);
      const week = latest.current?.find((w) => `week-${w.week_number}` === hash);
      if (!week) return;
      select(week.id);
      // Once React has drawn the week's tab.
      setTimeout(() =>
        (document.getElementById(answersAnchor(week.week_number)) ?? document.getElementById(hash))?.scrollIntoView(),
      );
    };
    open();
    window.addEventListener('hashchange', open);
    return () => window.removeEventListener('hashchange', open);
  }, [ready, select]);
}
