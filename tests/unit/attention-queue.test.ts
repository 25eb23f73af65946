// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, createElement as h } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import AttentionQueue from '../../src/components/admin/AttentionQueue';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('the needs-attention queue', () => {
  it('says it is loading, not an empty list, while it reads without what the page brought', () => {
    // The read never answers: the section stays as it is while it waits.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    const host = document.createElement('div');
    document.body.appendChild(host);
    root = createRoot(host);
    act(() => root!.render(h(AttentionQueue, { onOpen: () => {}, onMessages: () => {} })));
    expect(host.querySelector('[role="status"]')?.textContent).toBe('Loading...');
    expect(host.querySelector('ul')).toBeNull();
  });
});
