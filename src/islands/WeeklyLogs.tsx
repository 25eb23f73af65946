import type { ReactNode } from 'react';
import WeekTabs, { panelId, tabId } from '../components/WeekTabs';
import WeekEditor from '../components/WeekEditor';
import { useLogsScreen } from '../components/useLogsScreen';
import { carriedWeight } from '../components/weekly-log-model';
import LoadError from '../components/LoadError';
import CheckInSummary from '../components/progress/CheckInSummary';
import { useWeekFromHash } from '../components/useWeekFromHash';
import { useText } from '../lib/i18n';
import { weeklyLogText } from '../lib/i18n/en/weekly-log';
import type { LogsFirstScreenJson } from '../lib/contracts/logs-first-screen';

const PREFIX = 'weekly-log';

/**
 * /weekly-log: one tab per week with the picture, the calendar, measurements, journal and day cards. Results show
 * next to the control that caused them (WeekEditor); a day saved, once its dialog closed, in the toast (WeekEditor
 * mounts it with the first day dialog). A link to a week (`#week-N`) opens it (useWeekFromHash).
 */
export default function WeeklyLogs({ first }: { first?: LogsFirstScreenJson }) {
  const t = useText(weeklyLogText.weeklyLogs);
  const tabs = useText(weeklyLogText.weekTabs);
  // The check-in summary sits above the tabs: read at the same time as the weeks and shown with them (a second at
  // most after them), so it does not push the week down once drawn. A failure to read it stays quiet: the weekly log
  // is what the page is for. Saves keep both up to date from their answers (lib/stores/weeks.ts).
  const { weeks, profileWeight, weeksError, retryWeeks, progress, progressDue, selectedId, select } =
    useLogsScreen(first);
  // A link to a week waits for the tabs, which wait for the summary.
  useWeekFromHash(progressDue ? weeks : null, select);

  let content: ReactNode;
  if (weeks === null) {
    content = weeksError ? <LoadError message={weeksError} onRetry={retryWeeks} /> : <p role="status">{t.loading}</p>;
  } else if (weeks.length === 0) {
    content = <p className="card text-slate-700">{t.noWeeks}</p>;
  } else if (!progressDue) {
    content = <p role="status">{t.loading}</p>;
  } else {
    content = (
      <>
        {progress && (
          <div className="mb-6">
            <CheckInSummary progress={progress} onWeeklyLog />
          </div>
        )}
        <WeekTabs weeks={weeks} selectedId={selectedId} onSelect={select} idPrefix={PREFIX} label={tabs.weeks} />
        {weeks.map((week) => (
          // Each week's block is the target of its links (`#week-N`), shown or not.
          <div key={week.id} id={`week-${week.week_number}`}>
            <div
              role="tabpanel"
              id={panelId(PREFIX, week.id)}
              aria-labelledby={tabId(PREFIX, week.id)}
              hidden={week.id !== selectedId}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern: a panel is focusable, so Tab reaches its content from the tab list
              tabIndex={0}
            >
              {week.id === selectedId && (
                <>
                  {/* The panel's heading, for the outline: the editor's sections are h3s under it. */}
                  <h2 className="sr-only">{tabs.week({ n: week.week_number })}</h2>
                  <WeekEditor week={week} startingWeight={carriedWeight(weeks, week.week_number, profileWeight)} />
                </>
              )}
            </div>
          </div>
        ))}
      </>
    );
  }

  // At least a screen tall, as the page's placeholder: the footer starts below the fold, so the weeks replacing
  // "Loading..." move nothing on screen.
  return <div className="min-h-screen">{content}</div>;
}
