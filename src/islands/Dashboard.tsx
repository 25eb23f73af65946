import { lazy, Suspense } from 'react';
import WeekTabs, { panelId, tabId } from '../components/WeekTabs';
import WeekOverview from '../components/WeekOverview';
import { useWeeklyLogs } from '../components/useWeeklyLogs';
import LoadError from '../components/LoadError';

// The summary, charts and goals: their own chunk, fetched once the weeks are in (never during the server render).
const DashboardProgress = lazy(() => import('../components/progress/DashboardProgress'));

const PREFIX = 'dashboard';

/** /dashboard: the member's progress (check-in summary, trend charts, goals), then their weeks, read-only, one tab per week. */
export default function Dashboard() {
  const { weeks, error, reload, selectedId, setSelectedId } = useWeeklyLogs();

  if (weeks === null) {
    return error ? <LoadError message={error} onRetry={() => void reload()} /> : <p role="status">Loading...</p>;
  }
  if (weeks.length === 0) return <p className="card text-slate-700">No weeks yet. Your first week starts when your membership does.</p>;

  const selected = weeks.find((w) => w.id === selectedId);
  return (
    <div className="space-y-6">
      <Suspense fallback={<p role="status">Loading your progress...</p>}>
        <DashboardProgress />
      </Suspense>
      <section aria-labelledby="dashboard-weeks-heading">
        <h2 id="dashboard-weeks-heading" className="mb-3 text-lg font-semibold text-slate-900">Weeks</h2>
        <WeekTabs weeks={weeks} selectedId={selectedId} onSelect={setSelectedId} idPrefix={PREFIX} label="Weeks" />
        {selected && (
          <div role="tabpanel" id={panelId(PREFIX, selected.id)} aria-labelledby={tabId(PREFIX, selected.id)} tabIndex={0}>
            <WeekOverview week={selected} />
          </div>
        )}
      </section>
    </div>
  );
}
