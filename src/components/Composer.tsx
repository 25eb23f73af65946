import { useId, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { MutatorStore } from '@nanostores/query';
import type * as z from 'zod/mini';
import { errorMessage } from '../lib/messages';

/** The contract's field schema, fetched on the first send (through onDemand): the feed loads no zod with the page. */
export type FieldLoader = () => Promise<z.ZodMiniType<string>>;

/**
 * A box that sends what was typed through `$send` (a store's write, which puts the answer where it is shown) once the
 * contract's field schema accepts it (the text is trimmed; blank text is not sent), clears itself when it went
 * through, and says why when it did not (a schema that could not be fetched reads as the network's failure). The
 * write answers a note for the box: that what was sent is kept on the device until the network is back.
 */
export function useComposer(loadField: FieldLoader, $send: MutatorStore<string, string>) {
  const [text, setText] = useState('');
  const [note, setNote] = useState('');
  const [loadError, setLoadError] = useState<unknown>(null);
  const { loading, error } = useStore($send);

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    setLoadError(null);
    setNote('');
    let field: z.ZodMiniType<string>;
    try {
      field = await loadField();
    } catch (err) {
      setLoadError(err);
      return;
    }
    const parsed = field.safeParse(text);
    if (!parsed.success) return;
    const said = await $send.mutate(parsed.data);
    if (said === undefined) return;
    setText('');
    setNote(said);
  }

  const onChange = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setText(e.target.value);
  return {
    text,
    sending: loading === true,
    error: error ? errorMessage(error) : loadError ? errorMessage(loadError) : '',
    note,
    submit,
    field: { value: text, onChange },
  };
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

/** Why the last send failed, when it did; else the last send's note (kept on the device), when it has one. */
export function ComposerError({ message, note }: { message: string; note?: string }) {
  if (message)
    return (
      <p className="alert-error mt-2" role="alert">
        {message}
      </p>
    );
  if (note === undefined) return null;
  // Mounted empty until there is a note: a status region that comes with its text is not always read out.
  return (
    <p className={note ? 'mt-2 text-sm text-slate-700' : undefined} role="status">
      {note}
    </p>
  );
}
