import { useId, useState } from 'react';
import { useText } from '../../lib/i18n';
import { standingText } from '../../lib/i18n/en/standing';
import { errorMessage } from '../../lib/messages';
import { APPEAL_TEXT_MAX } from '../../lib/contracts/appeal-limits';

interface Props {
  /** Sends the appeal; a refusal is shown in the form, and the text stays. */
  onSubmit: (text: string) => Promise<void>;
  onCancel: () => void;
}

/** The appeal of one sanction: the member's words (required, at most 2,000 characters), checked as the API checks them. */
export default function AppealForm({ onSubmit, onCancel }: Props) {
  const t = useText(standingText.appealForm);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return setError(t.required);
    if (trimmed.length > APPEAL_TEXT_MAX) return setError(t.tooLong({ max: APPEAL_TEXT_MAX }));
    setBusy(true);
    setError('');
    try {
      await onSubmit(trimmed);
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
    }
  };

  return (
    <form className="mt-3 space-y-2" onSubmit={submit} noValidate data-testid="appeal-form">
      <label htmlFor={id} className="field-label">
        {t.label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {t.hint}
      </p>
      <textarea
        id={id}
        className="field-input"
        rows={5}
        required
        maxLength={APPEAL_TEXT_MAX}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint ${id}-count${error ? ` ${id}-error` : ''}`}
        disabled={busy}
      />
      <p id={`${id}-count`} className="text-right text-sm text-slate-600">
        {t.counter({ n: text.length, max: APPEAL_TEXT_MAX })}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? t.sending : t.submit}
        </button>
        <button type="button" className="btn-secondary" onClick={onCancel} disabled={busy}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
