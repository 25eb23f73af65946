import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/messages';
import type { Status } from '../StatusMessage';
import type { Checked } from './checked';

/** A form's values as typed, by field name (text, a choice, a checkbox, a picked file). */
export type FormValues = Record<string, unknown>;

/**
 * How a form's values are checked before sending: the contract's zod schema (`checkedBy(schema)`, schema-check.ts:
 * its messages go under their fields), the same loaded with the first submit (`checkedLater`, checked-later.ts), or
 * a function of the form's own: for rows that are not flat fields (the goals), or numbers read in the member's locale
 * first.
 */
export type FormCheck<V extends FormValues, Out> = (values: V) => Checked<Out> | Promise<Checked<Out>>;

export interface FormOptions<V extends FormValues, Out> {
  check: FormCheck<V, Out>;
  initial: V | (() => V);
  /**
   * Sends the checked value. `action` is the `value` of the submit button pressed ('' for a form's one Save). What it
   * answers is the success the form shows ('✅ Week 1 saved successfully!'), if any. What it throws is shown as the
   * form's error, and the fields the server refused (`{"age": ["…"]}`) show theirs; it may also refuse with
   * `form.fail(message)` and return.
   */
  send: (value: Out, action: string) => unknown;
  /** What a failure says; `errorMessage` (the spec's catalogue, by the error's code) unless the form words it itself. */
  failure?: (error: unknown) => string;
}

export interface FormState<V extends FormValues> {
  /** The form element's id: buttons outside it (a dialog's footer) submit it through their `form` attribute. */
  id: string;
  values: V;
  set: <K extends keyof V & string>(name: K, value: V[K]) => void;
  /** Changes several values at once, from the current ones (values read elsewhere, converted units). */
  update: (change: (values: V) => V) => void;
  /** Whether a value differs from the form's start: closing asks before the changes are dropped. */
  changed: boolean;
  /** Each field's problem, in the page's language. */
  errors: Partial<Record<string, string>>;
  /** A field's problem found outside the checks (a picked picture the pipeline refused); '' takes it away. */
  refuse: (name: string, message: string) => void;
  /** The form's result: the server's refusal (an error) or what the save answered (a success). */
  status: Status | null;
  /** The form's own problem (the server's refusal), in the page's language; '' when it has none. */
  error: string;
  /** The action being sent ('' for the form's one Save); null while nothing is. */
  busy: string | null;
  submit: (event: FormEvent<HTMLFormElement>) => void;
  /** Shows `message` as the form's error ('' takes the result away). */
  fail: (message: string) => void;
  /** Back to the start with no errors: the initial values, or `to`, which becomes the start (what was saved). */
  reset: (to?: V) => void;
}

/** Which submit button sent the form (its `value`), '' for a button without one or Enter in a field. */
const actionOf = (event: FormEvent<HTMLFormElement>): string => {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  return submitter?.getAttribute('value') ?? '';
};

/** The form's fields the server refused (`{"age": ["…"]}`, in the page's language already): each one's first message. */
export function refusedFields(error: unknown, names: readonly string[]): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const body = error.data;
  if (typeof body !== 'object' || body === null) return {};
  const refused: Record<string, string> = {};
  for (const name of names) {
    const said = (body as Record<string, unknown>)[name];
    const first = Array.isArray(said) ? said[0] : said;
    if (typeof first === 'string' && first) refused[name] = first;
  }
  return refused;
}

/**
 * The state of one form: its values, the contract's checks before sending, the busy action, and the errors of its
 * fields and of the form. The `Form` and `Field` components render it (Form.tsx, Field.tsx).
 */
export function useForm<V extends FormValues, Out>({
  check,
  initial,
  send,
  failure = errorMessage,
}: FormOptions<V, Out>): FormState<V> {
  const id = useId();
  const [start, setStart] = useState<V>(initial);
  // A form the server rendered can be typed in before the page's script starts (a slow phone): hydrating would put
  // the server's text back into its fields, and Save would send it. What the fields hold as the form hydrates is
  // where it starts (the same as `start` but for what was typed; elsewhere no such form is on the page yet).
  const [values, setValues] = useState<V>(() => {
    const fields = (globalThis.document?.getElementById(id) as HTMLFormElement | null)?.elements;
    const typed = { ...start };
    for (const name in start) {
      const value = (fields?.namedItem(name) as HTMLInputElement | null)?.value;
      if (typeof start[name] === 'string' && typeof value === 'string') typed[name] = value as V[typeof name];
    }
    return typed;
  });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [status, setStatus] = useState<Status | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  // Every control is disabled while the form is sent, and a disabled control loses the focus: once sent, it goes back
  // to where the member was (the field Enter was pressed in, the button), unless something else has taken it since.
  const focusedAtSend = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (busy === null && document.activeElement === document.body) focusedAtSend.current?.focus();
  }, [busy]);

  const refuse = (name: string, message: string) => setErrors((old) => ({ ...old, [name]: message || undefined }));
  const set = <K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((old) => ({ ...old, [name]: value }));
    // A field's problem goes once the member changes it; the others stay until the next try.
    setErrors((old) => (old[name] ? { ...old, [name]: undefined } : old));
  };
  const fail = (message: string) => setStatus(message ? { kind: 'error', text: message } : null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy !== null) return;
    const action = actionOf(event);
    setStatus(null);
    const refused = (checked: Checked<Out>) => {
      if (checked.ok) return false;
      setErrors(checked.errors);
      if (checked.message) fail(checked.message);
      return true;
    };
    const checking = check(values);
    if (!(checking instanceof Promise) && refused(checking)) return;
    focusedAtSend.current = document.activeElement as HTMLElement | null;
    setBusy(action);
    void (async () => {
      let result: Status | null = null;
      try {
        // A check loaded with the first submit is waited for; a loaded one answers at once.
        const checked = checking instanceof Promise ? await checking : checking;
        if (refused(checked) || !checked.ok) return;
        setErrors({});
        const done = await send(checked.value, action);
        if (typeof done === 'string' && done) result = { kind: 'success', text: done };
      } catch (err) {
        setErrors(refusedFields(err, Object.keys(values)));
        result = { kind: 'error', text: failure(err) };
      } finally {
        // The result comes in the same render as the buttons' own labels, so it is revealed where it stays.
        setBusy(null);
        if (result) setStatus(result);
      }
    })();
  };

  const reset = (to?: V) => {
    if (to) setStart(to);
    setValues(to ?? start);
    setErrors({});
    setStatus(null);
  };

  const changed = Object.keys(values).some((name) => values[name] !== start[name]);
  const error = status?.kind === 'error' ? status.text : '';
  return {
    id,
    values,
    set,
    update: setValues,
    changed,
    errors,
    refuse,
    status,
    error,
    busy,
    submit,
    fail,
    reset,
  };
}
