import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach } from 'vitest';

/** An island drawn into the jsdom page by a unit test, unmounted and the page emptied after each test. */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** Draws `element` (again, when already mounted) and answers the element it lives in. */
export function mount(element: ReactElement): HTMLElement {
  if (!root) {
    const host = document.createElement('div');
    document.body.appendChild(host);
    root = createRoot(host);
  }
  const current = root;
  act(() => current.render(element));
  return document.body.firstElementChild as HTMLElement;
}
