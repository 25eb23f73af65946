// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, createElement, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import WeekTabs from '../../src/components/WeekTabs';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const WEEKS = [
  { id: 11, week_number: 1 },
  { id: 12, week_number: 2 },
  { id: 13, week_number: 3 },
];

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

function Harness() {
  const [selected, setSelected] = useState<number | null>(11);
  return createElement(WeekTabs, {
    weeks: WEEKS,
    selectedId: selected,
    onSelect: setSelected,
    idPrefix: 't',
    label: 'Weeks',
  });
}

function renderTabs() {
  const host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
  act(() => root!.render(createElement(Harness)));
  const tabs = () => Array.from(document.querySelectorAll<HTMLButtonElement>('[role="tab"]'));
  const selected = () => tabs().find((t) => t.getAttribute('aria-selected') === 'true')!.textContent;
  const press = (key: string) =>
    act(() => {
      document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    });
  return { tabs, selected, press };
}

describe('the week tabs', () => {
  it("are a labelled tablist of 'Week N' tabs tied to their panels, only the selected one in the Tab order", () => {
    const { tabs } = renderTabs();
    const list = document.querySelector('[role="tablist"]')!;
    expect(list.getAttribute('aria-label')).toBe('Weeks');
    expect(tabs().map((t) => t.textContent)).toEqual(['Week 1', 'Week 2', 'Week 3']);
    expect(tabs().map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    expect(tabs()[1]!.getAttribute('aria-controls')).toBe('t-panel-12');
  });

  it('move with the arrow keys, wrap around, and jump with Home and End', () => {
    const { tabs, selected, press } = renderTabs();
    act(() => tabs()[0]!.focus());
    press('ArrowRight');
    expect(selected()).toBe('Week 2');
    expect(document.activeElement?.textContent).toBe('Week 2');
    press('ArrowRight');
    press('ArrowRight');
    expect(selected()).toBe('Week 1');
    press('ArrowLeft');
    expect(selected()).toBe('Week 3');
    press('Home');
    expect(selected()).toBe('Week 1');
    press('End');
    expect(selected()).toBe('Week 3');
    expect(tabs().map((t) => t.tabIndex)).toEqual([-1, -1, 0]);
  });
});
