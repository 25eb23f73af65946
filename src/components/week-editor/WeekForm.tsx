import { useId } from 'react';
import { JOURNAL_MAX_LENGTH, MEASUREMENTS } from '../../lib/contracts/weekly-log-limits';
import { useText } from '../../lib/i18n';
import { weeklyLogText } from '../../lib/i18n/en/weekly-log';
import { useUnits } from '../../lib/units-store';
import { FormActions } from '../form/Form';
import { FieldFrame } from '../form/Field';
import type { Status } from '../StatusMessage';
import type { WeekDrafts } from './week-drafts';

interface Props {
  weekNumber: number;
  drafts: WeekDrafts;
  onDrafts: (change: (drafts: WeekDrafts) => WeekDrafts) => void;
  /** Each field's problem, shown under it; the result beside Save Week names the first. */
  fieldErrors: Partial<Record<string, string>>;
  saving: boolean;
  /** Another action of the week runs (an upload, a picture being processed): Save Week waits. */
  waiting: boolean;
  status: Status | null;
  onSave: () => void;
}

/**
 * The week's measurements, weight and journal, Save Week, and its result beside it: the form primitive's fields and
 * buttons (form/), over the week editor's own state. The primitive's state (useForm) would cost this page more script
 * than its budget leaves (README, performance notes).
 */
export default function WeekForm(props: Props) {
  const { weekNumber, drafts, onDrafts, fieldErrors, saving, waiting, status } = props;
  const t = useText(weeklyLogText.weekEditor);
  const measureNames = useText(weeklyLogText.measures);
  const metric = useUnits() === 'metric';
  const id = useId();
  const field = (name: keyof WeekDrafts) => ({
    name,
    value: drafts[name],
    onValue: (text: string) => onDrafts((d) => ({ ...d, [name]: text })),
    error: fieldErrors[name],
    // The result beside Save Week names the problem: the field shows it without reading it out again.
    announce: false,
  });

  return (
    <form
      id={id}
      className="card space-y-4"
      aria-label={t.form({ n: weekNumber })}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        props.onSave();
      }}
    >
      <fieldset>
        <legend className="mb-1 text-lg font-semibold text-slate-900">
          {metric ? t.measurementsMetric : t.measurements}
        </legend>
        <p id={`${id}-hint`} className="mb-3 text-sm text-slate-600">
          {t.hint}
        </p>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {MEASUREMENTS.map((name) => (
            <FieldFrame
              key={name}
              as="decimal"
              aria-describedby={`${id}-hint`}
              label={
                metric
                  ? t.measureLabelMetric({ name: measureNames[name] })
                  : t.measureLabel({ name: measureNames[name] })
              }
              {...field(name)}
            />
          ))}
        </div>
      </fieldset>
      <FieldFrame
        as="decimal"
        className="max-w-48"
        label={metric ? t.weightLabelMetric : t.weightLabel}
        {...field('weight')}
      />
      <FieldFrame
        as="textarea"
        rows={5}
        maxLength={JOURNAL_MAX_LENGTH}
        counter={false}
        label={t.journal}
        {...field('journal')}
      />
      <FormActions
        form={{ id, busy: saving ? '' : null, status }}
        submit={{ label: t.save, busyLabel: t.saving, disabled: waiting }}
        className="flex flex-wrap items-center gap-3"
        resultBeside="min-w-0 grow basis-64"
      />
    </form>
  );
}
