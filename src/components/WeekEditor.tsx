import { useEffect, useId, useState } from 'react';
import { weeklyLogs } from '../lib/client/weekly-logs';
import { JOURNAL_MAX_LENGTH, MEASUREMENTS, MEASUREMENT_MAX, weekFields, type Measurement } from '../lib/contracts/weekly-logs';
import { processImage, validateImageFile } from '../lib/images';
import { errorMessage } from '../lib/messages';
import DayCard from './DayCard';
import DailyLogDialog from './DailyLogDialog';
import ProgressPicturePicker from './ProgressPicturePicker';
import type { Status } from './StatusMessage';
import {
  MEASUREMENT_LABELS,
  checkFields,
  inputValue,
  numberOf,
  orFallback,
  type DailyLog,
  type WeeklyLog,
} from './weekly-log-model';

interface Props {
  week: WeeklyLog;
  onStatus: (status: Status | null) => void;
  /** After a successful weekly save: reload the logs and keep this week's tab. */
  onWeekSaved: (weekId: number) => Promise<void>;
  onDaySaved: (log: DailyLog) => void;
}

const PROCESSING_FAILED = 'Error processing image. Please try a different image.';
const LABELS: Record<string, string> = { ...MEASUREMENT_LABELS, journal: 'Journal Entry' };

/** Everything of one week's tab on /weekly-log. Drafts start from the week; remount it to start over. */
export default function WeekEditor({ week, onStatus, onWeekSaved, onDaySaved }: Props) {
  const ids = useId();
  const hintId = `${ids}-hint`;
  const [measures, setMeasures] = useState<Record<Measurement, string>>(() => ({
    biceps: inputValue(week.biceps),
    chest: inputValue(week.chest),
    waist: inputValue(week.waist),
    hips: inputValue(week.hips),
    thighs: inputValue(week.thighs),
  }));
  const [journal, setJournal] = useState(week.journal ?? '');
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
    const invalid = validateImageFile(file);
    if (invalid) {
      onStatus({ kind: 'error', text: '❌ ' + invalid });
      return;
    }
    setProcessing(true);
    try {
      const processed = await processImage(file, 'weekly');
      setPicture({ file: processed, url: URL.createObjectURL(processed) });
    } catch (err) {
      onStatus({ kind: 'error', text: (err as Error)?.message || PROCESSING_FAILED });
    } finally {
      setProcessing(false);
    }
  }

  /** Save Week sends the filled measurements, the journal and a chosen picture; Upload sends the picture only. */
  async function save(withFields: boolean) {
    const numbers = Object.fromEntries(MEASUREMENTS.map((name) => [name, numberOf(measures[name])]));
    const fields = withFields ? checkFields(weekFields, { ...numbers, journal }, LABELS) : { ok: true as const, value: {} };
    if (!fields.ok) {
      onStatus({ kind: 'error', text: fields.message });
      return;
    }
    const setBusy = withFields ? setSaving : setUploading;
    setBusy(true);
    onStatus(null);
    try {
      await weeklyLogs.save(week.id, fields.value, picture?.file ?? null);
      onStatus({ kind: 'success', text: `✅ Week ${week.week_number} saved successfully!` });
      setPicture(null);
      await onWeekSaved(week.id);
    } catch (err) {
      onStatus({ kind: 'error', text: '❌ ' + errorMessage(err) });
    } finally {
      setBusy(false);
    }
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
        onPick={(file) => void pick(file)}
        onUpload={() => void save(false)}
        onCancel={() => setPicture(null)}
      />

      <section className="card" aria-label={`Week ${week.week_number} calendar`}>
        <h3 className="mb-3 text-lg font-semibold text-slate-900">This Week</h3>
        <ul className="grid grid-cols-4 gap-2">
          {week.daily_logs.map((log) => (
            <li key={log.id}>
              <button
                type="button"
                onClick={() => setEditing(log)}
                aria-label={`Open ${log.day} daily log`}
                data-testid={`day-tile-${log.day}`}
                className="flex h-full w-full flex-col items-start rounded-md border border-slate-200 bg-slate-50 p-2 text-left hover:border-brand-600 hover:bg-brand-50"
              >
                <span className="text-sm font-bold text-slate-900">{log.day}</span>
                <span className="line-clamp-2 break-words text-xs text-slate-600">{orFallback(log.workout, 'No Workout')}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>

      <form
        className="card space-y-4"
        aria-label={`Week ${week.week_number} measurements and journal`}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save(true);
        }}
      >
        <fieldset>
          <legend className="mb-1 text-lg font-semibold text-slate-900">Measurements (inches)</legend>
          <p id={hintId} className="mb-3 text-sm text-slate-600">
            whole numbers or decimals only
          </p>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
            {MEASUREMENTS.map((name) => (
              <div key={name}>
                <label htmlFor={`${ids}-${name}`} className="field-label">
                  {MEASUREMENT_LABELS[name]} (in)
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
        <div>
          <label htmlFor={`${ids}-journal`} className="field-label">
            Journal Entry
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
        <button type="submit" className="btn-primary" disabled={saving || uploading || processing}>
          {saving ? 'Saving...' : 'Save Week'}
        </button>
      </form>

      <section aria-label={`Week ${week.week_number} daily logs`}>
        <h3 className="mb-3 text-lg font-semibold text-slate-900">Daily Logs</h3>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {week.daily_logs.map((log) => (
            <DayCard key={log.id} log={log} onEdit={setEditing} />
          ))}
        </div>
      </section>

      {editing && (
        <DailyLogDialog
          key={editing.id}
          log={editing}
          weekNumber={week.week_number}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            onDaySaved(saved);
            onStatus({ kind: 'success', text: 'Daily log saved successfully!' });
          }}
        />
      )}
    </div>
  );
}
