// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import TrendChart from '../../src/components/progress/TrendChart';
import CompareSlider from '../../src/components/progress/CompareSlider';
import CheckInSummary from '../../src/components/progress/CheckInSummary';
import { accessFor, membershipNotice } from '../../src/lib/routes';
import type { ProgressWeekJson } from '../../src/lib/contracts/progress';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const week = (n: number, waist: string | null, picture: string | null = null): ProgressWeekJson => ({
  week_number: n,
  starts_on: `2026-11-0${n}`,
  ends_on: `2026-11-0${n + 6}`,
  biceps: null,
  chest: null,
  waist,
  hips: null,
  thighs: null,
  weight: null,
  progress_picture: picture,
  saved: true,
});

let root: Root | null = null;
function render(element: React.ReactElement) {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root!.render(element));
  return host;
}
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('a trend chart', () => {
  it('has a point per logged week, a summary label and a table that "Show table" reveals', () => {
    const host = render(
      createElement(TrendChart, { series: 'waist', weeks: [week(1, '32.25'), week(2, '32'), week(3, '31.75')] }),
    );
    const points = host.querySelectorAll('button[aria-label^="Week "]');
    expect([...points].map((p) => p.getAttribute('aria-label'))).toEqual([
      'Week 1: 32.25 in',
      'Week 2: 32 in',
      'Week 3: 31.75 in',
    ]);
    expect(host.querySelector('svg[role="img"]')!.getAttribute('aria-label')).toContain('Waist over 3 logged weeks');
    const table = host.querySelector('table')!.parentElement!;
    expect(table.className).toBe('sr-only');
    expect(host.querySelectorAll('tbody tr')).toHaveLength(3);
    const toggle = [...host.querySelectorAll('button')].find((b) => b.textContent === 'Show table')!;
    act(() => toggle.click());
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Hide table');
    expect(table.className).not.toContain('sr-only');
  });

  it("draws its baseline, the axis' lowest value, as a line with its label, and a 0.25 in change small", () => {
    const host = render(createElement(TrendChart, { series: 'waist', weeks: [week(1, '32.25'), week(2, '32')] }));
    expect(host.querySelector('[data-testid="chart-baseline"]')!.getAttribute('data-value')).toBe('30');
    expect(host.querySelector('[data-testid="chart-baseline-label"]')!.textContent).toBe('30');
    const tops = [...host.querySelectorAll<HTMLElement>('button[aria-label^="Week "]')].map((b) =>
      parseFloat(b.style.top),
    );
    expect(tops[1]! - tops[0]!).toBe(6.25);
  });

  it("shows a point's value and week on focus", () => {
    const host = render(
      createElement(TrendChart, { series: 'weight', weeks: [week(1, null), { ...week(2, null), weight: '180.5' }] }),
    );
    const point = host.querySelector<HTMLButtonElement>('button[aria-label^="Week "]')!;
    act(() => point.focus());
    expect(host.querySelector('[data-testid="chart-tooltip"]')!.textContent).toBe('Week 2: 180.5 lbs');
  });

  it('says so when nothing is logged', () => {
    const host = render(createElement(TrendChart, { series: 'hips', weeks: [week(1, '30')] }));
    expect(host.textContent).toContain('Nothing logged yet.');
    expect(host.querySelector('table')).toBeNull();
  });
});

describe('the comparison slider', () => {
  it('is a focusable slider at 50 % that arrow keys, Home and End move', () => {
    const host = render(
      createElement(CompareSlider, { first: week(1, null, '/a.jpg'), second: week(3, null, '/b.jpg') }),
    );
    const slider = host.querySelector<HTMLElement>('[role="slider"]')!;
    expect(slider.tabIndex).toBe(0);
    expect(slider.getAttribute('aria-valuenow')).toBe('50');
    const press = (key: string) =>
      act(() => void slider.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true })));
    press('ArrowRight');
    expect(slider.getAttribute('aria-valuenow')).toBe('55');
    press('ArrowLeft');
    press('ArrowLeft');
    expect(slider.getAttribute('aria-valuenow')).toBe('45');
    press('End');
    expect(slider.getAttribute('aria-valuenow')).toBe('100');
    press('Home');
    expect(slider.getAttribute('aria-valuenow')).toBe('0');
    expect(host.querySelector<HTMLElement>('[data-testid="compare-revealed"]')!.style.clipPath).toMatch(
      /^inset\(0(px)? 100%/,
    );
  });
});

describe('the check-in summary with nothing logged', () => {
  const progress = {
    weeks: [{ ...week(1, null), saved: false }],
    summary: { current_week: 1, streak: 0, days_without_log: [], series: [] },
  };

  it('points the member to the weekly log from the dashboard', () => {
    const host = render(createElement(CheckInSummary, { progress }));
    expect(host.querySelector('a[href="/weekly-log"]')!.textContent).toBe('Open the Weekly Log');
  });

  it('has no link to the weekly log on the weekly log itself, nor when staff read it', () => {
    expect(render(createElement(CheckInSummary, { progress, onWeeklyLog: true })).querySelector('a')).toBeNull();
    act(() => root?.unmount());
    expect(render(createElement(CheckInSummary, { progress, memberName: 'Ada' })).querySelector('a')).toBeNull();
  });
});

describe('the comparison page', () => {
  it('is a paid page with its own notice on /membership', () => {
    expect(accessFor('/progress/compare')).toBe('paid');
    expect(membershipNotice('/progress/compare')).toBe('Progress comparison is for paying members.');
  });
});
