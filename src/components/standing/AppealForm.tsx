import { useText } from '../../lib/i18n';
import { standingAppealFormText } from '../../lib/i18n/en/appeal-form';
import { APPEAL_TEXT_MAX } from '../../lib/contracts/appeal-limits';
import type { AppealJson } from '../../lib/contracts/appeals';
import { $fileAppeal } from '../../lib/stores/appeals';
import { mutation } from '../../lib/stores/query';
import { Form } from '../form/Form';
import { Field } from '../form/Field';
import { checkedLater } from '../form/checked-later';
import { useForm } from '../form/use-form';

interface Props {
  sanctionId: number;
  /** The standing token on the standing page; null with the member's session (account settings). */
  token: string | null;
  /** The appeal as the server filed it; a refusal is shown in the form, and the text stays. */
  onFiled: (appeal: AppealJson) => void;
  onCancel: () => void;
}

// Account settings loads no schema code with the page: the contract's comes with the first Send.
const checkAppeal = checkedLater(() => import('../../lib/contracts/appeals').then((m) => m.appealRequest));

/** The appeal of one sanction: the member's words (required, at most 2,000 characters), checked as the API checks them. */
export default function AppealForm({ sanctionId, token, onFiled, onCancel }: Props) {
  const t = useText(standingAppealFormText.appealForm);
  const form = useForm({
    check: checkAppeal,
    initial: { sanction_id: sanctionId, text: '' },
    send: async (appeal) =>
      onFiled(await mutation($fileAppeal, { sanctionId: appeal.sanction_id, text: appeal.text, token })),
  });
  return (
    <Form
      form={form}
      className="mt-3 space-y-2"
      testId="appeal-form"
      actions={{ submit: { label: t.submit, busyLabel: t.sending }, cancel: { label: t.cancel, onCancel } }}
    >
      <Field name="text" as="textarea" rows={5} required label={t.label} hint={t.hint} maxLength={APPEAL_TEXT_MAX} />
    </Form>
  );
}
