// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElement as h } from 'react';
import AttentionQueue from '../../src/components/admin/AttentionQueue';
import { mount } from '../helpers/react-mount';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the needs-attention queue', () => {
  it('says it is loading, not an empty list, while it reads without what the page brought', () => {
    // The read never answers: the section stays as it is while it waits.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    const host = mount(h(AttentionQueue, { onOpen: () => {}, onMessages: () => {} }));
    expect(host.querySelector('[role="status"]')?.textContent).toBe('Loading...');
    expect(host.querySelector('ul')).toBeNull();
  });
});
