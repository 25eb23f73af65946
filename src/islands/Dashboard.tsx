import { useEffect, useState } from 'react';
import WeekTabs, { panelId, tabId } from '../components/WeekTabs';
import WeekOverview from '../components/WeekOverview';
import { pickWeek, useWeeklyLogs } from '../components/useWeeklyLogs';

const PREFIX = 'dashboard';

/** /dashboard: the member's weeks, read-only, one tab per week. */
export default function Dashboard() {
  const { weeks, error, reload } = useWeeklyLogs();
  const [selectedId, setSelectedId] = useState<number | null>(null);

  useEffect(() => {
    if (weeks) setSelectedId((current) => pickWeek(weeks, current));
  }, [weeks]);

  if (weeks === null) {
    return error ? (
      <div role="alert" className="alert-error">
        {error}{' '}
        <button type="button" className="ml-2 underline" onClick={() => void reload()}>
          Try again
        </button>
      </div>
    ) : (
      <p role="status">Loading...</p>
    );
  }
  if (weeks.length === 0) return <p className="card text-slate-700">No weeks yet. Your first week starts when your membership does.</p>;

  const selected = weeks.find((w) => w.id === selectedId);
  return (
    <div>
      <WeekTabs weeks={weeks} selectedId={selectedId} onSelect={setSelectedId} idPrefix={PREFIX} label="Weeks" />
      {selected && (
        <div role="tabpanel" id={panelId(PREFIX, selected.id)} aria-labelledby={tabId(PREFIX, selected.id)} tabIndex={0}>
          <WeekOverview week={selected} />
        </div>
      )}
    </div>
  );
}
