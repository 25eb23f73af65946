import { useFormContext } from './Form';
import { FieldFrame, type Control, type FrameProps } from './FieldFrame';

// The frame alone is its own module: a page whose only field is outside any form (the staff screen's search) loads
// no form code with it.
export { FieldFrame, type FieldFrameProps } from './FieldFrame';

export type FieldProps = FrameProps & Control & { name: string };

/**
 * A field of the enclosing `Form`, by name: its value, its problem (read out unless the form's message names it),
 * disabled while the form is sent.
 */
export function Field({ name, ...props }: FieldProps) {
  const form = useFormContext();
  const value = form.values[name];
  return (
    <FieldFrame
      {...(props as FrameProps & Control)}
      name={name}
      value={typeof value === 'string' ? value : ''}
      onValue={(next) => form.set(name, next)}
      error={form.errors[name] ?? props.error}
      announce={!form.error}
      disabled={form.busy !== null || props.disabled}
    />
  );
}
