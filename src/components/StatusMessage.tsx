import { useEffect, useRef } from 'react';

/** Room kept around a revealed message: under 768 px the fan toggle covers the window's bottom 72 px. */
export const REVEAL_MARGINS = 'scroll-mb-28 scroll-mt-4 md:scroll-mb-4';

export interface Status {
  kind: 'success' | 'error';
  text: string;
}

interface Props {
  status: Status | null;
  className?: string;
}

/**
 * The result of a control, placed next to it: a success (status) or a failure (alert). The live region is there
 * before any message, so each one is announced; a new message is scrolled into view when the window does not show
 * all of it (clear of the fan toggle under 768 px).
 */
export default function StatusMessage({ status, className = '' }: Props) {
  const ref = useReveal<HTMLParagraphElement>(status);

  return (
    <div aria-live="polite" className={status ? className : ''}>
      {status &&
        (status.kind === 'success' ? (
          <p ref={ref} role="status" className={`alert-success ${REVEAL_MARGINS}`} data-testid="status-message">
            {status.text}
          </p>
        ) : (
          <p ref={ref} role="alert" className={`alert-error whitespace-pre-line ${REVEAL_MARGINS}`} data-testid="status-message">
            {status.text}
          </p>
        ))}
    </div>
  );
}

/**
 * Scrolls the element into view, as little as needed, each time `shown` changes to something truthy (a new
 * message object, or a new error text). For messages outside StatusMessage, such as a form's error list.
 */
export function useReveal<T extends HTMLElement>(shown: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (shown) ref.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [shown]);
  return ref;
}

