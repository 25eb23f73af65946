import { useEffect, useId, useRef, useState, type KeyboardEvent, type SubmitEvent } from 'react';
import type * as z from 'zod/mini';
import { ComposerError } from './Composer';
import { useText } from '../lib/i18n';
import { errorMessage } from '../lib/messages';
import { issueText } from '../lib/form-messages';
import { communityText } from '../lib/i18n/en/community';

interface EditProps<Saved> {
  initial: string;
  maxLength: number;
  /** The contract's field schema: the same rules as when the text was first sent. */
  field: z.ZodMiniType<string>;
  rows: number;
  save: (content: string) => Promise<Saved>;
  onSaved: (saved: Saved) => void;
  onCancel: () => void;
}

/** The text of a post or comment made editable in place: Save sends it, Cancel or Escape leaves it as it was. */
export default function EditInPlace<Saved>({ initial, maxLength, field, rows, save, onSaved, onCancel }: EditProps<Saved>) {
  const t = useText(communityText.postCard);
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');

  // Editing starts with the caret after the text.
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    el.focus();
    el.setSelectionRange(el.value.length, el.value.length);
  }, []);

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    const parsed = field.safeParse(text);
    if (!parsed.success) {
      setError(issueText(parsed.error.issues[0]!));
      return;
    }
    setSaving(true);
    setError('');
    try {
      onSaved(await save(parsed.data));
    } catch (err) {
      setError(errorMessage(err));
      setSaving(false);
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLFormElement>) {
    if (e.key === 'Escape' && !saving) {
      e.stopPropagation();
      onCancel();
    }
  }

  return (
    <form className="mt-2" onSubmit={(e) => void submit(e)} onKeyDown={onKeyDown} data-testid="edit-form">
      <label htmlFor={id} className="sr-only">
        {t.editText}
      </label>
      <textarea
        id={id}
        ref={box}
        className="field-input"
        rows={rows}
        maxLength={maxLength}
        value={text}
        onChange={(e) => setText(e.target.value)}
        disabled={saving}
      />
      <div className="mt-2 flex justify-end gap-2">
        <button type="button" className="btn-secondary" onClick={onCancel} disabled={saving}>
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
