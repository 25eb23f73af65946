import type { ReactNode } from 'react';
import Modal from './Modal';
import { Form, FormActions, type SubmitButton } from './form/Form';
import type { FormState, FormValues } from './form/use-form';

interface Props<V extends FormValues> {
  form: FormState<V>;
  title: string;
  /** Escape, a click outside, Android's back and Cancel. */
  onClose: () => void;
  /** Cancel's label. */
  cancel: string;
  submit: SubmitButton;
  /** False: the dialog stays while the form is sent (Escape, the backdrop and back do nothing then). */
  closesWhileSent?: boolean;
  /** The form's own class (its fields' spacing). */
  className?: string;
  children: ReactNode;
}

/**
 * A dialog that is one form: its fields in the body, Cancel then the action in the footer (the buttons name the form
 * they submit), the form's result under its fields.
 */
export default function FormDialog<V extends FormValues>({
  form,
  title,
  onClose,
  cancel,
  submit,
  closesWhileSent = false,
  className,
  children,
}: Props<V>) {
  const closable = closesWhileSent || form.busy === null;
  return (
    <Modal
      open
      title={title}
      onClose={() => closable && onClose()}
      dismissible={closable}
      footer={
        <FormActions
          form={form}
          className="contents"
          cancelFirst
          cancel={{ label: cancel, onCancel: onClose }}
          submit={submit}
        />
      }
    >
      <Form form={form} className={className}>
        {children}
      </Form>
    </Modal>
  );
}
