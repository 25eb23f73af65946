import { Suspense, lazy, useEffect, useId, useState } from 'react';
import { weeklyLogs } from '../lib/client/weekly-logs';
import { JOURNAL_MAX_LENGTH, MEASUREMENTS, MEASUREMENT_MAX, type Measurement } from '../lib/contracts/weekly-log-limits';
import { PROFILE_LIMITS } from '../lib/contracts/profile-limits';
import { errorMessage } from '../lib/messages';
import { onDemand } from '../lib/on-demand';
import DayCard from './DayCard';
import ProgressPicturePicker from './ProgressPicturePicker';
import StatusMessage, { type Status } from './StatusMessage';
import { showToast } from '../lib/toast';
import { useText } from '../lib/i18n';
import { weeklyLogText } from '../lib/i18n/en/weekly-log';
import {
  inputValue,
  numberOf,
  orFallback,
  weightDraft,
  type DailyLog,
  type WeeklyLog,
} from './weekly-log-model';

interface Props {
  week: WeeklyLog;
  /** Bumped after a save once the week is reloaded: the drafts start again from what the server now holds. */
  version: number;
  /** After a successful weekly save: reload the logs and keep this week's tab. */
  onWeekSaved: (weekId: number) => Promise<void>;
  onDaySaved: (log: DailyLog) => void;
  /** The profile's weight: the weight field starts from it while the week has none (a default, saved only with the week). */
  profileWeight?: string | null;
}

// Fetched when first needed, not with the page: the day dialog on its first opening, the picture pipeline
// (compressorjs, and the HEIC decoder behind it) on the first pick.
const DailyLogDialog = lazy(() => import('./DailyLogDialog'));
/** The week's checks (its schema, zod), fetched on the first save: a page that shows weeks loads none of them. */
const weekChecks = onDemand(async () => {
  const [{ weekFields }, { checkFields }] = await Promise.all([import('../lib/contracts/weekly-logs'), import('./field-checks')]);
  return (values: Record<string, unknown>, labels: Record<string, string>) => checkFields(weekFields, values, labels);
});
const imagePipeline = () => import('../lib/images');

const measuresOf = (week: WeeklyLog): Record<Measurement, string> => ({
  biceps: inputValue(week.biceps),
  chest: inputValue(week.chest),
  waist: inputValue(week.waist),
  hips: inputValue(week.hips),
  thighs: inputValue(week.thighs),
});

/**
 * Everything of one week's tab on /weekly-log. Drafts start from the week, and again when `version` changes (it
 * stays mounted through a save, so the messages beside the buttons outlive the reload). Each result shows next to
 * the control that caused it: the picture's under Upload Selected Picture, the week's beside Save Week; a day's,
 * after its dialog closed, in a toast.
 */
