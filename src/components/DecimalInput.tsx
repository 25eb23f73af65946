import type { InputHTMLAttributes } from 'react';

interface Props
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'value' | 'onChange' | 'id'> {
  id: string;
  /** The text as the member typed it, in their locale ('12,5'); read with parseDecimal (src/lib/i18n/numbers.ts). */
  value: string;
  onValueChange: (text: string) => void;
  /** What is wrong with the field, in the member's language: shown under it and tied to it (aria-describedby). */
  error?: string | null;
}

/**
 * A decimal field that takes the number as the member writes it: a text field with the decimal keyboard, so that
 * the browser neither drops nor judges a character ('12,5' stays '12,5' until the form reads it in the member's
 * locale; a number input would take the comma away or empty the field). The wheel cannot step a text field.
 */
export default function DecimalInput({ id, value, onValueChange, error, className = 'field-input', ...rest }: Props) {
  const errorId = `${id}-error`;
  const describedBy = [rest['aria-describedby'], error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <input
        {...rest}
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={className}
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </>
  );
}
