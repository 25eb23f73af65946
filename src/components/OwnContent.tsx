import { useText } from '../lib/i18n';
import { communityText } from '../lib/i18n/en/community';

interface ActionsProps {
  /** What the buttons act on, for screen readers: "Edit your post", "Delete your comment". */
  editLabel: string;
  deleteLabel: string;
  /** Marks the Edit button, so focus can go back to it when editing ends. */
  editKey: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** Edit and Delete on the member's own post or comment (where others see Report). */
export function OwnActions({ editLabel, deleteLabel, editKey, onEdit, onDelete }: ActionsProps) {
  const t = useText(communityText.postCard);
  const button = 'rounded px-2 py-1 text-sm font-medium hover:underline touch:min-h-11 touch:min-w-11';
  return (
    <div className="ml-auto flex shrink-0 gap-1">
      <button
        type="button"
        className={`${button} text-slate-700 hover:bg-slate-100`}
        aria-label={editLabel}
        data-edit={editKey}
        onClick={onEdit}
      >
        {t.edit}
      </button>
      <button
        type="button"
        className={`${button} text-red-700 hover:bg-red-50`}
        aria-label={deleteLabel}
        onClick={onDelete}
      >
        {t.delete}
      </button>
    </div>
  );
}