export default function WeekEditor({ week, version, onWeekSaved, onDaySaved, profileWeight = null }: Props) {
  const t = useText(weeklyLogText.weekEditor);
  const measureNames = useText(weeklyLogText.measures);
  const days = useText(weeklyLogText.dayShort);
  const fallbacks = useText(weeklyLogText.dayFields);
  const ids = useId();
  const hintId = `${ids}-hint`;
  const [measures, setMeasures] = useState(() => measuresOf(week));
  const [weight, setWeight] = useState(() => weightDraft(week, profileWeight));
  const [journal, setJournal] = useState(week.journal ?? '');
  const [draftsOf, setDraftsOf] = useState(version);
  if (draftsOf !== version) {
    setDraftsOf(version);
    setMeasures(measuresOf(week));
    setWeight(weightDraft(week, profileWeight));
    setJournal(week.journal ?? '');
  }
  const [pictureStatus, setPictureStatus] = useState<Status | null>(null);
  const [weekStatus, setWeekStatus] = useState<Status | null>(null);
  const [picture, setPicture] = useState<{ file: File; url: string } | null>(null);
  const [processing, setProcessing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<DailyLog | null>(null);

  // A chosen picture's preview URL lives until it is replaced, cancelled or saved.
  useEffect(() => {
    if (!picture) return;
    return () => URL.revokeObjectURL(picture.url);
  }, [picture]);

  async function pick(file: File) {
    let pipeline: Awaited<ReturnType<typeof imagePipeline>>;
    try {
      pipeline = await imagePipeline();
    } catch {
      setPictureStatus({ kind: 'error', text: t.processingFailed });
      return;
    }
    const { processImage, validateImageFile } = pipeline;
    const invalid = validateImageFile(file);
    if (invalid) {
      setPictureStatus({ kind: 'error', text: '❌ ' + invalid });
      return;
    }
    setPictureStatus(null);
    setProcessing(true);
    try {
      const processed = await processImage(file, 'weekly');
      setPicture({ file: processed, url: URL.createObjectURL(processed) });
    } catch (err) {
      setPictureStatus({ kind: 'error', text: (err as Error)?.message || t.processingFailed });
    } finally {
      setProcessing(false);
    }
  }

  /**
   * Save Week sends the filled measurements, the journal and a chosen picture; Upload sends the picture only. The
   * result shows next to the button pressed.
   */
  async function save(withFields: boolean) {
    const report = withFields ? setWeekStatus : setPictureStatus;
    setWeekStatus(null);
    setPictureStatus(null);
    const setBusy = withFields ? setSaving : setUploading;
    setBusy(true);
    let result: Status;
    try {
      const numbers = Object.fromEntries(MEASUREMENTS.map((name) => [name, numberOf(measures[name])]));
      const fields = withFields
        ? (await weekChecks())({ ...numbers, weight: numberOf(weight), journal }, { ...measureNames, journal: t.journal })
        : { ok: true as const, value: {} };
      if (fields.ok) {
        await weeklyLogs.save(week.id, fields.value, picture?.file ?? null);
        // The preview stays until the saved picture replaces it: the card keeps its height.
        await onWeekSaved(week.id);
        setPicture(null);
        result = { kind: 'success', text: t.saved({ n: week.week_number }) };
      } else {
        result = { kind: 'error', text: fields.message };
      }
    } catch (err) {
      result = { kind: 'error', text: '❌ ' + errorMessage(err) };
    }
    // In one render with the buttons' own labels back ('Uploading...' is shorter and may share a line), so the
    // message is scrolled into view where it stays.
    setBusy(false);
    report(result);
  }

  return (
    <div className="space-y-6">
      <ProgressPicturePicker
        weekNumber={week.week_number}
        currentUrl={week.progress_picture}
        previewUrl={picture?.url ?? null}
        processing={processing}
        uploading={uploading}
        busy={saving}
        status={pictureStatus}
        onPick={(file) => void pick(file)}
        onUpload={() => void save(false)}
        onCancel={() => {
          setPicture(null);
          setPictureStatus(null);
        }}
      />

      <section className="card" aria-label={t.calendar({ n: week.week_number })}>
        <h3 className="mb-3 text-lg font-semibold text-slate-900">{t.thisWeek}</h3>
        <ul className="grid grid-cols-4 gap-2">
          {week.daily_logs.map((log) => (
            <li key={log.id}>
              <button
                type="button"
                onClick={() => setEditing(log)}
                aria-label={t.openDay({ day: days[log.day as keyof typeof days] ?? log.day })}
                data-testid={`day-tile-${log.day}`}
                className="flex h-full w-full flex-col items-start rounded-md border border-slate-200 bg-slate-50 p-2 text-left hover:border-brand-600 hover:bg-brand-50"
              >
                <span className="text-sm font-bold text-slate-900">{days[log.day as keyof typeof days] ?? log.day}</span>
                <span className="line-clamp-2 break-words text-xs text-slate-600">{orFallback(log.workout, fallbacks.noWorkout)}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>

      <form
        className="card space-y-4"
        aria-label={t.form({ n: week.week_number })}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save(true);
        }}
      >
        <fieldset>
          <legend className="mb-1 text-lg font-semibold text-slate-900">{t.measurements}</legend>
          <p id={hintId} className="mb-3 text-sm text-slate-600">
            {t.hint}
          </p>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
            {MEASUREMENTS.map((name) => (
              <div key={name}>
                <label htmlFor={`${ids}-${name}`} className="field-label">
                  {t.measureLabel({ name: measureNames[name] })}
                </label>
                <input
                  id={`${ids}-${name}`}
                  name={name}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={MEASUREMENT_MAX}
                  step="any"
                  aria-describedby={hintId}
                  value={measures[name]}
                  onChange={(e) => setMeasures((m) => ({ ...m, [name]: e.target.value }))}
                  // The wheel must not change a measurement: leaving the field lets the page scroll instead.
                  onWheel={(e) => e.currentTarget.blur()}
                  className="field-input"
                />
              </div>
            ))}
          </div>
        </fieldset>
        <div className="max-w-48">
          <label htmlFor={`${ids}-weight`} className="field-label">
            {t.weightLabel}
          </label>
          <input
            id={`${ids}-weight`}
            name="weight"
            type="number"
            inputMode="decimal"
            min={0}
            max={PROFILE_LIMITS.weight}
            step="any"
            value={weight}
            onChange={(e) => setWeight(e.target.value)}
            onWheel={(e) => e.currentTarget.blur()}
            className="field-input"
          />
        </div>
        <div>
          <label htmlFor={`${ids}-journal`} className="field-label">
            {t.journal}
          </label>
          <textarea
            id={`${ids}-journal`}
            name="journal"
            rows={5}
            maxLength={JOURNAL_MAX_LENGTH}
            value={journal}
            onChange={(e) => setJournal(e.target.value)}
            className="field-input"
          />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-primary" disabled={saving || uploading || processing}>
            {saving ? t.saving : t.save}
          </button>
          <StatusMessage status={weekStatus} className="min-w-0 grow basis-64" />
        </div>
      </form>

      <section aria-label={t.dailyLogsOf({ n: week.week_number })}>
        <h3 className="mb-3 text-lg font-semibold text-slate-900">{t.dailyLogs}</h3>
        <div className="grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {week.daily_logs.map((log) => (
            <DayCard key={log.id} log={log} onEdit={setEditing} />
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
            onSaved={(saved) => {
              setEditing(null);
              onDaySaved(saved);
              // The dialog is gone and focus is back on the tile or Edit button: the result is the page's.
              showToast('success', t.daySaved);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
