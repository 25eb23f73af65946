import { useId } from 'react';
import { JOURNAL_MAX_LENGTH, MEASUREMENTS } from '../../lib/contracts/weekly-log-limits';
import { useText } from '../../lib/i18n';
import { weeklyLogText } from '../../lib/i18n/en/weekly-log';
import { weekEditorText } from '../../lib/i18n/en/week-editor';
import { useUnits } from '../../lib/units-store';
import { Form } from '../form/Form';
import { Field } from '../form/Field';
import type { FormState } from '../form/use-form';
import type { WeekDrafts } from './week-drafts';

interface Props {
  weekNumber: number;
  form: FormState<WeekDrafts>;
  /** Another action of the week runs (an upload, a picture being processed): Save Week waits. */
  waiting: boolean;
}

/** The week's measurements, weight and journal, Save Week, and its result beside it. */
export default function WeekForm({ weekNumber, form, waiting }: Props) {
  const t = useText(weekEditorText.weekEditor);
  const measureNames = useText(weeklyLogText.measures);
  const metric = useUnits() === 'metric';
  const hintId = `${useId()}-hint`;

  return (
    <Form
      form={form}
      className="card space-y-4"
      aria-label={t.form({ n: weekNumber })}
      actions={{
        submit: { label: t.save, busyLabel: t.saving, disabled: waiting },
        className: 'flex flex-wrap items-center gap-3',
        resultBeside: 'min-w-0 grow basis-64',
      }}
    >
      <fieldset>
        <legend className="mb-1 text-lg font-semibold text-slate-900">
          {metric ? t.measurementsMetric : t.measurements}
        </legend>
        <p id={hintId} className="mb-3 text-sm text-slate-600">
          {t.hint}
        </p>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {MEASUREMENTS.map((name) => (
            <Field
              key={name}
              as="decimal"
              name={name}
              aria-describedby={hintId}
              label={
                metric
                  ? t.measureLabelMetric({ name: measureNames[name] })
                  : t.measureLabel({ name: measureNames[name] })
              }
            />
          ))}
        </div>
      </fieldset>
      <Field as="decimal" name="weight" className="max-w-48" label={metric ? t.weightLabelMetric : t.weightLabel} />
      <Field as="textarea" name="journal" rows={5} maxLength={JOURNAL_MAX_LENGTH} counter={false} label={t.journal} />
    </Form>
  );
}
