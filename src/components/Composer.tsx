import { useId, useState, type ChangeEvent, type SubmitEvent } from 'react';
import type * as z from 'zod/mini';
import { errorMessage } from '../lib/messages';

/**
 * A box that sends what was typed once the contract's field schema accepts it (the text is trimmed; blank text is
 * not sent), clears itself, hands what the server created to `onSent`, and keeps the reason a send failed to show.
 */
export function useComposer<Created>(
  field: z.ZodMiniType<string>,
  send: (content: string) => Promise<Created>,
  onSent: (created: Created) => unknown,
) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    const parsed = field.safeParse(text);
    if (!parsed.success) return;
    setSending(true);
    setError('');
    try {
      const created = await send(parsed.data);
      setText('');
      await onSent(created);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setSending(false);
    }
  }

  const onChange = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setText(e.target.value);
  return { text, sending, error, submit, field: { value: text, onChange } };
}

interface FieldProps {
  /** Read by screen readers only: the placeholder shows what to type. */
  label: string;
  placeholder: string;
  maxLength: number;
  className: string;
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  multiline?: boolean;
  /** A multi-line box's height in lines. */
  rows?: number;
  onFocus?: () => void;
  onBlur?: () => void;
}

/** The labelled text box of a composer: one line, or several. */
export default function ComposerField({ label, multiline = false, rows, ...field }: FieldProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      {multiline ? <textarea id={id} rows={rows} {...field} /> : <input id={id} {...field} />}
    </>
  );
}

/** Why the last send failed, when it did. */
export function ComposerError({ message }: { message: string }) {
  if (!message) return null;
  return (
    <p className="alert-error mt-2" role="alert">
      {message}
    </p>
  );
}
