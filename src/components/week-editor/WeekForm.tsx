import { useId } from 'react';
import { JOURNAL_MAX_LENGTH, MEASUREMENTS } from '../../lib/contracts/weekly-log-limits';
import { useText } from '../../lib/i18n';
import { weeklyLogText } from '../../lib/i18n/en/weekly-log';
import { useUnits } from '../../lib/units-store';
import DecimalInput from '../DecimalInput';
import StatusMessage, { type Status } from '../StatusMessage';
import type { NumberField, WeekDrafts } from './week-drafts';

interface Props {
  weekNumber: number;
  drafts: WeekDrafts;
  onDrafts: (change: (drafts: WeekDrafts) => WeekDrafts) => void;
  /** Each number field's problem, shown under it. */
  fieldErrors: Partial<Record<NumberField, string>>;
  saving: boolean;
  /** Another action of the week runs (an upload, a picture being processed): Save Week waits. */
  busy: boolean;
  status: Status | null;
  onSave: () => void;
}

/** The week's measurements, weight and journal, Save Week, and its result beside it. */
export default function WeekForm({ weekNumber, drafts, onDrafts, fieldErrors, saving, busy, status, onSave }: Props) {
  const t = useText(weeklyLogText.weekEditor);
  const measureNames = useText(weeklyLogText.measures);
  const units = useUnits();
  const ids = useId();
  const hintId = `${ids}-hint`;
  const setNumber = (name: NumberField) => (text: string) =>
    onDrafts((d) => ({ ...d, numbers: { ...d.numbers, [name]: text } }));

  return (
    <form
      className="card space-y-4"
      aria-label={t.form({ n: weekNumber })}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <fieldset>
        <legend className="mb-1 text-lg font-semibold text-slate-900">
          {units === 'metric' ? t.measurementsMetric : t.measurements}
        </legend>
        <p id={hintId} className="mb-3 text-sm text-slate-600">
          {t.hint}
        </p>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {MEASUREMENTS.map((name) => (
            <div key={name}>
              <label htmlFor={`${ids}-${name}`} className="field-label">
                {units === 'metric'
                  ? t.measureLabelMetric({ name: measureNames[name] })
                  : t.measureLabel({ name: measureNames[name] })}
              </label>
              <DecimalInput
                id={`${ids}-${name}`}
                name={name}
                aria-describedby={hintId}
                value={drafts.numbers[name]}
                onValueChange={setNumber(name)}
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
          value={drafts.numbers.weight}
          onValueChange={setNumber('weight')}
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
          value={drafts.journal}
          onChange={(e) => {
            const journal = e.target.value;
            onDrafts((d) => ({ ...d, journal }));
          }}
          className="field-input"
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary" disabled={saving || busy}>
          {saving ? t.saving : t.save}
        </button>
        <StatusMessage status={status} className="min-w-0 grow basis-64" />
      </div>
    </form>
  );
}
