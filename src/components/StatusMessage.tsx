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
 * The result of a control, placed next to it. A success goes into a status region that is on the page before any
 * message (so screen readers announce it when it arrives); a failure is an alert, announced as it appears. A new
 * message is scrolled into view when the window does not show all of it (clear of the fan toggle under 768 px).
 */
export default function StatusMessage({ status, className = '' }: Props) {
  const ref = useReveal<HTMLParagraphElement>(status);

  return (
    <div className={status ? className : ''}>
      <div role="status" aria-atomic="true">
        {status?.kind === 'success' && (
          <p ref={ref} className={`alert-success ${REVEAL_MARGINS}`} data-testid="status-message">
            {status.text}
          </p>
        )}
      </div>
      {status?.kind === 'error' && (
        <p
          ref={ref}
          role="alert"
          className={`alert-error whitespace-pre-line ${REVEAL_MARGINS}`}
          data-testid="status-message"
        >
          {status.text}
        </p>
      )}
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
