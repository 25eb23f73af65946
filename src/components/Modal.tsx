import { useEffect, useId, useRef, type ReactNode } from 'react';
import { closeOnBack } from '../lib/native/bridge';

interface Props {
  open: boolean;
  title: string;
  /** Called on Escape, on a backdrop click, and by the dialog's own Close/Cancel buttons. */
  onClose: () => void;
  children: ReactNode;
  /** Buttons under the content. */
  footer?: ReactNode;
  /** False for dialogs that must be answered (terms in accept mode): Escape and the backdrop do nothing. */
  dismissible?: boolean;
  size?: 'md' | 'lg';
}

const FOCUSABLE =
  'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The open dialogs, innermost last. A dialog may open over another (a "Discard your changes?" over the dialog being
 * edited): only the innermost answers Escape and keeps Tab, and the page scrolls again once the last one closes.
 */
const openDialogs: object[] = [];
let pageOverflow = '';

/**
 * An accessible dialog: focus moves in and is trapped, Escape closes it (when dismissible), focus returns to
 * where it was on close. Inside the wrapper, Android's back button closes it as Escape does (src/lib/native).
 */
export default function Modal({ open, title, onClose, children, footer, dismissible = true, size = 'md' }: Props) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    const first = dialog?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog)?.focus();
    const self = {};
    openDialogs.push(self);
    const onKey = (e: KeyboardEvent) => {
      if (openDialogs[openDialogs.length - 1] !== self) return;
      if (e.key === 'Escape' && dismissible) {
        e.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (e.key !== 'Tab' || !dialog) return;
      const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.offsetParent !== null);
      if (items.length === 0) {
        e.preventDefault();
        return;
      }
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      if (e.shiftKey && (document.activeElement === firstItem || !dialog.contains(document.activeElement))) {
        e.preventDefault();
        lastItem.focus();
      } else if (!e.shiftKey && document.activeElement === lastItem) {
        e.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKey, true);
    // Android's back asks as Escape does; the dialog may stay open (it asked "Discard your changes?" first), so the
    // next back press comes here again until it closes.
    let releaseBack: (() => void) | null = null;
    const onBack = () => {
      releaseBack = closeOnBack(onBack);
      onCloseRef.current();
    };
    if (dismissible) releaseBack = closeOnBack(onBack);
    if (openDialogs.length === 1) pageOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey, true);
      releaseBack?.();
      openDialogs.splice(openDialogs.indexOf(self), 1);
      if (openDialogs.length === 0) document.body.style.overflow = pageOverflow;
      // Not to an element that went with the dialog (a nested dialog's opener, closed together with it).
      if (previous?.isConnected) previous.focus?.();
    };
  }, [open, dismissible]);

  if (!open) return null;
  return (
    <div className="fixed inset-0 z-[60] flex items-center justify-center p-4">
      <div
        className="absolute inset-0 bg-black/50 transition-opacity duration-150"
        aria-hidden="true"
        // A click outside leaves the focus where it was (not on the page behind), so it can return there.
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => dismissible && onClose()}
      />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`relative flex max-h-[90vh] w-full flex-col rounded-lg bg-white shadow-xl transition duration-300 ${size === 'lg' ? 'max-w-2xl' : 'max-w-lg'}`}
      >
        <h2 id={titleId} className="border-b border-slate-200 px-5 py-4 text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <div className="overflow-y-auto px-5 py-4">{children}</div>
        {footer && <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-5 py-3">{footer}</div>}
      </div>
    </div>
  );
}
