import type { ReactNode } from 'react';
import { useReveal } from '../StatusMessage';
import type { Notice } from './admin-model';

interface Props {
  notice: Notice;
  onClose: () => void;
  closeLabel: string;
  /** Extra buttons before Close (the screen's "Refresh profiles"). */
  children?: ReactNode;
  className?: string;
}

/**
 * What a staff action did (or why it failed), placed next to where it was taken and scrolled into view when the
 * window does not show it: a success is a status (announced politely), a failure an alert.
 */
export default function AdminNotice({ notice, onClose, closeLabel, children, className = '' }: Props) {
  const ref = useReveal<HTMLDivElement>(notice);
  return (
    <div
      ref={ref}
      role={notice.kind === 'error' ? 'alert' : 'status'}
      className={`${notice.kind === 'error' ? 'alert-error' : 'alert-success'} flex scroll-mb-28 scroll-mt-4 flex-wrap items-start justify-between gap-2 md:scroll-mb-4 ${className}`}
      data-testid="admin-notice"
    >
      <p className="min-w-0 whitespace-pre-line break-words">{notice.text}</p>
      <div className="flex gap-2">
        {children}
        <button type="button" className="btn-secondary px-2 py-1" onClick={onClose} aria-label={closeLabel}>
          ✕
        </button>
      </div>
    </div>
  );
}
