import { useState } from 'react';
import Modal from '../Modal';
import FormDialog from '../FormDialog';
import { Field } from '../form/Field';
import { useForm } from '../form/use-form';
import { checkedBy } from '../form/schema-check';
import {
  HEALTH_ACCESS_REASON_MAX,
  healthAccessRequest,
  type HealthDetailsJson,
} from '../../lib/contracts/health-access';
import { $openHealthDetails } from '../../lib/stores/health-details';
import { mutation } from '../../lib/stores/query';
import { useText } from '../../lib/i18n';
import { healthDetailsText } from '../../lib/i18n/en/health-details';

/** The reason checked as the API checks it (this dialog is loaded when it opens, its schema with it). */
const checkReason = checkedBy(healthAccessRequest);

interface Props {
  memberId: number;
  memberName: string;
  onClose: () => void;
}

/**
 * "Health & emergency details" (issue 28): asks the staff member why they need them (the member reads the reason in
 * their access log and gets a mail), then shows what the member's profile holds. Loaded when it opens: the staff
 * screen loads no schema code with the page.
 */
export default function HealthDetailsDialog({ memberId, memberName, onClose }: Props) {
  const t = useText(healthDetailsText.dialog);
  const [details, setDetails] = useState<HealthDetailsJson | null>(null);
  const form = useForm({
    check: checkReason,
    initial: { reason: '' },
    send: async ({ reason }) => setDetails(await mutation($openHealthDetails, { memberId, reason })),
  });

  if (details) {
    const rows: Array<[string, string | null]> = [
      [t.medicalHistory, details.medical_history],
      [t.emergencyContactName, details.emergency_contact_name],
      [t.emergencyContactPhone, details.emergency_contact],
      [t.address, details.address],
      [t.phone, details.phone_number],
    ];
    return (
      <Modal
        open
        title={t.titleOf({ name: details.full_name })}
        onClose={onClose}
        footer={
          <button type="button" className="btn-secondary" onClick={onClose}>
            {t.close}
          </button>
        }
      >
        <dl className="grid gap-3" data-testid="health-details">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm font-medium text-slate-600">{label}</dt>
              <dd className="whitespace-pre-wrap break-words text-slate-900">{value || t.notGiven}</dd>
            </div>
          ))}
        </dl>
      </Modal>
    );
  }

  return (
    <FormDialog
      form={form}
      title={t.title}
      onClose={onClose}
      cancel={t.cancel}
      submit={{ label: t.open, busyLabel: t.opening, testId: 'open-health-details' }}
    >
      <p className="text-slate-800">{t.intro({ name: memberName })}</p>
      <Field
        name="reason"
        as="textarea"
        rows={3}
        className="mt-4"
        label={t.reason}
        maxLength={HEALTH_ACCESS_REASON_MAX}
      />
    </FormDialog>
  );
}
