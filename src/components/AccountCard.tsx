import type { ReactNode } from 'react';
import { useText } from '../lib/i18n';
import { commonText } from '../lib/i18n/en/common';
import { useHydrated } from './useHydrated';

interface Props {
  title: string;
  /** Shown above the error: a notice, an explanation. */
  notice?: ReactNode;
  /** The failure to show, one message per line; nothing when empty. */
  error?: string;
  children: ReactNode;
}

/** The card of the account forms (sign-in, sign-up, password reset): title, notice, error, then the form. */
export default function AccountCard({ title, notice, error, children }: Props) {
  return (
    <div className="card mx-auto w-full max-w-md">
      <h1 className="page-title">{title}</h1>
      {notice}
      {error && (
        <p role="alert" className="alert-error mb-4 whitespace-pre-line">
          {error}
        </p>
      )}
      {children}
    </div>
  );
}

/**
 * The submit button of an account form: 'Processing' while busy. Until hydrated a click would submit the form
 * natively, so it waits for the island.
 */
export function SubmitButton({ label, busy, disabled = false }: { label: string; busy: boolean; disabled?: boolean }) {
  const t = useText(commonText.busy);
  const hydrated = useHydrated();
  return (
    <button type="submit" className="btn-primary w-full" disabled={!hydrated || busy || disabled}>
      {busy ? t.processing : label}
    </button>
  );
}
