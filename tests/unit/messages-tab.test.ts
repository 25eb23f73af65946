// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, createElement as h } from 'react';
import MessagesTab from '../../src/components/admin/MessagesTab';
import { $threadMember, openThread } from '../../src/lib/stores/admin-messages';
import { mount } from '../helpers/react-mount';

const mira = { id: 7, full_name: 'Mira Member' };
const ada = { id: 5, full_name: 'Ada' };

afterEach(() => {
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
    mount(h(MessagesTab, { request: { member: mira } }));
    expect($threadMember.get()).toEqual(mira);
    act(() => openThread(ada));
    (document.activeElement as HTMLElement | null)?.blur();
    // The same member, asked for again (the queue keeps its entry's member).
    mount(h(MessagesTab, { request: { member: mira } }));
    expect($threadMember.get()).toEqual(mira);
    expect(document.activeElement?.textContent).toBe('Conversation with Mira Member');
  });
});
