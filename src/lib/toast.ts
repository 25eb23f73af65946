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

let lastId = 0;

/** Shows a toast, replacing the one shown. */
export function showToast(kind: Toast['kind'], text: string): void {
  lastId += 1;
  $toast.set({ id: lastId, kind, text });
}

/** Hides the toast `id` (or whichever is shown); a newer toast stays. */
export function dismissToast(id?: number): void {
  const shown = $toast.get();
  if (shown && (id === undefined || shown.id === id)) $toast.set(null);
}
