import { useId, type InputHTMLAttributes } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & { label: string };

/** A labelled, required text input of the account forms (sign-up, sign-in, password reset). */
export default function TextField({ label, ...input }: Props) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input id={id} required className="field-input" {...input} />
    </div>
  );
}
