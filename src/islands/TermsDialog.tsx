import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import Modal from '../components/Modal';
import { $acceptTerms, $terms, $termsWanted } from '../lib/stores/terms';
import { formatCalendarDay, useLocale, useText } from '../lib/i18n';
import { authText } from '../lib/i18n/en/auth';
import { commonText } from '../lib/i18n/en/common';

interface Props {
  open: boolean;
  /** 'accept': must be read and agreed to; 'view': read only, closed with 'I Understand' or Escape. */
  mode: 'accept' | 'view';
  onClose: () => void;
  /** Accept mode: called once the server has recorded the acceptance. */
  onAccepted?: () => void;
}

/** How close to the bottom (px) counts as scrolled to the end. */
export const SCROLL_THRESHOLD = 10;

export function isScrolledToBottom(el: Pick<HTMLElement, 'scrollHeight' | 'scrollTop' | 'clientHeight'>): boolean {
  return el.scrollHeight - el.scrollTop - el.clientHeight <= SCROLL_THRESHOLD;
}

/** The Terms of Service dialog, in accept mode (after sign-in) or view-only mode (from the sign-up form). */
export default function TermsDialog({ open, mode, onClose, onAccepted }: Props) {
  const t = useText(authText.terms);
  const busyText = useText(commonText.busy);
  const locale = useLocale();
  const read = useStore($terms);
  const terms = read.data ?? null;
  const loading = read.loading;
  const loadFailed = read.error !== undefined;
  const [scrolledToEnd, setScrolledToEnd] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const acceptance = useStore($acceptTerms);
  const accepting = acceptance.loading === true;
  const error = acceptance.error ? t.acceptFailed : '';
  const scroller = useRef<HTMLDivElement>(null);
  const agreeId = useId();

  const checkScroll = useCallback(() => {
    if (scroller.current && isScrolledToBottom(scroller.current)) setScrolledToEnd(true);
  }, []);

  // Content shorter than the box needs no scrolling: check once it is on screen (or failed to come).
  useEffect(() => {
    if (open && (terms || loadFailed)) checkScroll();
  }, [open, terms, loadFailed, checkScroll]);

  async function accept() {
    if (await $acceptTerms.mutate()) onAccepted?.();
    else console.error('Failed to accept the terms', $acceptTerms.value?.error);
  }

  const footer =
    mode === 'view' ? (
      <button type="button" className="btn-primary" onClick={onClose}>
        {t.understand}
      </button>
    ) : (
      <button type="button" className="btn-primary" disabled={!scrolledToEnd || !agreed || accepting} onClick={accept}>
        {accepting ? busyText.processing : t.accept}
      </button>
    );

  return (
    <Modal
      open={open}
      title={terms?.title ?? t.title}
      onClose={onClose}
      dismissible={mode === 'view'}
      footer={footer}
      size="lg"
    >
      {terms && (
        <p className="mb-3 text-sm text-slate-600">
          {t.version({ version: terms.version, date: formatCalendarDay(locale, terms.effective_date) })}
        </p>
      )}
      <section
        ref={scroller}
        onScroll={checkScroll}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus so the keyboard can scroll it
        tabIndex={0}
        aria-label={t.contentLabel}
        data-testid="terms-content"
        className="max-h-[60vh] overflow-y-auto rounded border border-slate-200 bg-slate-50 p-3 text-sm leading-relaxed text-slate-800"
      >
        {loading && <p>{busyText.loading}</p>}
        {terms && <div className="whitespace-pre-line">{terms.content}</div>}
        {terms?.content_policy && (
          <>
            <h3 className="mt-4 mb-2 font-semibold text-slate-900">{t.contentPolicy}</h3>
            <div className="whitespace-pre-line">{terms.content_policy}</div>
          </>
        )}
      </section>
      {mode === 'accept' && (
        <>
          {!scrolledToEnd && <p className="mt-2 text-xs text-slate-600">{t.scrollHint}</p>}
          <label htmlFor={agreeId} className="mt-3 flex items-start gap-2 text-sm text-slate-800">
            <input
              id={agreeId}
              type="checkbox"
              className="mt-0.5 h-4 w-4"
              checked={agreed}
              onChange={(e) => setAgreed(e.target.checked)}
            />
            <span>{t.agreement}</span>
          </label>
          {error && (
            <p role="alert" className="alert-error mt-3">
              {error}
            </p>
          )}
        </>
      )}
    </Modal>
  );
}

type Mode = Props['mode'];
/** One dialog per mode and page: opened again, it keeps the terms it loaded. */
const opened = new Map<Mode, () => void>();

/**
 * Opens the Terms of Service dialog of the sign-in and sign-up pages. It is rare (the sign-up form's link, a member
 * with new terms to accept), so the pages fetch this module, and React with it, only then: they load no React runtime
 * themselves. `onAccepted`: accept mode, once the server has recorded the acceptance.
 */
export async function openTermsDialog(mode: Mode, onAccepted?: () => void): Promise<void> {
  const reopen = opened.get(mode);
  if (reopen) return reopen();
  $termsWanted.set('terms/');
  const [{ createElement }, { createRoot }] = await Promise.all([import('react'), import('react-dom/client')]);
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const render = (open: boolean) =>
    root.render(
      createElement(TermsDialog, { open, mode, onClose: () => render(false), ...(onAccepted ? { onAccepted } : {}) }),
    );
  opened.set(mode, () => render(true));
  render(true);
}
