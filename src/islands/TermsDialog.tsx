import { useCallback, useEffect, useId, useRef, useState } from 'react';
import Modal from '../components/Modal';
import { terms as termsApi } from '../lib/client/terms';
import type { TermsJson } from '../lib/contracts/terms';

interface Props {
  open: boolean;
  /** 'accept': must be read and agreed to; 'view': read only, closed with 'I Understand' or Escape. */
  mode: 'accept' | 'view';
  onClose: () => void;
  /** Accept mode: called once the server has recorded the acceptance. */
  onAccepted?: () => void;
}

export const AGREEMENT = 'I have read and agree to the Terms of Service and Content Policy';
export const ACCEPT_FAILED = 'Failed to accept terms. Please try again.';
/** How close to the bottom (px) counts as scrolled to the end. */
export const SCROLL_THRESHOLD = 10;

export function isScrolledToBottom(el: Pick<HTMLElement, 'scrollHeight' | 'scrollTop' | 'clientHeight'>): boolean {
  return el.scrollHeight - el.scrollTop - el.clientHeight <= SCROLL_THRESHOLD;
}

/** The Terms of Service dialog, in accept mode (after sign-in) or view-only mode (from the sign-up form). */
export default function TermsDialog({ open, mode, onClose, onAccepted }: Props) {
  const [terms, setTerms] = useState<TermsJson | null>(null);
  const [loading, setLoading] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [scrolledToEnd, setScrolledToEnd] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [accepting, setAccepting] = useState(false);
  const [error, setError] = useState('');
  const scroller = useRef<HTMLDivElement>(null);
  const agreeId = useId();

  useEffect(() => {
    if (!open || terms) return;
    setLoading(true);
    termsApi
      .current()
      .then(setTerms)
      .catch((err: unknown) => {
        console.error('Failed to load the terms', err);
        setLoadFailed(true);
      })
      .finally(() => setLoading(false));
  }, [open, terms]);

  const checkScroll = useCallback(() => {
    if (scroller.current && isScrolledToBottom(scroller.current)) setScrolledToEnd(true);
  }, []);

  // Content shorter than the box needs no scrolling: check once it is on screen (or failed to come).
  useEffect(() => {
    if (open && (terms || loadFailed)) checkScroll();
  }, [open, terms, loadFailed, checkScroll]);

  async function accept() {
    setAccepting(true);
    setError('');
    try {
      await termsApi.accept();
      onAccepted?.();
    } catch (err) {
      console.error('Failed to accept the terms', err);
      setError(ACCEPT_FAILED);
    } finally {
      setAccepting(false);
    }
  }

  const footer =
    mode === 'view' ? (
      <button type="button" className="btn-primary" onClick={onClose}>
        I Understand
      </button>
    ) : (
      <button type="button" className="btn-primary" disabled={!scrolledToEnd || !agreed || accepting} onClick={accept}>
        {accepting ? 'Processing' : 'Accept Terms'}
      </button>
    );

  return (
    <Modal open={open} title={terms?.title ?? 'Terms of Service'} onClose={onClose} dismissible={mode === 'view'} footer={footer} size="lg">
      {terms && (
        <p className="mb-3 text-sm text-slate-600">
          Version {terms.version} · Effective {terms.effective_date}
        </p>
      )}
      <div
        ref={scroller}
        onScroll={checkScroll}
        tabIndex={0}
        aria-label="Terms of Service text"
        data-testid="terms-content"
        className="max-h-[60vh] overflow-y-auto rounded border border-slate-200 bg-slate-50 p-3 text-sm leading-relaxed text-slate-800"
      >
        {loading && <p>Loading...</p>}
        {terms && <div className="whitespace-pre-line">{terms.content}</div>}
        {terms?.content_policy && (
          <>
            <h3 className="mt-4 mb-2 font-semibold text-slate-900">Content Policy</h3>
            <div className="whitespace-pre-line">{terms.content_policy}</div>
          </>
        )}
      </div>
      {mode === 'accept' && (
        <>
          {!scrolledToEnd && <p className="mt-2 text-xs text-slate-600">Scroll to the end of the terms to continue.</p>}
          <label htmlFor={agreeId} className="mt-3 flex items-start gap-2 text-sm text-slate-800">
            <input
              id={agreeId}
              type="checkbox"
              className="mt-0.5 h-4 w-4"
              checked={agreed}
              onChange={(e) => setAgreed(e.target.checked)}
            />
            <span>{AGREEMENT}</span>
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
