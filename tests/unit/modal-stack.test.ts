// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, createElement, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import Modal from '../../src/components/Modal';
import DiscardChangesDialog from '../../src/components/DiscardChangesDialog';
import { handleBackPress, openOverlays } from '../../src/lib/native/bridge';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** A form dialog that asks before it closes with changes, as the daily-log dialog does. */
function Editor({ onClosed }: { onClosed: () => void }) {
  const [open, setOpen] = useState(true);
  const [asking, setAsking] = useState(false);
  const close = () => {
    setOpen(false);
    onClosed();
  };
  return createElement(Modal, {
    open,
    title: 'Edit Daily Log',
    onClose: () => setAsking(true),
    children: [
      createElement('input', { key: 'field', 'aria-label': 'Workout', defaultValue: 'Rowing' }),
      createElement(DiscardChangesDialog, { key: 'ask', open: asking, onKeep: () => setAsking(false), onDiscard: close }),
    ],
  });
}

function render() {
  const opener = document.createElement('button');
  opener.textContent = 'Open';
  document.body.append(opener);
  opener.focus();
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  const closed: string[] = [];
  act(() => root!.render(createElement(Editor, { onClosed: () => closed.push('closed') })));
  return { opener, closed };
}

/** The open dialogs' titles, outermost first. */
const dialogs = () => [...document.querySelectorAll('[role="dialog"]')].map((d) => d.querySelector('h2')!.textContent);
const escape = () => act(() => void document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === name)!;

describe('a dialog over a dialog', () => {
  it('answers Escape innermost first: the question goes, the form stays; Discard closes both and gives the page back', () => {
    const { opener, closed } = render();
    expect(document.body.style.overflow).toBe('hidden');
    escape();
    expect(dialogs()).toEqual(['Edit Daily Log', 'Discard your changes?']);
    expect(document.activeElement).toBe(button('Keep editing'));
    escape();
    expect(dialogs()).toEqual(['Edit Daily Log']);
    expect(closed).toEqual([]);
    escape();
    act(() => button('Discard').click());
    expect(dialogs()).toEqual([]);
    expect(closed).toEqual(['closed']);
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(opener);
  });

  it("asks again on Android's back after Keep editing, instead of leaving the page", () => {
    render();
    act(() => void handleBackPress());
    expect(dialogs()).toEqual(['Edit Daily Log', 'Discard your changes?']);
    act(() => void handleBackPress());
    expect(dialogs()).toEqual(['Edit Daily Log']);
    expect(openOverlays()).toBe(1);
    act(() => void handleBackPress());
    expect(dialogs()).toEqual(['Edit Daily Log', 'Discard your changes?']);
    act(() => button('Discard').click());
    expect(openOverlays()).toBe(0);
  });
});
