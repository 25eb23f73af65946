import Modal from './Modal';

interface Props {
  open: boolean;
  title: string;
  message: string;
  cancelLabel: string;
  confirmLabel: string;
  /** The confirm button's text while the action runs. */
  busyLabel: string;
  busy: boolean;
  /** Why the last try failed, shown in the dialog (which stays open). */
  error?: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * An in-page confirmation of a destructive step (instead of the browser's confirm()), in the native dialog of Modal:
 * Escape and Cancel close it, the danger button runs the action. While it runs, nothing closes it.
 */
export default function ConfirmDialog({
  open,
  title,
  message,
  cancelLabel,
  confirmLabel,
  busyLabel,
  busy,
  error,
  onCancel,
  onConfirm,
}: Props) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={() => !busy && onCancel()}
      dismissible={!busy}
      footer={
        <>
          <button type="button" className="btn-secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </button>
          <button type="button" className="btn-danger" onClick={onConfirm} disabled={busy} aria-busy={busy}>
            {busy ? busyLabel : confirmLabel}
          </button>
        </>
      }
    >
      <p className="text-slate-800">{message}</p>
      {error && (
        <p className="alert-error mt-3" role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}
