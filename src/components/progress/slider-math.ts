/** The comparison slider's position, in percent of the width revealed (0..100). */

/** How far one arrow key moves the slider. */
export const SLIDER_STEP = 5;
/** How far Page Up / Page Down move it. */
export const SLIDER_PAGE = 20;

export const clampPercent = (n: number): number => Math.min(100, Math.max(0, n));

/** The position after a key press, or null when the key does not move the slider (the page keeps it). */
export function sliderAfterKey(key: string, value: number): number | null {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampPercent(value - SLIDER_STEP);
    case 'ArrowRight':
    case 'ArrowUp':
      return clampPercent(value + SLIDER_STEP);
    case 'PageDown':
      return clampPercent(value - SLIDER_PAGE);
    case 'PageUp':
      return clampPercent(value + SLIDER_PAGE);
    case 'Home':
      return 0;
    case 'End':
      return 100;
    default:
      return null;
  }
}

/** The position under a pointer at `clientX` over a box starting at `left` and `width` wide (whole percents). */
export function sliderAtPointer(clientX: number, left: number, width: number): number {
  if (width <= 0) return 50;
  return Math.round(clampPercent(((clientX - left) / width) * 100));
}
