import { createContext, useContext, type FormHTMLAttributes, type ReactNode } from 'react';
import StatusMessage from '../StatusMessage';
import type { FormState, FormValues } from './use-form';

const FormContext = createContext<FormState<FormValues> | null>(null);

/** The form a `Field` belongs to. */
export function useFormContext(): FormState<FormValues> {
  const form = useContext(FormContext);
  if (!form) throw new Error('A Field is used outside a Form'); // i18n-lint: not interface text (a developer's mistake)
  return form;
}

/** A submit button: what it says, and while its action is sent. */
export interface SubmitButton {
  label: string;
  busyLabel: string;
  /** Which action it sends, when a form has more than one (accept or reject); the `send` of useForm gets it. */
  value?: string;
  className?: string;
  /** Not yet pressable (a dialog that waits for a choice). */
  disabled?: boolean;
  testId?: string;
}

export interface FormActionsProps {
  /** The form's id and whether it is being sent (and its result, for `resultBeside`). */
  form: Pick<FormState<FormValues>, 'id' | 'busy'> & Partial<Pick<FormState<FormValues>, 'status'>>;
  submit: SubmitButton | SubmitButton[];
  /** Cancel, after the submit buttons; disabled while the form is sent. */
  cancel?: { label: string; onCancel: () => void } | undefined;
  /** Cancel first (a dialog's footer reads Cancel, then the action). */
  cancelFirst?: boolean;
  className?: string;
  /** The form's result beside the buttons, in a box of this class (a long form's Save: the result where the eye is). */
  resultBeside?: string;
}

/**
 * The form's result where it is placed: the server's refusal read out as it appears, a success in a live region that
 * is there before it; each scrolled into view when the window does not show it (StatusMessage).
 */
export const FormResult = StatusMessage;

/**
 * Save (or the form's actions) and Cancel. Inside the form, or anywhere else (a dialog's footer): the buttons name
 * the form they submit. While an action is sent, every button is disabled and the pressed one says so.
 */
export function FormActions({
  form,
  submit,
  cancel,
  cancelFirst = false,
  className = 'flex flex-wrap gap-2',
  resultBeside,
}: FormActionsProps) {
  const busy = form.busy !== null;
  const submits = (Array.isArray(submit) ? submit : [submit]).map((b) => (
    <button
      key={b.value ?? ''}
      type="submit"
      form={form.id}
      value={b.value}
      className={b.className ?? 'btn-primary'}
      disabled={busy || b.disabled}
      aria-busy={form.busy === (b.value ?? '') ? true : undefined}
      data-testid={b.testId}
    >
      {form.busy === (b.value ?? '') ? b.busyLabel : b.label}
    </button>
  ));
  const cancelButton = cancel && (
    <button key="cancel" type="button" className="btn-secondary" onClick={cancel.onCancel} disabled={busy}>
      {cancel.label}
    </button>
  );
  return (
    <div className={className}>
      {cancelFirst ? [cancelButton, ...submits] : [...submits, cancelButton]}
      {resultBeside !== undefined && <FormResult status={form.status ?? null} className={resultBeside} />}
    </div>
  );
}

type FormProps<V extends FormValues> = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'id'> & {
  form: FormState<V>;
  children?: ReactNode;
  /** The form's buttons under its result; left out when they live elsewhere (a dialog's footer, `FormActions`). */
  actions?: Omit<FormActionsProps, 'form'>;
  /**
   * False when the form's result shows elsewhere: beside its buttons (`actions.resultBeside`), or where the page puts
   * a `FormResult` (a dialog's footer, the top of a card).
   */
  result?: boolean;
  testId?: string;
};

/**
 * A form checked by its contract before anything is sent: its fields (`Field`), the form's result (the server's
 * refusal read out when it appears, or the save's success), and its Save and Cancel. Busy while sent (aria-busy).
 */
export function Form<V extends FormValues>({
  form,
  children,
  actions,
  result = actions?.resultBeside === undefined,
  testId,
  ...attributes
}: FormProps<V>) {
  return (
    // Fields set values by name; the names are the schema's, which checks them before anything is sent.
    <FormContext.Provider value={form as unknown as FormState<FormValues>}>
      <form
        {...attributes}
        id={form.id}
        noValidate
        onSubmit={form.submit}
        aria-busy={form.busy !== null}
        data-testid={testId}
      >
        {children}
        {result && <FormResult status={form.status} />}
        {actions && <FormActions form={form} {...actions} />}
      </form>
    </FormContext.Provider>
  );
}
