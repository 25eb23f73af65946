import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Draws `children` once the placeholder comes near the viewport (or at once where IntersectionObserver is missing):
 * code for what sits below the fold is fetched when the member scrolls, tabs or jumps to it, not with the page.
 */
export default function WhenVisible({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shown) return;
    if (typeof IntersectionObserver === 'undefined') return setShown(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setShown(true);
      },
      { rootMargin: '200px 0px' },
    );
    if (box.current) observer.observe(box.current);
    return () => observer.disconnect();
  }, [shown]);
  return shown ? <>{children}</> : <div ref={box}>{placeholder}</div>;
}
