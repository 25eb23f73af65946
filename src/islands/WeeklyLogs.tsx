import { useState } from 'react';
import WeekTabs, { panelId, tabId } from '../components/WeekTabs';
import WeekEditor from '../components/WeekEditor';
import StatusMessage, { type Status } from '../components/StatusMessage';
import { useWeeklyLogs } from '../components/useWeeklyLogs';
import type { DailyLog } from '../components/weekly-log-model';
import LoadError from '../components/LoadError';

const PREFIX = 'weekly-log';

/** /weekly-log: one tab per week with the picture, the calendar, measurements, journal and day cards. */
export default function WeeklyLogs() {
  const { weeks, setWeeks, error, reload, selectedId, setSelectedId } = useWeeklyLogs();
  const [status, setStatus] = useState<Status | null>(null);
  // Bumped per week after a save so that week's drafts start again from what the server now holds.
  const [versions, setVersions] = useState<Record<number, number>>({});

  if (weeks === null) {
    return error ? <LoadError message={error} onRetry={() => void reload()} /> : <p role="status">Loading...</p>;
  }
  if (weeks.length === 0) return <p className="card text-slate-700">No weeks yet. Your first week starts when your membership does.</p>;

  const weekSaved = async (weekId: number) => {
    await reload();
    setSelectedId(weekId);
    setVersions((v) => ({ ...v, [weekId]: (v[weekId] ?? 0) + 1 }));
  };

  const daySaved = (saved: DailyLog) =>
    setWeeks((current) =>
      (current ?? []).map((w) =>
        w.id !== saved.weekly_log ? w : { ...w, daily_logs: w.daily_logs.map((d) => (d.id === saved.id ? saved : d)) },
      ),
    );

  return (
    <div>
      {error && (
        <p role="alert" className="alert-error mb-4">
          {error}
        </p>
      )}
      <StatusMessage status={status} />
      <WeekTabs weeks={weeks} selectedId={selectedId} onSelect={setSelectedId} idPrefix={PREFIX} label="Weeks" />
      {weeks.map((week) => (
        <div
          key={week.id}
          role="tabpanel"
          id={panelId(PREFIX, week.id)}
          aria-labelledby={tabId(PREFIX, week.id)}
          hidden={week.id !== selectedId}
          tabIndex={0}
        >
          {week.id === selectedId && (
            <WeekEditor
              key={`${week.id}-${versions[week.id] ?? 0}`}
              week={week}
              onStatus={setStatus}
              onWeekSaved={weekSaved}
              onDaySaved={daySaved}
            />
          )}
        </div>
      ))}
    </div>
  );
}
