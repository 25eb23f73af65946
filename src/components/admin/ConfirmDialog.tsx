import { useState } from 'react';
import Modal from '../Modal';
import { MODERATION_REASON_MAX, moderationReason } from '../../lib/contracts/admin';
import { actionCopy, dangerText, type PendingAction } from './admin-actions';
import { useLocale, useText } from '../../lib/i18n';
import { issueText } from '../../lib/form-messages';
import { adminText } from '../../lib/i18n/en/admin';
import { Form, FormActions } from '../form/Form';
import { Field } from '../form/Field';
import type { Checked } from '../form/checked';
import { useForm } from '../form/use-form';
import ReportContent from './ReportContent';

interface Props {
  action: PendingAction | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/** The confirmation before every admin action: title, message, reason, Cancel and the action button. */
export default function ConfirmDialog({ action, ...props }: Props) {
  // Each action opens the dialog afresh, its reason the action's default.
  const [opened, setOpened] = useState({ action, count: 0 });
  if (opened.action !== action) setOpened({ action, count: opened.count + 1 });
  return action && <ActionDialog key={opened.count} action={action} {...props} />;
}

function ActionDialog({ action, busy, onCancel, onConfirm }: Props & { action: PendingAction }) {
  const t = useText(adminText.confirm);
  const locale = useLocale();
  const copy = actionCopy(action, locale);
  const check = ({ reason }: { reason: string }): Checked<string> => {
    if (!copy.reasonRequired) return { ok: true, value: reason.trim() };
    // The API's own check, with its message, before anything is sent.
    const checked = moderationReason.safeParse(reason);
    return checked.success
      ? { ok: true, value: reason.trim() }
      : { ok: false, errors: { reason: issueText(checked.error.issues[0]!) } };
  };
  const form = useForm({ check, initial: { reason: copy.defaultReason ?? '' }, send: onConfirm });
  const about = action.kind === 'remove' ? action.report : action.about;

  return (
    <Modal
      open
      title={copy.title}
      onClose={() => !busy && onCancel()}
      dismissible={!busy}
      footer={
        <FormActions
          // The page runs the action and says while it does.
          form={{ id: form.id, busy: busy ? '' : null }}
          className="contents"
          cancelFirst
          cancel={{ label: t.cancel, onCancel }}
          submit={{
            label: copy.button,
            busyLabel: t.processing,
            className: copy.danger ? 'btn-danger' : 'btn-primary',
            testId: 'confirm-action',
          }}
        />
      }
    >
      <Form form={form}>
        <p className="text-slate-800">{copy.message}</p>
        {/* The reported item a removal deletes, or a sanction answers. */}
        {about && <ReportContent type={about.content_type} content={about.content} short />}
        {copy.danger && (
          <p
            className="mt-3 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm font-semibold text-red-800"
            data-testid="danger-warning"
          >
            {dangerText()}
          </p>
        )}
        <Field
          name="reason"
          as="textarea"
          rows={3}
          className="mt-4"
          label={copy.reasonRequired ? t.reason : t.reasonOptional}
          maxLength={MODERATION_REASON_MAX}
          disabled={busy}
        />
      </Form>
    </Modal>
  );
}
