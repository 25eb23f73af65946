import FormDialog from '../FormDialog';
import { Field } from '../form/Field';
import { checkedLater } from '../form/checked-later';
import { useForm } from '../form/use-form';
import { PASSKEY_NAME_MAX } from '../../lib/contracts/privacy-limits';
import { errorMessage } from '../../lib/messages';
import { useText } from '../../lib/i18n';
import { passkeyDialogsText } from '../../lib/i18n/en/passkey-dialogs';
import { deviceName } from '../../lib/device-name';

/** What the dialog is for: naming a new passkey (then the ceremony), or renaming one. */
export type NameDialogMode = 'add' | 'rename';

interface Props {
  mode: NameDialogMode;
  /** The name the field starts with: the current one for a rename; a new passkey's is the device's. */
  initialName?: string;
  /** Sends the checked name; closes the dialog itself once done. */
  onSave: (name: string) => Promise<void>;
  onClose: () => void;
}

// The account settings page loads no schema code until the first submit (its script budget).
const checkName = checkedLater(() => import('../../lib/contracts/passkeys').then((m) => m.passkeyNameSchema));

/** The WebAuthn ceremony's refusals the member caused (cancelled, this device already has one): said plainly. */
function ceremonyFailure(err: unknown, t: { cancelled: string; alreadyRegistered: string }): string | null {
  const { name, code } = (err ?? {}) as { name?: string; code?: string };
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') return t.alreadyRegistered;
  if (name === 'NotAllowedError' || name === 'AbortError') return t.cancelled;
  return null;
}

/**
 * The passkey's name, asked before the device's prompt (a new one) or to rename one; a failure stays in the dialog,
 * in the member's words for a ceremony they cancelled.
 */
export default function PasskeyNameDialog({ mode, initialName, onSave, onClose }: Props) {
  const t = useText(passkeyDialogsText.nameDialog);
  const form = useForm({
    check: checkName,
    initial: { name: initialName ?? deviceName(navigator.userAgent) },
    send: async ({ name }) => onSave(name),
    failure: (err) => ceremonyFailure(err, t) ?? errorMessage(err),
  });
  const adding = mode === 'add';
  return (
    <FormDialog
      form={form}
      title={adding ? t.addTitle : t.renameTitle}
      onClose={onClose}
      cancel={t.cancel}
      submit={{
        label: adding ? t.continue : t.save,
        busyLabel: adding ? t.waiting : t.saving,
        testId: 'passkey-name-submit',
      }}
      className="space-y-4"
    >
      <Field name="name" label={t.name} hint={t.nameHint} maxLength={PASSKEY_NAME_MAX} required autoComplete="off" />
      {adding && <p className="text-sm text-slate-600">{t.addHint}</p>}
    </FormDialog>
  );
}
