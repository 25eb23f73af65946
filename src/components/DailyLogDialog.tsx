import { useState } from 'react';
import Modal from './Modal';
import DiscardChangesDialog from './DiscardChangesDialog';
import { $saveDay, keptMessage, wasKept } from '../lib/stores/daily-logs';
import { mutation } from '../lib/stores/query';
import { showToast } from '../lib/toast';
import { DAILY_TEXT_LIMITS, dayFields } from '../lib/contracts/weekly-logs';
import { errorMessage } from '../lib/messages';
import { Form, FormActions, FormResult } from './form/Form';
import { Field } from './form/Field';
import { checkFields } from './form/field-checks';
import { useForm } from './form/use-form';
import type { DailyLog } from './weekly-log-model';
import { useLocale, useText } from '../lib/i18n';
import { formatDecimal } from '../lib/i18n/numbers';
import { parseDecimal } from '../lib/i18n/decimal-parse';
import { weeklyLogText } from '../lib/i18n/en/weekly-log';
import { dayDialogText } from '../lib/i18n/en/day-dialog';

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

type DayValues = Record<TextField | 'water_intake_oz', string>;

/**
 * The Edit Daily Log dialog: every field of the day, Close and Save Changes, and a refusal beside Save Changes.
 * Mount it with a key per log.
 */
export default function DailyLogDialog({ log, weekNumber, onClose: close, onSaved }: Props) {
  const t = useText(dayDialogText.dailyLogDialog);
  const labels = useText(weeklyLogText.dayFields);
  const names = useText(weeklyLogText.dayNames);
  const locale = useLocale();
  const { notANumber } = useText(weeklyLogText.numberField);
  const form = useForm({
    initial: (): DayValues => ({
      ...(Object.fromEntries(FIELDS.map(({ name }) => [name, log[name] ?? ''])) as Record<TextField, string>),
      // Water as the member writes it ('1,5' in French and German), read in their locale when saved.
      water_intake_oz: formatDecimal(log.water_intake_oz, locale),
    }),
    check: (values: DayValues) => {
      const water = parseDecimal(values.water_intake_oz, locale);
      return checkFields(
        dayFields,
        { ...values, water_intake_oz: water.ok ? water.value : '' },
        { ...labels, water_intake_oz: labels.water },
        { fields: water.ok ? [] : ['water_intake_oz'], notANumber },
      );
    },
    // The day's card shows the change at once; a refusal puts it back (lib/stores/daily-logs.ts).
    // Without a network the save is kept on the device: the dialog closes and the toast says so instead (here, so
    // the week editor's own code carries none of it).
    send: async (values) => {
      const saved = await mutation($saveDay, { log, values });
      if (!wasKept(saved)) return onSaved(saved);
      close();
      showToast('success', keptMessage());
    },
    failure: (err) => `❌ ${errorMessage(err)}`,
  });
  // Closing with changes asks first (Escape, Close, a click outside, Android's back); without changes it just closes.
  const [asking, setAsking] = useState(false);
  const onClose = () => (form.changed ? setAsking(true) : close());
  const dayName = names[log.day as keyof typeof names] ?? log.day;

  return (
    <Modal
      open
      title={t.title}
      onClose={onClose}
      footer={
        <>
          {/* Beside Save Changes, outside the scrolling fields: in view however far the member has scrolled. */}
          <FormResult status={form.status} className="w-full" />
          <FormActions
            form={form}
            cancelFirst
            className="contents"
            submit={{ label: t.save, busyLabel: t.saving }}
            cancel={{ label: t.close, onCancel: onClose }}
          />
        </>
      }
    >
      <Form form={form} result={false} className="space-y-3">
        <p className="text-sm text-slate-600">{t.dayOfWeek({ day: dayName, n: weekNumber })}</p>
        {FIELDS.map(({ name, multiline }) =>
          multiline ? (
            <Field
              key={name}
              as="textarea"
              rows={3}
              name={name}
              label={labels[name]}
              maxLength={DAILY_TEXT_LIMITS[name]}
              counter={false}
            />
          ) : (
            <Field
              key={name}
              type="text"
              name={name}
              label={labels[name]}
              maxLength={DAILY_TEXT_LIMITS[name]}
              counter={false}
            />
          ),
        )}
        <Field as="decimal" name="water_intake_oz" label={labels.water} />
      </Form>
      <DiscardChangesDialog open={asking} onKeep={() => setAsking(false)} onDiscard={close} />
    </Modal>
  );
}
