import { useId, useState, type SubmitEvent } from 'react';
import Modal from './Modal';
import { useReveal } from './StatusMessage';
import { weeklyLogs } from '../lib/client/weekly-logs';
import { DAILY_TEXT_LIMITS, WATER_MAX_OZ, dayFields } from '../lib/contracts/weekly-logs';
import { errorMessage } from '../lib/messages';
import { DAY_NAMES, checkFields, inputValue, numberOf, type DailyLog } from './weekly-log-model';

interface Props {
  log: DailyLog;
  weekNumber: number;
  onClose: () => void;
  /** Called with the saved log after 'Daily log saved successfully!'. */
  onSaved: (log: DailyLog) => void;
}

type TextField = keyof typeof DAILY_TEXT_LIMITS;
const FIELDS: Array<{ name: TextField; label: string; multiline?: boolean }> = [
  { name: 'workout', label: 'Workout' },
  { name: 'duration', label: 'Duration' },
  { name: 'notes', label: 'Notes', multiline: true },
  { name: 'breakfast', label: 'Breakfast' },
  { name: 'lunch', label: 'Lunch' },
  { name: 'dinner', label: 'Dinner' },
  { name: 'snack1', label: 'Snack 1' },
  { name: 'snack2', label: 'Snack 2' },
];
const WATER_LABEL = 'Water Intake (oz)';
const LABELS: Record<string, string> = { ...Object.fromEntries(FIELDS.map((f) => [f.name, f.label])), water_intake_oz: WATER_LABEL };

/**
 * The Edit Daily Log dialog: every field of the day, Close and Save Changes, and a refusal beside Save Changes.
 * Mount it with a key per log.
 */
export default function DailyLogDialog({ log, weekNumber, onClose, onSaved }: Props) {
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
  const [water, setWater] = useState(inputValue(log.water_intake_oz));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const dayName = DAY_NAMES[log.day] ?? log.day;
  const errorRef = useReveal<HTMLParagraphElement>(error);

  async function save(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    const fields = checkFields(dayFields, { ...draft, water_intake_oz: numberOf(water) }, LABELS);
    if (!fields.ok) {
      setError(fields.message);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      onSaved(await weeklyLogs.saveDay(log, fields.value));
    } catch (err) {
      setError('❌ ' + errorMessage(err));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title="Edit Daily Log"
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
            Close
          </button>
          <button type="submit" form={formId} className="btn-primary" disabled={saving}>
            {saving ? 'Saving...' : 'Save Changes'}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={save} className="space-y-3" noValidate>
        <p className="text-sm text-slate-600">
          {dayName}, Week {weekNumber}
        </p>
        {FIELDS.map(({ name, label, multiline }) => {
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
                {label}
              </label>
              {multiline ? <textarea rows={3} {...props} /> : <input type="text" {...props} />}
            </div>
          );
        })}
        <div>
          <label htmlFor={`${formId}-water`} className="field-label">
            {WATER_LABEL}
          </label>
          <input
            id={`${formId}-water`}
            name="water_intake_oz"
            type="number"
            inputMode="decimal"
            min={0}
            max={WATER_MAX_OZ}
            step="any"
            value={water}
            onChange={(e) => setWater(e.target.value)}
            onWheel={(e) => e.currentTarget.blur()}
            className="field-input"
          />
        </div>
      </form>
    </Modal>
  );
}
