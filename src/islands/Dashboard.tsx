import type { ReactNode } from 'react';
import WeekTabs, { panelId, tabId } from '../components/WeekTabs';
import WeekOverview from '../components/WeekOverview';
import LatestAnswer from '../components/LatestAnswer';
import { useLogsScreen } from '../components/useLogsScreen';
import LoadError from '../components/LoadError';
import { useText } from '../lib/i18n';
import { progressViewsText } from '../lib/i18n/en/progress-views';
import { weeklyLogText } from '../lib/i18n/en/weekly-log';
import type { LogsFirstScreenJson } from '../lib/contracts/logs-first-screen';

// Drawn once the weeks are in, so never during the server render (which shows "Loading..."). Part of this island's
// chunk: a lazy chunk would cost the page the preload helper and another request for no earlier paint.
import DashboardProgress from '../components/progress/DashboardProgress';

const PREFIX = 'dashboard';

/** /dashboard: the newest answer from staff (when there is one), the member's progress (check-in summary, trend charts, goals), then their weeks, read-only, one tab per week. */
export default function Dashboard({ first }: { first?: LogsFirstScreenJson }) {
  const t = useText(progressViewsText.dashboard);
  const { noWeeks } = useText(weeklyLogText.weeklyLogs);
  const { weeks: weeksLabel } = useText(weeklyLogText.weekTabs);
  // The progress is read at the same time as the weeks and drawn with them (a second at most after them): it sits
  // above the weeks, and drawn later it would push them out of view (a layout shift of most of the screen).
  const { weeks, weeksError, retryWeeks, progress, progressError, retryProgress, progressDue, selectedId, select } =
    useLogsScreen(first);

  let content: ReactNode;
  if (weeks === null) {
    content = weeksError ? <LoadError message={weeksError} onRetry={retryWeeks} /> : <p role="status">{t.loading}</p>;
  } else if (weeks.length === 0) {
    content = <p className="card text-slate-700">{noWeeks}</p>;
  } else if (!progressDue) {
    content = <p role="status">{t.loading}</p>;
  } else {
    const selected = weeks.find((w) => w.id === selectedId);
    content = (
      <div className="space-y-6">
        <LatestAnswer weeks={weeks} />
        <DashboardProgress progress={progress} error={progressError} onRetry={retryProgress} />
        <div>
          <WeekTabs weeks={weeks} selectedId={selectedId} onSelect={select} idPrefix={PREFIX} label={weeksLabel} />
          {selected && (
            <div
              role="tabpanel"
              id={panelId(PREFIX, selected.id)}
              aria-labelledby={tabId(PREFIX, selected.id)}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern: a panel is focusable, so Tab reaches its content from the tab list
              tabIndex={0}
            >
              <WeekOverview week={selected} />
            </div>
          )}
        </div>
      </div>
    );
  }

  // At least a screen tall from the first (server) render: the footer starts below the fold, so the progress and
  // the weeks replacing "Loading..." move nothing on screen.
  return <div className="min-h-screen">{content}</div>;
}
