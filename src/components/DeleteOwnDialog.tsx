import { useState } from 'react';
import { useStore } from '@nanostores/react';
import ConfirmDialog from './ConfirmDialog';
import { errorMessage } from '../lib/messages';
import { deletionStore, type OwnItem } from '../lib/stores/own-posts';
import { useText } from '../lib/i18n';
import { communityText } from '../lib/i18n/en/community';

/**
 * Asks before the viewer's post or comment is deleted, in the page; the item leaves the list when the server took it
 * away, and the dialog stays open with the reason when it did not.
 */
export default function DeleteOwnDialog({ item, onClose }: { item: OwnItem; onClose: () => void }) {
  const d = useText(communityText.deleteDialog);
  const [$delete] = useState(() => deletionStore(item));
  const { loading, error } = useStore($delete);
  const comment = item.kind === 'comment';
  return (
    <ConfirmDialog
      open
      title={comment ? d.commentTitle : d.postTitle}
      message={comment ? d.commentMessage : d.postMessage}
      cancelLabel={d.cancel}
      confirmLabel={d.confirm}
      busyLabel={d.deleting}
      busy={loading === true}
      error={error ? errorMessage(error) : ''}
      onCancel={onClose}
      onConfirm={() => void $delete.mutate().then((done) => done && onClose())}
    />
  );
}
