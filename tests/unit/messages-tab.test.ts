// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, createElement as h } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import MessagesTab from '../../src/components/admin/MessagesTab';
import { $threadMember, openThread } from '../../src/lib/stores/admin-messages';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mira = { id: 7, full_name: 'Mira Member' };
const ada = { id: 5, full_name: 'Ada' };

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  openThread(null);
  vi.unstubAllGlobals();
});

describe("the staff's Messages tab", () => {
  it('opens the member asked for again after another conversation was opened, and focuses its heading', () => {
    // Nothing answers: the tab is drawn as it waits.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    const host = document.createElement('div');
    document.body.appendChild(host);
    root = createRoot(host);
    act(() => root!.render(h(MessagesTab, { request: { member: mira } })));
    expect($threadMember.get()).toEqual(mira);
    act(() => openThread(ada));
    (document.activeElement as HTMLElement | null)?.blur();
    // The same member, asked for again (the queue keeps its entry's member).
    act(() => root!.render(h(MessagesTab, { request: { member: mira } })));
    expect($threadMember.get()).toEqual(mira);
    expect(document.activeElement?.textContent).toBe('Conversation with Mira Member');
  });
});
