import { useState } from 'react';
import WeekTabs, { panelId, tabId } from '../components/WeekTabs';
import WeekEditor from '../components/WeekEditor';
import Toast from '../components/Toast';
import { useWeeklyLogs } from '../components/useWeeklyLogs';
import { carriedWeight, type DailyLog } from '../components/weekly-log-model';
import LoadError from '../components/LoadError';
import CheckInSummary from '../components/progress/CheckInSummary';
import { useProgress, useSettledOrLate } from '../components/progress/useProgress';
import { progress as progressClient } from '../lib/client/progress';
import { showToast } from '../lib/toast';
import { useText } from '../lib/i18n';
import { weeklyLogText } from '../lib/i18n/en/weekly-log';
import type { LogsFirstScreenJson } from '../lib/contracts/logs-first-screen';

const PREFIX = 'weekly-log';

/**
 * /weekly-log: one tab per week with the picture, the calendar, measurements, journal and day cards. Results show
 * next to the control that caused them (WeekEditor); page-level ones (a day saved, a reload that failed) in the
 * toast this island renders.
 */
export default function WeeklyLogs({ first }: { first?: LogsFirstScreenJson }) {
  const t = useText(weeklyLogText.weeklyLogs);
  const tabs = useText(weeklyLogText.weekTabs);
  const { weeks, setWeeks, profileWeight, error, reload, selectedId, setSelectedId } = useWeeklyLogs(first);
  // Bumped per week after a save so that week's drafts start again from what the server now holds.
  const [versions, setVersions] = useState<Record<number, number>>({});
  // Bumped on every save (a week or a day) so the check-in summary reads the progress again.
  const [saves, setSaves] = useState(0);
  // The check-in summary sits above the tabs: read at the same time as the weeks and shown with them (a second at
  // most after them), so it does not push the week down once drawn. A failure to read it stays quiet: the weekly log
  // is what the page is for.
  const checkIn = useProgress((signal) => progressClient.get(signal), saves, first?.progress ?? null);
  const checkInDue = useSettledOrLate(weeks !== null && weeks.length > 0, checkIn.settled);

  const weekSaved = async (weekId: number) => {
    const failed = await reload();
    setSelectedId(weekId);
    // The save went through but the page could not read the week back: the page's news, wherever the member is.
    if (failed) showToast('error', '❌ ' + failed);
    else setVersions((v) => ({ ...v, [weekId]: (v[weekId] ?? 0) + 1 }));
    setSaves((n) => n + 1);
  };

  const daySaved = (saved: DailyLog) => {
    setWeeks((current) =>
      (current ?? []).map((w) =>
        w.id !== saved.weekly_log ? w : { ...w, daily_logs: w.daily_logs.map((d) => (d.id === saved.id ? saved : d)) },
      ),
    );
    setSaves((n) => n + 1);
  };

  let content;
  if (weeks === null) {
    content = error ? <LoadError message={error} onRetry={() => void reload()} /> : <p role="status">{t.loading}</p>;
  } else if (weeks.length === 0) {
    content = <p className="card text-slate-700">{t.noWeeks}</p>;
  } else if (!checkInDue) {
    content = <p role="status">{t.loading}</p>;
  } else {
    content = (
      <>
        {checkIn.progress && (
          <div className="mb-6">
            <CheckInSummary progress={checkIn.progress} />
          </div>
        )}
        <WeekTabs weeks={weeks} selectedId={selectedId} onSelect={setSelectedId} idPrefix={PREFIX} label={tabs.weeks} />
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
              <>
                {/* The panel's heading, for the outline: the editor's sections are h3s under it. */}
                <h2 className="sr-only">{tabs.week({ n: week.week_number })}</h2>
                <WeekEditor
                  week={week}
                  version={versions[week.id] ?? 0}
                  startingWeight={carriedWeight(weeks, week.week_number, profileWeight)}
                  onWeekSaved={weekSaved}
                  onDaySaved={daySaved}
                />
              </>
            )}
          </div>
        ))}
      </>
    );
  }

  // At least a screen tall, as the page's placeholder: the footer starts below the fold, so the weeks replacing
  // "Loading..." move nothing on screen.
  return (
    <div className="min-h-screen">
      {content}
      <Toast />
    </div>
  );
}
