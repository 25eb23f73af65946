import { useEffect, useId, useRef, type ReactNode } from 'react';
import { closeOnBack } from '../lib/native/bridge';

interface Props {
  open: boolean;
  title: string;
  /** Called on Escape, on a backdrop click, and by the dialog's own Close/Cancel buttons. */
  onClose: () => void;
  children?: ReactNode;
  /** Buttons under the content. */
  footer?: ReactNode;
  /** False for dialogs that must be answered (terms in accept mode): Escape and the backdrop do nothing. */
  dismissible?: boolean;
  size?: 'md' | 'lg';
}

const FOCUSABLE =
  'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Gives the focus back to a dialog's opener; when the opener can no longer take it (hidden meanwhile: the count of
 * saves waiting goes once nothing waits), to the next control after it, so the keyboard goes on from where the member
 * was rather than from the top of the page.
 */
function focusBack(opener: HTMLElement): void {
  opener.focus();
  if (document.activeElement === opener) return;
  const after = [...document.querySelectorAll<HTMLElement>(FOCUSABLE)].find(
    (el) =>
      opener.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING &&
      !opener.contains(el) &&
      el.getClientRects().length > 0 &&
      !el.closest('dialog'),
  );
  after?.focus();
}

/** How many dialogs are open: the page scrolls again once the last one closes. */
let openCount = 0;
let pageOverflow = '';

/**
 * An accessible dialog: a native `<dialog>` opened with showModal(), so the browser makes the page behind it inert,
 * keeps Tab inside, and sends Escape to the innermost dialog only (a "Discard your changes?" over the form being
 * edited). The first control takes the focus, and focus returns to where it was on close. The open state is the
 * page's: Escape asks `onClose`, which may keep it open. Inside the wrapper, Android's back button asks as Escape
 * does (src/lib/native).
 */
export default function Modal({ open, title, onClose, children, footer, dismissible = true, size = 'md' }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const dismissibleRef = useRef(dismissible);
  dismissibleRef.current = dismissible;
  // A click that began inside the box (a text selection dragged out) is not a click on the backdrop.
  const pressedOnBackdrop = useRef(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const previous = document.activeElement as HTMLElement | null;
    dialog.showModal();
    // Chromium's showModal() may focus the scrolling content box (a scroller is keyboard-focusable there): the first
    // control takes the focus instead, unless the browser already gave it to a control (an autofocus one).
    const active = document.activeElement;
    if (!(active instanceof HTMLElement && dialog.contains(active) && active.matches(FOCUSABLE)))
      dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const ask = () => {
      if (dismissibleRef.current) onCloseRef.current();
    };
    // Escape: the page decides (it may ask before closing, or not let a must-answer dialog go).
    const onCancel = (e: Event) => {
      e.preventDefault();
      ask();
    };
    // The browser closes a dialog itself when Escape is pressed again without the member touching the page in
    // between (its guard against dialogs that never let go): shown again, and asked as Escape asks.
    const onNativeClose = () => {
      dialog.showModal();
      ask();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    // Android's back asks as Escape does; the dialog may stay open (it asked "Discard your changes?" first), so the
    // next back press comes here again until it closes.
    let releaseBack: (() => void) | null = null;
    const onBack = () => {
      releaseBack = closeOnBack(onBack);
      ask();
    };
    if (dismissibleRef.current) releaseBack = closeOnBack(onBack);
    if (openCount === 0) pageOverflow = document.body.style.overflow;
    openCount += 1;
    document.body.style.overflow = 'hidden';
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      if (dialog.open) dialog.close();
      releaseBack?.();
      openCount -= 1;
      if (openCount === 0) document.body.style.overflow = pageOverflow;
      // Not to an element that went with the dialog (a nested dialog's opener, closed together with it).
      if (previous?.isConnected) focusBack(previous);
    };
  }, [open]);

  if (!open) return null;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop's keyboard answer is Escape (the dialog's cancel event)
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      // The dialog box fills the element; a click on the element itself is a click on the backdrop around it.
      onMouseDown={(e) => {
        pressedOnBackdrop.current = e.target === e.currentTarget;
        // A click outside leaves the focus where it was, so it can return there.
        if (pressedOnBackdrop.current) e.preventDefault();
      }}
      onClick={(e) => e.target === e.currentTarget && pressedOnBackdrop.current && dismissible && onClose()}
      className={`m-auto max-h-[90vh] w-[calc(100%-2rem)] flex-col overflow-hidden rounded-lg bg-white p-0 text-inherit shadow-xl backdrop:bg-black/50 open:flex ${size === 'lg' ? 'max-w-2xl' : 'max-w-lg'}`}
    >
      <h2 id={titleId} className="border-b border-slate-200 px-5 py-4 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="overflow-y-auto px-5 py-4">{children}</div>
      {footer && <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-5 py-3">{footer}</div>}
    </dialog>
  );
}
