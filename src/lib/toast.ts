import { atom } from 'nanostores';

/**
 * Page-level results (a dialog's save after it closed, a reload that failed): one toast at a time, shown by the
 * Toast region fixed in the window, so the member reads it wherever they have scrolled. Results that belong to a
 * control stay next to it (StatusMessage). Set only from the browser (event handlers), never during SSR.
 */
export interface Toast {
  id: number;
  kind: 'success' | 'error';
  text: string;
}

export const $toast = atom<Toast | null>(null);

/** How long a success stays (errors stay until hidden); hovering or focusing the toast holds it. */
export const TOAST_SUCCESS_MS = 6000;

let lastId = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

/** A success leaves by itself after a while, unless held; a new toast starts its own time. */
function leaveLater(toast: Toast): void {
  clearTimeout(timer);
  if (toast.kind === 'success') timer = setTimeout(() => dismissToast(toast.id), TOAST_SUCCESS_MS);
}

/** Shows a toast, replacing the one shown. */
export function showToast(kind: Toast['kind'], text: string): void {
  lastId += 1;
  const toast = { id: lastId, kind, text };
  $toast.set(toast);
  leaveLater(toast);
}

/** The pointer or focus is on the toast (`held`), or left it: a success waits while held, then takes its full time. */
export function holdToast(held: boolean): void {
  const shown = $toast.get();
  clearTimeout(timer);
  if (shown && !held) leaveLater(shown);
}

/** Hides the toast `id` (or whichever is shown); a newer toast stays. */
export function dismissToast(id?: number): void {
  const shown = $toast.get();
  if (shown && (id === undefined || shown.id === id)) $toast.set(null);
}
