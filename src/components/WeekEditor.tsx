import { Suspense, lazy, useState } from 'react';
import { errorMessage } from '../lib/messages';
import { onDemand } from '../lib/on-demand';
import { mutation } from '../lib/stores/query';
import DayCard from './DayCard';
import ProgressPicturePicker from './ProgressPicturePicker';
import type { Status } from './StatusMessage';
import { showToast } from '../lib/toast';
import { useLocale, useText } from '../lib/i18n';
import { weeklyLogText } from '../lib/i18n/en/weekly-log';
import { useToday } from './useToday';
import { useUnits } from '../lib/units-store';
import type { DailyLog, WeeklyLog } from './weekly-log-model';
import WeekCalendar from './week-editor/WeekCalendar';
import WeekForm from './week-editor/WeekForm';
import { draftsOf } from './week-editor/week-drafts';
import { useWeekPicture } from './week-editor/useWeekPicture';

interface Props {
  week: WeeklyLog;
  /**
   * The weight the field starts from while the week has none (a default, saved only with the week): the latest
   * earlier week's, else the profile's (weekly-log-model.ts carriedWeight).
   */
  startingWeight?: string | null;
}

// Fetched when first needed, not with the page: the day dialog on its first opening; the week's checks and its save
// (the store, the transport's multipart calls, the progress arithmetic) with the first save.
const DailyLogDialog = lazy(() => import('./DailyLogDialog'));
const weekSave = onDemand(() => Promise.all([import('./week-editor/week-checks'), import('../lib/stores/week-save')]));

/**
 * Everything of one week's tab on /weekly-log: the picture (week-editor/useWeekPicture), the calendar, the
 * measurements form (drafts: week-drafts, checks: week-checks) and the day cards. Saves go through the stores
 * (lib/stores/weeks.ts), which put the answer into the cache: the week shown is the saved one. Each result shows
 * next to the control that caused it: the picture's under Upload Selected Picture, the week's beside Save Week; a
 * day's, after its dialog closed, in a toast.
 */
export default function WeekEditor({ week, startingWeight = null }: Props) {
  const t = useText(weeklyLogText.weekEditor);
  const numberText = useText(weeklyLogText.numberField);
  const measureNames = useText(weeklyLogText.measures);
  const locale = useLocale();
  const units = useUnits();
  // The member's today is the browser's date; the days after it cannot be filled yet (the server refuses them too).
  const today = useToday();
  const [drafts, setDrafts] = useState(() => draftsOf(week, startingWeight, locale, units));
  // Each field's problem, shown under it: what cannot be read as a number, or what the contract refuses.
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<string, string>>>({});
  const picture = useWeekPicture(t.processingFailed);
  const [weekStatus, setWeekStatus] = useState<Status | null>(null);
  const [sending, setSending] = useState<'week' | 'picture' | null>(null);
  const [editing, setEditing] = useState<DailyLog | null>(null);

  /**
   * Save Week sends the filled measurements, the journal and a chosen picture; Upload sends the picture only. The
   * result shows next to the button pressed.
   */
  async function save(withFields: boolean) {
    const report = withFields ? setWeekStatus : picture.setStatus;
    setWeekStatus(null);
    picture.setStatus(null);
    setSending(withFields ? 'week' : 'picture');
    let result: Status;
    try {
      const [{ checkWeek }, { $saveWeek }] = await weekSave();
      const labels = { ...measureNames, journal: t.journal };
      const checked = withFields
        ? checkWeek(drafts, week, startingWeight, locale, units, { labels, notANumber: numberText.notANumber })
        : { ok: true as const, value: {} };
      if (withFields) setFieldErrors(checked.ok ? {} : checked.errors);
      if (checked.ok) {
        const saved = await mutation($saveWeek, {
          weekId: week.id,
          values: checked.value,
          picture: picture.picture?.file ?? null,
        });
        // The form starts again from what the server now holds; the preview goes as the saved picture takes its place.
        if (withFields) setDrafts(draftsOf(saved, startingWeight, locale, units));
        picture.clear();
        result = { kind: 'success', text: t.saved({ n: week.week_number }) };
      } else {
        result = { kind: 'error', text: checked.message ?? '' };
      }
    } catch (err) {
      result = { kind: 'error', text: `❌ ${errorMessage(err)}` };
    }
    // In one render with the buttons' own labels back ('Uploading...' is shorter and may share a line), so the
    // message is scrolled into view where it stays.
    setSending(null);
    report(result);
  }

  return (
    <div className="space-y-6">
      <ProgressPicturePicker
        weekNumber={week.week_number}
        currentUrl={week.progress_picture}
        previewUrl={picture.picture?.url ?? null}
        processing={picture.processing}
        uploading={sending === 'picture'}
        busy={sending === 'week'}
        status={picture.status}
        onPick={(file) => void picture.pick(file)}
        onUpload={() => void save(false)}
        onCancel={() => {
          picture.clear();
          picture.setStatus(null);
        }}
      />

      <WeekCalendar week={week} today={today} onOpenDay={setEditing} />

      <WeekForm
        weekNumber={week.week_number}
        drafts={drafts}
        onDrafts={setDrafts}
        fieldErrors={fieldErrors}
        saving={sending === 'week'}
        waiting={sending === 'picture' || picture.processing}
        status={weekStatus}
        onSave={() => void save(true)}
      />

      <section aria-label={t.dailyLogsOf({ n: week.week_number })}>
        <h3 className="mb-3 text-lg font-semibold text-slate-900">{t.dailyLogs}</h3>
        <div className="grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {week.daily_logs.map((log) => (
            <DayCard key={log.id} log={log} onEdit={setEditing} today={today} />
          ))}
        </div>
      </section>

      {editing && (
        <Suspense fallback={null}>
          <DailyLogDialog
            key={editing.id}
            log={editing}
            weekNumber={week.week_number}
            onClose={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              // The dialog is gone and focus is back on the tile or Edit button: the result is the page's.
              showToast('success', t.daySaved);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
