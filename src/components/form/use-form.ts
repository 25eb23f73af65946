import { useId, useState, type FormEvent } from 'react';
import type * as z from 'zod/mini';
import { errorMessage } from '../../lib/messages';
import { fieldErrorTexts } from '../../lib/form-messages';

/** A form's values as typed, by field name (text, a choice, a checkbox). */
export type FormValues = Record<string, unknown>;

/** The outcome of checking a form's values: the value to send, or a message per field. */
export type Checked<Out> = { ok: true; value: Out } | { ok: false; errors: Record<string, string> };

/**
 * How a form's values are checked before sending: the contract's zod schema (its messages go under their fields),
 * or a function answering the same shape: for a form whose rows are not flat fields (the goals), or one whose page
 * loads no schema code until the first submit (`checkedLater`).
 */
export type FormCheck<V extends FormValues, Out> =
  | z.ZodMiniType<Out>
  | ((values: V) => Checked<Out> | Promise<Checked<Out>>);

export interface FormOptions<V extends FormValues, Out> {
  check: FormCheck<V, Out>;
  initial: V | (() => V);
  /**
   * Sends the checked value. `action` is the `value` of the submit button pressed ('' for a form's one Save). What it
   * throws is shown under the form; it may also refuse with `form.fail(message)` and return.
   */
  send: (value: Out, action: string) => Promise<void> | void;
  /** What a failure says; `errorMessage` (the spec's catalogue, by the error's code) unless the form words it itself. */
  failure?: (error: unknown) => string;
}

export interface FormState<V extends FormValues> {
  /** The form element's id: buttons outside it (a dialog's footer) submit it through their `form` attribute. */
  id: string;
  values: V;
  set: <K extends keyof V & string>(name: K, value: V[K]) => void;
  /** Each field's problem, in the page's language. */
  errors: Partial<Record<string, string>>;
  /** The form's own problem (the server's refusal), in the page's language. */
  error: string;
  /** The action being sent ('' for the form's one Save); null while nothing is. */
  busy: string | null;
  submit: (event: FormEvent<HTMLFormElement>) => void;
  fail: (message: string) => void;
  /** Back to the initial values, with no errors. */
  reset: () => void;
}

/** The values checked by a contract's schema: each field's first message, in the page's language. */
function checkBySchema<Out>(schema: z.ZodMiniType<Out>, values: FormValues): Checked<Out> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, value: parsed.data };
  // The contract's messages by code; each field shows its first one in the page's language.
  const errors = Object.fromEntries(
    Object.entries(fieldErrorTexts(parsed.error)).map(([field, [first]]) => [field, first ?? '']),
  );
  return { ok: false, errors };
}

const checkWith = <V extends FormValues, Out>(
  check: FormCheck<V, Out>,
  values: V,
): Checked<Out> | Promise<Checked<Out>> => (typeof check === 'function' ? check(values) : checkBySchema(check, values));

/**
 * A check by the contract's schema, loaded with the first submit: pages held to load no schema code with the page
 * (account settings, the staff screen) pass `() => import('…/contracts/x').then((m) => m.schema)`.
 */
export const checkedLater =
  <S extends z.ZodMiniType>(load: () => Promise<S>) =>
  async (values: FormValues): Promise<Checked<z.output<S>>> =>
    checkBySchema(await load(), values) as Checked<z.output<S>>;

/** Which submit button sent the form (its `value`), '' for a button without one or Enter in a field. */
const actionOf = (event: FormEvent<HTMLFormElement>): string => {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  return submitter?.getAttribute('value') ?? '';
};

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
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState<string | null>(null);

  const set = <K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((old) => ({ ...old, [name]: value }));
    // A field's problem goes once the member changes it; the others stay until the next try.
    setErrors((old) => (old[name] ? { ...old, [name]: undefined } : old));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy !== null) return;
    const action = actionOf(event);
    setError('');
    const checking = checkWith(check, values);
    if (!(checking instanceof Promise) && !checking.ok) {
      setErrors(checking.errors);
      return;
    }
    setBusy(action);
    void (async () => {
      try {
        // A schema loaded with the first submit is waited for; a loaded one answers at once.
        const checked = checking instanceof Promise ? await checking : checking;
        if (!checked.ok) {
          setErrors(checked.errors);
          return;
        }
        setErrors({});
        await send(checked.value, action);
      } catch (err) {
        setError(failure(err));
      } finally {
        setBusy(null);
      }
    })();
  };

  const reset = () => {
    setValues(initial);
    setErrors({});
    setError('');
  };

  return { id, values, set, errors, error, busy, submit, fail: setError, reset };
}
