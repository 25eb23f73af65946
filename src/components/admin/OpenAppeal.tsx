import { useText } from '../../lib/i18n';
import { appealsAdminText } from '../../lib/i18n/en/appeals-admin';
import { APPEAL_REPLY_MAX } from '../../lib/contracts/appeal-limits';
import type { AdminAppealJson } from '../../lib/contracts/appeals';
import { $decideAppeal } from '../../lib/stores/appeals';
import { mutation } from '../../lib/stores/query';
import { Form } from '../form/Form';
import { Field } from '../form/Field';
import { checkedLater } from '../form/checked-later';
import { useForm } from '../form/use-form';
import AppealSummary from './AppealSummary';

// The staff screen loads no schema code with the page: the contract's comes with the first decision.
const checkReply = checkedLater(() => import('../../lib/contracts/appeals').then((m) => m.appealDecisionRequest));

/** An open appeal with staff's reply and the two decisions, the reply checked as the API checks it. */
export default function OpenAppeal({
  appeal,
  onDecided,
}: {
  appeal: AdminAppealJson;
  onDecided: (appeal: AdminAppealJson) => void;
}) {
  const t = useText(appealsAdminText.adminAppeals);
  const form = useForm({
    check: checkReply,
    initial: { reply: '' },
    send: async ({ reply }, verdict) =>
      onDecided(
        await mutation($decideAppeal, { id: appeal.id, verdict: verdict === 'accept' ? 'accept' : 'reject', reply }),
      ),
  });
  return (
    <li className="rounded-md border border-amber-200 bg-amber-50 p-3 sm:p-4" data-testid="appeal-card">
      <AppealSummary appeal={appeal} />
      <Form
        form={form}
        className="mt-3 space-y-2"
        actions={{
          submit: [
            { label: t.accept, busyLabel: t.saving, value: 'accept' },
            { label: t.reject, busyLabel: t.saving, value: 'reject', className: 'btn-secondary' },
          ],
        }}
      >
        {/* biome-ignore lint/a11y/noAutofocus: the form opens because staff chose to answer; its button is gone. */}
        <Field
          autoFocus
          name="reply"
          as="textarea"
          rows={3}
          required
          label={t.replyLabel}
          hint={t.acceptHint}
          maxLength={APPEAL_REPLY_MAX}
        />
      </Form>
    </li>
  );
}
