import { useId, useState, type SubmitEvent } from 'react';
import Modal from './Modal';
import DiscardChangesDialog from './DiscardChangesDialog';
import { useReveal } from './StatusMessage';
import { $saveDay } from '../lib/stores/daily-logs';
import { mutation } from '../lib/stores/query';
import { DAILY_TEXT_LIMITS, dayFields } from '../lib/contracts/weekly-logs';
import { errorMessage } from '../lib/messages';
import { checkFields } from './field-checks';
import type { DailyLog } from './weekly-log-model';
import DecimalInput from './DecimalInput';
import { useLocale, useText } from '../lib/i18n';
import { formatDecimal, parseDecimal } from '../lib/i18n/numbers';
import { weeklyLogText } from '../lib/i18n/en/weekly-log';

interface Props {
  log: DailyLog;
  weekNumber: number;
  onClose: () => void;
  /** Called with the saved log after 'Daily log saved successfully!'. */
  onSaved: (log: DailyLog) => void;
}

type TextField = keyof typeof DAILY_TEXT_LIMITS;
/** The text fields in the spec's order; each field's label is the day field of the same name in the catalogue. */
const FIELDS: Array<{ name: TextField; multiline?: boolean }> = [
  { name: 'workout' },
  { name: 'duration' },
  { name: 'notes', multiline: true },
  { name: 'breakfast' },
  { name: 'lunch' },
  { name: 'dinner' },
  { name: 'snack1' },
  { name: 'snack2' },
];

/**
 * The Edit Daily Log dialog: every field of the day, Close and Save Changes, and a refusal beside Save Changes.
 * Mount it with a key per log.
 */
export default function DailyLogDialog({ log, weekNumber, onClose: close, onSaved }: Props) {
  const t = useText(weeklyLogText.dailyLogDialog);
  const labels = useText(weeklyLogText.dayFields);
  const names = useText(weeklyLogText.dayNames);
  const formId = useId();
  const [draft, setDraft] = useState<Record<TextField, string>>(() => ({
    workout: log.workout ?? '',
    duration: log.duration ?? '',
    notes: log.notes ?? '',
    breakfast: log.breakfast ?? '',
    lunch: log.lunch ?? '',
    dinner: log.dinner ?? '',
    snack1: log.snack1 ?? '',
    snack2: log.snack2 ?? '',
  }));
  const locale = useLocale();
  const notANumber = useText(weeklyLogText.numberField).notANumber;
  // Water as the member writes it ('1,5' in French and German), read in their locale when saved.
  const [water, setWater] = useState(formatDecimal(log.water_intake_oz, locale));
  const [waterError, setWaterError] = useState<string | null>(null);
  // Closing with changes asks first (Escape, Close, a click outside, Android's back); without changes it just closes.
  const [initial] = useState(() => ({ draft, water }));
  const [asking, setAsking] = useState(false);
  const changed = () => water !== initial.water || FIELDS.some(({ name }) => draft[name] !== initial.draft[name]);
  const onClose = () => (changed() ? setAsking(true) : close());
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const dayName = names[log.day as keyof typeof names] ?? log.day;
  const errorRef = useReveal<HTMLParagraphElement>(error);

  async function save(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    const typedWater = parseDecimal(water, locale);
    const fields = typedWater.ok
      ? checkFields(
          dayFields,
          { ...draft, water_intake_oz: typedWater.value },
          { ...labels, water_intake_oz: labels.water },
        )
      : { ok: false as const, message: `❌ ${labels.water}: ${notANumber}`, fields: { water_intake_oz: notANumber } };
    setWaterError(fields.ok ? null : (fields.fields['water_intake_oz'] ?? null));
    if (!fields.ok) {
      setError(fields.message);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      // The day's card shows the change at once; a refusal puts it back (lib/stores/daily-logs.ts).
      onSaved(await mutation($saveDay, { log, values: fields.value }));
    } catch (err) {
      setError(`❌ ${errorMessage(err)}`);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={t.title}
      onClose={onClose}
      footer={
        <>
          {/* Beside Save Changes, outside the scrolling fields: in view however far the member has scrolled. */}
          {error && (
            <p ref={errorRef} role="alert" className="alert-error w-full whitespace-pre-line">
              {error}
            </p>
          )}
          <button type="button" className="btn-secondary" onClick={onClose}>
            {t.close}
          </button>
          <button type="submit" form={formId} className="btn-primary" disabled={saving}>
            {saving ? t.saving : t.save}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={save} className="space-y-3" noValidate>
        <p className="text-sm text-slate-600">{t.dayOfWeek({ day: dayName, n: weekNumber })}</p>
        {FIELDS.map(({ name, multiline }) => {
          const id = `${formId}-${name}`;
          const props = {
            id,
            name,
            value: draft[name],
            maxLength: DAILY_TEXT_LIMITS[name],
            className: 'field-input',
            onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [name]: e.target.value })),
          };
          return (
            <div key={name}>
              <label htmlFor={id} className="field-label">
                {labels[name]}
              </label>
              {multiline ? <textarea rows={3} {...props} /> : <input type="text" {...props} />}
            </div>
          );
        })}
        <div>
          <label htmlFor={`${formId}-water`} className="field-label">
            {labels.water}
          </label>
          <DecimalInput
            id={`${formId}-water`}
            name="water_intake_oz"
            value={water}
            onValueChange={setWater}
            error={waterError}
          />
        </div>
      </form>
      <DiscardChangesDialog open={asking} onKeep={() => setAsking(false)} onDiscard={close} />
    </Modal>
  );
}
