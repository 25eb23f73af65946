import { useEffect, useState } from 'react';
import { closeOnBack } from '../lib/native/bridge';
import { useText } from '../lib/i18n';
import { commonText } from '../lib/i18n/en/common';

interface Props {
  src: string;
  alt: string;
  /** Classes of the thumbnail image. */
  className?: string;
}

/**
 * A picture that opens full size over the page on click; a click (or Escape, or Android's back button inside the
 * wrapper) closes it again.
 */
export default function ImageOverlay({ src, alt, className = '' }: Props) {
  const t = useText(commonText.imageOverlay);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    const releaseBack = closeOnBack(() => setOpen(false));
    return () => {
      document.removeEventListener('keydown', onKey);
      releaseBack();
    };
  }, [open]);

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="block shrink-0 cursor-zoom-in"
        aria-label={t.enlarge({ alt })}
      >
        <img src={src} alt={alt} className={className} />
      </button>
      {open && (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the click anywhere is the mouse's way out; the keyboard's is the close button and Escape
        <div
          role="dialog"
          aria-modal="true"
          aria-label={alt}
          data-testid="image-overlay"
          className="fixed inset-0 z-[70] flex cursor-zoom-out items-center justify-center bg-black/85 p-4"
          onClick={() => setOpen(false)}
        >
          <img src={src} alt={alt} className="max-h-full max-w-full object-contain" />
          <button
            type="button"
            className="sr-only focus:not-sr-only focus:absolute focus:right-4 focus:top-4 focus:rounded focus:bg-white focus:px-3 focus:py-1"
            onClick={() => setOpen(false)}
            // biome-ignore lint/a11y/noAutofocus: a dialog takes the focus as it opens, on its one control
            autoFocus
          >
            {t.close}
          </button>
        </div>
      )}
    </>
  );
}
