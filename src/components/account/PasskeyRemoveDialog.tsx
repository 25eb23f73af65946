import { useState } from 'react';
import ConfirmDialog from '../ConfirmDialog';
import { $removePasskey } from '../../lib/stores/passkeys';
import { mutation } from '../../lib/stores/query';
import type { PasskeyJson } from '../../lib/contracts/passkeys';
import { useText } from '../../lib/i18n';
import { passkeyDialogsText } from '../../lib/i18n/en/passkey-dialogs';

interface Props {
  passkey: PasskeyJson;
  /** The passkey is gone (the list already says so). */
  onRemoved: () => void;
  onClose: () => void;
}

/** "Remove this passkey?": the member confirms; a failure stays in the dialog, which they may try again from. */
export default function PasskeyRemoveDialog({ passkey, onRemoved, onClose }: Props) {
  const t = useText(passkeyDialogsText.removeDialog);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function remove() {
    setBusy(true);
    setError('');
    try {
      await mutation($removePasskey, passkey);
      onRemoved();
    } catch (err) {
      console.error('Removing a passkey failed', err);
      setError(t.removeFailed);
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      open
      title={t.removeTitle}
      message={t.removeMessage({ name: passkey.name })}
      cancelLabel={t.cancel}
      confirmLabel={t.confirm}
      busyLabel={t.removing}
      busy={busy}
      error={error}
      onCancel={onClose}
      onConfirm={() => void remove()}
    />
  );
}
