import { Form } from '../form/Form';
import { Field } from '../form/Field';
import { useForm } from '../form/use-form';
import { checkedBy } from '../form/schema-check';
import { $disableTotp } from '../../lib/stores/two-factor-changes';
import { mutation } from '../../lib/stores/query';
import { ONE_TIME_CODE_MAX, totpDisableSchema } from '../../lib/contracts/two-factor';
import { useText } from '../../lib/i18n';
import { twoStepSetupText } from '../../lib/i18n/en/two-step-setup';

const checkDisable = checkedBy(totpDisableSchema);

interface Props {
  /** Back to the card's status; `off` once it was turned off. */
  onDone: (off: boolean) => void;
}

/** Turning two-step sign-in off: the current password and a code from the app (or a recovery code). */
export default function TwoStepDisable({ onDone }: Props) {
  const t = useText(twoStepSetupText.disable);
  const form = useForm({
    check: checkDisable,
    initial: { password: '', code: '' },
    send: async (body) => {
      await mutation($disableTotp, body);
      onDone(true);
    },
  });
  return (
    <Form
      form={form}
      className="mt-4 space-y-3"
      testId="two-step-disable"
      actions={{
        submit: { label: t.submit, busyLabel: t.busy, className: 'btn-danger' },
        cancel: { label: t.cancel, onCancel: () => onDone(false) },
      }}
    >
      <p className="text-slate-800">{t.intro}</p>
      <Field name="password" type="password" autoComplete="current-password" label={t.password} />
      <Field name="code" autoComplete="one-time-code" label={t.code} maxLength={ONE_TIME_CODE_MAX} counter={false} />
    </Form>
  );
}
