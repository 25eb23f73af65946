import { Suspense, lazy, useEffect, useId, useState } from 'react';
import { weeklyLogs } from '../lib/client/weekly-logs';
import { JOURNAL_MAX_LENGTH, MEASUREMENTS, type Measurement } from '../lib/contracts/weekly-log-limits';
import { errorMessage } from '../lib/messages';
import { onDemand } from '../lib/on-demand';
import DayCard from './DayCard';
import ProgressPicturePicker from './ProgressPicturePicker';
import StatusMessage, { type Status } from './StatusMessage';
import DecimalInput from './DecimalInput';
import { showToast } from '../lib/toast';
import { useLocale, useText, type Locale } from '../lib/i18n';
import { formatDayMonth } from '../lib/i18n/day-month';
import { formatDecimal, parseDecimal } from '../lib/i18n/numbers';
import { weeklyLogText } from '../lib/i18n/en/weekly-log';
import { useToday } from './useToday';
import { useUnits } from '../lib/units-store';
import { shownValue, storedValue, type Units } from '../lib/units';
import { isFutureDay, orFallback, weightDraft, type DailyLog, type WeeklyLog } from './weekly-log-model';

interface Props {
  week: WeeklyLog;
  /** Bumped after a save once the week is reloaded: the drafts start again from what the server now holds. */
  version: number;
  /** After a successful weekly save: reload the logs and keep this week's tab. */
  onWeekSaved: (weekId: number) => Promise<void>;
  onDaySaved: (log: DailyLog) => void;
  /**
   * The weight the field starts from while the week has none (a default, saved only with the week): the latest
   * earlier week's, else the profile's (weekly-log-model.ts carriedWeight).
   */
  startingWeight?: string | null;
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

/** The measurements as the fields show them: in the member's units and locale ('36,8' cm in French and German). */
const measuresOf = (week: WeeklyLog, locale: Locale, units: Units) =>
  Object.fromEntries(MEASUREMENTS.map((name) => [name, formatDecimal(shownValue(week[name], 'length', units), locale)])) as Record<Measurement, string>;

/** The weight field's text: the week's weight or the one carried over, in the member's units and locale. */
const weightOf = (week: WeeklyLog, startingWeight: string | null, locale: Locale, units: Units): string =>
  formatDecimal(shownValue(weightDraft(week, startingWeight), 'weight', units), locale);

type NumberField = Measurement | 'weight';

/**
 * Everything of one week's tab on /weekly-log. Drafts start from the week, and again when `version` changes (it
 * stays mounted through a save, so the messages beside the buttons outlive the reload). Each result shows next to
 * the control that caused it: the picture's under Upload Selected Picture, the week's beside Save Week; a day's,
 * after its dialog closed, in a toast.
 */
export default function WeekEditor({ week, version, onWeekSaved, onDaySaved, startingWeight = null }: Props) {
  const t = useText(weeklyLogText.weekEditor);
  const numberText = useText(weeklyLogText.numberField);
  const locale = useLocale();
  const units = useUnits();
  const names = useText(weeklyLogText.dayNames);
  const measureNames = useText(weeklyLogText.measures);
  const days = useText(weeklyLogText.dayShort);
  const fallbacks = useText(weeklyLogText.dayFields);
  const ids = useId();
  const hintId = `${ids}-hint`;
  const [measures, setMeasures] = useState(() => measuresOf(week, locale, units));
  const [weight, setWeight] = useState(() => weightOf(week, startingWeight, locale, units));
  const [journal, setJournal] = useState(week.journal ?? '');
  // Each number field's problem, shown under it: what cannot be read as a number, or what the contract refuses.
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<NumberField, string>>>({});
  const [draftsOf, setDraftsOf] = useState(version);
  if (draftsOf !== version) {
    setDraftsOf(version);
    setMeasures(measuresOf(week, locale, units));
    setWeight(weightOf(week, startingWeight, locale, units));
    setJournal(week.journal ?? '');
    setFieldErrors({});
  }
  // The member's today is the browser's date; the days after it cannot be filled yet (the server refuses them too).
  const today = useToday();
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
      // The numbers as typed, read in the member's locale ('12,5' is 12.5 in French and German): what cannot be read
      // is refused on its field, never sent with a character dropped.
      // Typed in the member's units, sent in inches and pounds (lib/units.ts); a field left as it was shown sends what
      // the week holds, so a rounded metric value never moves it.
      const typed: Record<NumberField, string> = { ...measures, weight };
      const shown: Record<NumberField, string> = { ...measuresOf(week, locale, units), weight: weightOf(week, startingWeight, locale, units) };
      const held = { ...week, weight: weightDraft(week, startingWeight) };
      const numbers: Partial<Record<NumberField, string>> = {};
      const unreadable: Partial<Record<NumberField, string>> = {};
      for (const name of [...MEASUREMENTS, 'weight'] as const) {
        const read = parseDecimal(typed[name], locale);
        if (!read.ok) unreadable[name] = numberText.notANumber;
        else numbers[name] = typed[name] === shown[name] ? (held[name] ?? '') : storedValue(read.value, name === 'weight' ? 'weight' : 'length', units);
      }
      const firstUnreadable = withFields ? (Object.keys(unreadable)[0] as NumberField | undefined) : undefined;
      const fields = !withFields
        ? { ok: true as const, value: {} }
        : firstUnreadable
          ? { ok: false as const, message: `❌ ${measureNames[firstUnreadable]}: ${numberText.notANumber}`, fields: unreadable as Record<string, string> }
          : (await weekChecks())({ ...numbers, journal }, { ...measureNames, journal: t.journal });
      if (withFields) setFieldErrors(fields.ok ? {} : (fields.fields as Partial<Record<NumberField, string>>));
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
        <h3 className="text-lg font-semibold text-slate-900">{t.thisWeek}</h3>
        {week.start_date && week.end_date && (
          <p className="text-sm text-slate-600" data-testid="week-dates">
            {t.dates({ from: formatDayMonth(locale, week.start_date), to: formatDayMonth(locale, week.end_date) })}
          </p>
        )}
        <ul className="mt-3 grid grid-cols-4 gap-2">
          {week.daily_logs.map((log) => {
            const short = days[log.day as keyof typeof days] ?? log.day;
            const date = log.date ? formatDayMonth(locale, log.date) : null;
            const isToday = log.date === today;
            const future = isFutureDay(log, today);
            const name = date ? `${short} ${date}` : short;
            return (
              <li key={log.id}>
                <button
                  type="button"
                  onClick={() => setEditing(log)}
                  disabled={future}
                  aria-label={future ? t.dayNotYet({ day: names[log.day as keyof typeof names] ?? log.day }) : t.openDay({ day: short })}
                  aria-current={isToday ? 'date' : undefined}
                  data-testid={`day-tile-${log.day}`}
                  data-date={log.date ?? undefined}
                  className={`flex h-full w-full flex-col items-stretch rounded-md border p-2 text-left ${
                    future
                      ? 'cursor-not-allowed border-dashed border-slate-200 bg-white text-slate-500'
                      : isToday
                        ? 'border-brand-600 bg-brand-50 hover:bg-brand-100'
                        : 'border-slate-200 bg-slate-50 hover:border-brand-600 hover:bg-brand-50'
                  }`}
                >
                  <span className={`text-sm font-bold ${future ? 'text-slate-600' : 'text-slate-900'}`}>{name}</span>
                  {isToday && <span className="text-xs font-semibold text-brand-700">{t.today}</span>}
                  <span className="line-clamp-2 break-words text-xs text-slate-600">
                    {future ? t.notYet : orFallback(log.workout, fallbacks.noWorkout)}
                  </span>
                </button>
              </li>
            );
          })}
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
          <legend className="mb-1 text-lg font-semibold text-slate-900">{units === 'metric' ? t.measurementsMetric : t.measurements}</legend>
          <p id={hintId} className="mb-3 text-sm text-slate-600">
            {t.hint}
          </p>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
            {MEASUREMENTS.map((name) => (
              <div key={name}>
                <label htmlFor={`${ids}-${name}`} className="field-label">
                  {units === 'metric' ? t.measureLabelMetric({ name: measureNames[name] }) : t.measureLabel({ name: measureNames[name] })}
                </label>
                <DecimalInput
                  id={`${ids}-${name}`}
                  name={name}
                  aria-describedby={hintId}
                  value={measures[name]}
                  onValueChange={(text) => setMeasures((m) => ({ ...m, [name]: text }))}
                  error={fieldErrors[name]}
                />
              </div>
            ))}
          </div>
        </fieldset>
        <div className="max-w-48">
          <label htmlFor={`${ids}-weight`} className="field-label">
            {units === 'metric' ? t.weightLabelMetric : t.weightLabel}
          </label>
          <DecimalInput
            id={`${ids}-weight`}
            name="weight"
            value={weight}
            onValueChange={setWeight}
            error={fieldErrors.weight}
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
