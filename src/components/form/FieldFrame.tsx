import {
  createElement,
  useId,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useText } from '../../lib/i18n';
import { commonText } from '../../lib/i18n/en/common';

export interface FrameProps {
  label: ReactNode;
  /** Shown under the label and read with the field. */
  hint?: ReactNode;
  /** The field's problem, shown under it and read with it. */
  error?: string | undefined;
  /** The contract's limit of a text: the field stops there, and a counter shows how much is used. */
  maxLength?: number;
  /** False for a field whose limit needs no counter (a search box). */
  counter?: boolean;
  /** The wrapper's class (its place in the form's grid). */
  className?: string;
  /** The control's class; the house field style when not given. */
  inputClassName?: string;
  /**
   * False when the form's own message names the problem already ('❌ Biceps: …'): the field shows it without reading
   * it out a second time.
   */
  announce?: boolean;
}

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'maxLength'>;

export type Control =
  | ({ as?: 'input' } & InputAttributes)
  /**
   * A number as the member writes it ('12,5' in French and German), read when the form is checked (parseDecimal,
   * lib/i18n/decimal-parse.ts): a text field with the decimal keyboard, so that the browser neither drops nor judges a
   * character (a number input would take the comma away or empty the field), and the wheel cannot step it.
   */
  | ({ as: 'decimal' } & Omit<InputAttributes, 'type' | 'inputMode'>)
  | ({ as: 'textarea' } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange' | 'maxLength'>)
  | ({ as: 'select'; children: ReactNode } & Omit<
      SelectHTMLAttributes<HTMLSelectElement>,
      'id' | 'value' | 'onChange'
    >);

const DECIMAL = { type: 'text', inputMode: 'decimal', autoComplete: 'off', spellCheck: false } as const;

export type FieldFrameProps = FrameProps &
  Control & {
    value: string;
    onValue: (value: string) => void;
  };

/**
 * A labelled field with its hint, its counter and its problem, each tied to it (aria-describedby, aria-invalid).
 * `Field` binds it to a form's value by name; rows a form keeps itself (the goals) use it directly.
 */
export function FieldFrame({
  label,
  hint,
  error,
  maxLength,
  counter = true,
  className,
  inputClassName = 'field-input',
  announce = true,
  value,
  onValue,
  ...control
}: FieldFrameProps) {
  const t = useText(commonText.form);
  const id = useId();
  const counted = maxLength !== undefined && counter;
  // What else describes it (a list's status elsewhere on the page) comes first.
  const described = [
    control['aria-describedby'],
    hint && `${id}-hint`,
    counted && `${id}-count`,
    error && `${id}-error`,
  ]
    .filter(Boolean)
    .join(' ');
  const { as = 'input', ...attributes } = control;
  // One element for every kind: a decimal field is a text input with the decimal keyboard.
  const input = createElement(as === 'decimal' ? 'input' : as, {
    ...attributes,
    ...(as === 'decimal' && DECIMAL),
    id,
    value,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
    className: inputClassName,
    onChange: (e: ChangeEvent<HTMLInputElement>) => onValue(e.target.value),
  });
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {input}
      {counted && (
        <p id={`${id}-count`} className="mt-1 text-right text-sm text-slate-600">
          {t.counter({ n: value.length, max: maxLength })}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role={announce ? 'alert' : undefined} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
