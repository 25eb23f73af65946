import { useEffect, useRef } from 'react';
import { answersAnchor } from './WeekAnswers';
import type { WeeklyLog } from './weekly-log-model';

/**
 * Opens the week the address names (`/weekly-log#week-N`: the link of a coach's answer) once the weeks are drawn
 * (`weeks`: null until then; the tabs may wait for the progress summary), and whenever the hash changes, then moves
 * focus to its answers (the week's panel when it has none), which brings them into view. The server cannot see the
 * hash: its render shows the latest week.
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
        (
          document.getElementById(`${answersAnchor(week.week_number)}-title`) ??
          document.querySelector<HTMLElement>(`#${hash} [role=tabpanel]`)
        )?.focus(),
      );
    };
    open();
    window.addEventListener('hashchange', open);
    return () => window.removeEventListener('hashchange', open);
  }, [ready, select]);
}
