import Modal from './Modal';
import { useText } from '../lib/i18n';
import { discardChangesText } from '../lib/i18n/en/discard-changes';

interface Props {
  open: boolean;
  /** Keep editing, Escape, a click outside or Android's back: back to the form, its values untouched. */
  onKeep: () => void;
  /** Discard: the form closes and its changes are dropped. */
  onDiscard: () => void;
}

/**
 * "Discard your changes?" over a form being closed with changes in it (in the page, not the browser's confirm()).
 * Keep editing comes first and takes the focus: Enter or Escape never loses anything.
 */
export default function DiscardChangesDialog({ open, onKeep, onDiscard }: Props) {
  const t = useText(discardChangesText.discardChanges);
  return (
    <Modal
      open={open}
      title={t.title}
      onClose={onKeep}
      footer={
        <>
          <button type="button" className="btn-secondary" onClick={onKeep}>
            {t.keep}
          </button>
          <button type="button" className="btn-danger" onClick={onDiscard}>
            {t.discard}
          </button>
        </>
      }
    >
      <p className="text-slate-800">{t.message}</p>
    </Modal>
  );
}
