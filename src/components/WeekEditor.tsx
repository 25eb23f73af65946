import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../lib/messages';
import { onDemand } from '../lib/on-demand';
import DayCard from './DayCard';
import ProgressPicturePicker from './ProgressPicturePicker';
import type { Status } from './StatusMessage';
import { useLocale, useText } from '../lib/i18n';
import { weeklyLogText } from '../lib/i18n/en/weekly-log';
import { weekEditorText } from '../lib/i18n/en/week-editor';
import { useToday } from './useToday';
import { useUnits } from '../lib/units-store';
import type { DailyLog, WeeklyLog } from './weekly-log-model';
import WeekCalendar from './week-editor/WeekCalendar';
import WeekForm from './week-editor/WeekForm';
import WeekAnswers from './WeekAnswers';
import { draftsOf, type WeekDrafts } from './week-editor/week-drafts';
import { useWeekPicture } from './week-editor/useWeekPicture';
import { useForm } from './form/use-form';

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
const toastModule = () => import('./Toast');
const Toast = lazy(toastModule);
const weekSave = onDemand(() => Promise.all([import('./week-editor/week-checks'), import('../lib/stores/week-save')]));

/**
 * Everything of one week's tab on /weekly-log: the picture (week-editor/useWeekPicture), the calendar, the
 * measurements form (useForm; drafts: week-drafts, checks: week-checks), staff's answers to the week (WeekAnswers)
 * and the day cards. Saves go through the stores
 * (lib/stores/weeks.ts), which put the answer into the cache: the week shown is the saved one. Each result shows
 * next to the control that caused it: the picture's under Upload Selected Picture, the week's beside Save Week; a
 * day's, after its dialog closed, in a toast.
 */
export default function WeekEditor({ week, startingWeight = null }: Props) {
  const t = useText(weekEditorText.weekEditor);
  const numberText = useText(weeklyLogText.numberField);
  const measureNames = useText(weeklyLogText.measures);
  const locale = useLocale();
  const units = useUnits();
  // The member's today is the browser's date; the days after it cannot be filled yet (the server refuses them too).
  const today = useToday();
  const picture = useWeekPicture(t.processingFailed);
  const [uploading, setUploading] = useState(false);
  const [editing, setEditingDay] = useState<DailyLog | null>(null);
  // The toast says only that a day was saved: its region (and code) comes with the first day dialog, so it is on the
  // page before anything is announced in it.
  const [toast, setToast] = useState(false);
  const setEditing = (day: DailyLog | null) => {
    if (day) setToast(true);
    setEditingDay(day);
  };
  const saved = t.saved({ n: week.week_number });

  const drafts = () => draftsOf(week, startingWeight, locale, units);
  // The version a save kept on the device was made on, while "Saved on this device" shows: once the week moves past
  // it (the save sent, or the saved version kept in its place), that message is no longer true and the form follows.
  const keptOn = useRef<number | null>(null);
  // Save Week sends the filled measurements, the journal and a chosen picture; its result shows beside it.
  const form = useForm({
    initial: drafts,
    check: async (drafts: WeekDrafts) => {
      // Save Week's result takes the place of the picture's.
      picture.setStatus(null);
      const [{ checkWeek }] = await weekSave();
      const labels = { ...measureNames, journal: t.journal };
      return checkWeek(drafts, week, startingWeight, locale, units, { labels, notANumber: numberText.notANumber });
    },
    send: async (values) => {
      const [, { saveWeek }] = await weekSave();
      const [answer, said] = await saveWeek({ weekId: week.id, values, picture: picture.picture?.file ?? null }, saved);
      // The form starts again from what the server now holds; the preview goes as the saved picture takes its place.
      // Without a network the save is kept on the device, and says so instead of `saved`.
      form.reset(draftsOf(answer, startingWeight, locale, units));
      picture.clear();
      keptOn.current = said === saved ? null : answer.version;
      return said;
    },
    failure: (err) => `❌ ${errorMessage(err)}`,
  });

  // The week changed under the form (a page shown offline reads the device's newer values and its saves waiting):
  // the form follows while the member has typed nothing and it shows no result (a save's own answer, which reset it
  // already, must not take its message away), or the result is a kept save the week has moved past.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new week moves the form, not its own changes
  useEffect(() => {
    if (form.changed) return;
    const keptIsPast = keptOn.current !== null && keptOn.current !== week.version;
    if (keptIsPast) keptOn.current = null;
    if (keptIsPast || !form.status) form.reset(drafts());
  }, [week]);

  /** Upload Selected Picture: the picture only; its result shows under it. */
  async function upload() {
    form.fail('');
    picture.setStatus(null);
    setUploading(true);
    let result: Status;
    try {
      const [, { saveWeek }] = await weekSave();
      const [, said] = await saveWeek({ weekId: week.id, values: {}, picture: picture.picture?.file ?? null }, saved);
      picture.clear();
      result = { kind: 'success', text: said };
    } catch (err) {
      result = { kind: 'error', text: `❌ ${errorMessage(err)}` };
    }
    // In one render with the buttons' own labels back ('Uploading...' is shorter and may share a line), so the
    // message is scrolled into view where it stays.
    setUploading(false);
    picture.setStatus(result);
  }

  return (
    <div className="space-y-6">
      <ProgressPicturePicker
        weekNumber={week.week_number}
        currentUrl={week.progress_picture}
        previewUrl={picture.picture?.url ?? null}
        processing={picture.processing}
        uploading={uploading}
        busy={form.busy !== null}
        status={picture.status}
        onPick={(file) => void picture.pick(file)}
        onUpload={() => void upload()}
        onCancel={() => {
          picture.clear();
          picture.setStatus(null);
        }}
      />

      <WeekCalendar week={week} today={today} onOpenDay={setEditing} />

      <WeekForm weekNumber={week.week_number} form={form} waiting={uploading || picture.processing} />

      <WeekAnswers week={week} />

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
              void toastModule().then(({ showToast }) => showToast('success', t.daySaved));
            }}
          />
        </Suspense>
      )}
      {toast && (
        <Suspense fallback={null}>
          <Toast />
        </Suspense>
      )}
    </div>
  );
}
