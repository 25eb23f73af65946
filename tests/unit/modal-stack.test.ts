// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, createElement, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import Modal from '../../src/components/Modal';
import DiscardChangesDialog from '../../src/components/DiscardChangesDialog';
import { handleBackPress, openOverlays } from '../../src/lib/native/bridge';
import '../helpers/jsdom-dialog';

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
  return createElement(
    Modal,
    { open, title: 'Edit Daily Log', onClose: () => setAsking(true) },
    createElement('input', { key: 'field', 'aria-label': 'Workout', defaultValue: 'Rowing' }),
    createElement(DiscardChangesDialog, { key: 'ask', open: asking, onKeep: () => setAsking(false), onDiscard: close }),
  );
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
const dialogs = () => [...document.querySelectorAll('dialog[open]')].map((d) => d.querySelector('h2')!.textContent);
/** What the browser does on Escape: a cancelable `cancel` event at the innermost modal dialog. */
const pressEscape = () =>
  act(
    () =>
      void [...document.querySelectorAll('dialog[open]')]
        .at(-1)!
        .dispatchEvent(new Event('cancel', { cancelable: true })),
  );
/** What the browser does on a second Escape with no click between: it closes the innermost dialog itself. */
const forcedClose = () => act(() => [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')].at(-1)!.close());
const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === name)!;

describe('a dialog over a dialog', () => {
  it('answers Escape innermost first: the question goes, the form stays; Discard closes both and gives the page back', () => {
    const { opener, closed } = render();
    expect(document.body.style.overflow).toBe('hidden');
    pressEscape();
    expect(dialogs()).toEqual(['Edit Daily Log', 'Discard your changes?']);
    expect(document.activeElement).toBe(button('Keep editing'));
    pressEscape();
    expect(dialogs()).toEqual(['Edit Daily Log']);
    expect(closed).toEqual([]);
    pressEscape();
    act(() => button('Discard').click());
    expect(dialogs()).toEqual([]);
    expect(closed).toEqual(['closed']);
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(opener);
  });

  it('asks again when the browser closes a dialog on its own (Escape twice, no click between), instead of losing the form', () => {
    render();
    forcedClose();
    expect(dialogs()).toEqual(['Edit Daily Log', 'Discard your changes?']);
    forcedClose();
    expect(dialogs()).toEqual(['Edit Daily Log']);
  });

  it('closes on a click on the backdrop, not on a click inside the box', () => {
    render();
    const [outer] = document.querySelectorAll('dialog');
    const click = (target: Element) =>
      act(() => {
        target.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
        target.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      });
    click(outer!.querySelector('h2')!);
    expect(dialogs()).toEqual(['Edit Daily Log']);
    click(outer!);
    expect(dialogs()).toEqual(['Edit Daily Log', 'Discard your changes?']);
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
