import { useId, useState, type KeyboardEvent, type SubmitEvent } from 'react';
import { useStore } from '@nanostores/react';
import { ComposerError } from './Composer';
import { useText } from '../lib/i18n';
import { errorMessage } from '../lib/messages';
import { issueText } from '../lib/form-messages';
import { communityText } from '../lib/i18n/en/community';
import { COMMENT_MAX, POST_MAX, commentEditSchema, postEditSchema } from '../lib/contracts/community';
import { editStore, type OwnItem } from '../lib/stores/own-posts';

interface EditProps {
  /** The viewer's post or comment being edited. */
  item: OwnItem;
  initial: string;
  /** Editing ended: saved, or cancelled (Cancel or Escape). */
  onDone: () => void;
}

/** A post's and a comment's box: the contract's rules (the same as when the text was first sent), and its height. */
const BOX = {
  post: { maxLength: POST_MAX, field: postEditSchema.shape.content, rows: 4 },
  comment: { maxLength: COMMENT_MAX, field: commentEditSchema.shape.content, rows: 2 },
};

/** Editing starts in the box with the caret after the text. */
function caretAtEnd(el: HTMLTextAreaElement | null) {
  if (!el || el === document.activeElement) return;
  el.focus();
  el.setSelectionRange(el.value.length, el.value.length);
}

/** The text of a post or comment made editable in place: Save sends it, Cancel or Escape leaves it as it was. */
export default function EditInPlace({ item, initial, onDone }: EditProps) {
  const { maxLength, field, rows } = BOX[item.kind];
  const t = useText(communityText.postCard);
  const id = useId();
  const [$save] = useState(() => editStore(item));
  const { loading, error: saveError } = useStore($save);
  const saving = loading === true;
  const [text, setText] = useState(initial);
  const [checkError, setCheckError] = useState('');
  const error = checkError || (saveError ? errorMessage(saveError) : '');

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    const parsed = field.safeParse(text);
    setCheckError(parsed.success ? '' : issueText(parsed.error.issues[0]!));
    if (parsed.success && (await $save.mutate(parsed.data)) !== undefined) onDone();
  }

  function onKeyDown(e: KeyboardEvent<HTMLFormElement>) {
    if (e.key === 'Escape' && !saving) {
      e.stopPropagation();
      onDone();
    }
  }

  return (
    <form className="mt-2" onSubmit={(e) => void submit(e)} onKeyDown={onKeyDown} data-testid="edit-form">
      <label htmlFor={id} className="sr-only">
        {t.editText}
      </label>
      <textarea
        id={id}
        ref={caretAtEnd}
        className="field-input"
        rows={rows}
        maxLength={maxLength}
        value={text}
        onChange={(e) => setText(e.target.value)}
        disabled={saving}
      />
      <div className="mt-2 flex justify-end gap-2">
        <button type="button" className="btn-secondary" onClick={onDone} disabled={saving}>
          {t.cancel}
        </button>
        <button type="submit" className="btn-primary" disabled={saving || text.trim() === ''}>
          {saving ? t.saving : t.save}
        </button>
      </div>
      <ComposerError message={error} />
    </form>
  );
}
