// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, createElement as h, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import WeekAnswers from '../../src/components/WeekAnswers';
import { useWeekFromHash } from '../../src/components/useWeekFromHash';
import type { WeeklyLog } from '../../src/components/weekly-log-model';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// A member west of UTC, before any date is formatted (the formats are kept once made).
process.env['TZ'] = 'America/Los_Angeles';

const answer = { id: 1, text: 'Well done.', author_id: 9, author_name: 'Cora Coach' };
const WEEKS = [
  { id: 11, week_number: 1, feedback: [{ ...answer, created_at: '2026-11-20T04:00:00Z', updated_at: '' }] },
  { id: 12, week_number: 2, feedback: [] },
] as unknown as WeeklyLog[];

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  window.location.hash = '';
});

/** /weekly-log's shape: the weeks in at once, their tabs drawn only once `drawn` (the progress summary is due). */
function Screen({ drawn }: { drawn: boolean }) {
  const [selected, setSelected] = useState(12);
  useWeekFromHash(drawn ? WEEKS : null, setSelected);
  if (!drawn) return h('p', { role: 'status' }, 'Loading...');
  return h(
    'div',
    null,
    WEEKS.map((week) =>
      h(
        'div',
        { key: week.id, id: `week-${week.week_number}` },
        h(
          'div',
          { role: 'tabpanel', hidden: week.id !== selected, tabIndex: 0 },
          week.id === selected && h(WeekAnswers, { week }),
        ),
      ),
    ),
  );
}

/** Lets the hook's wait for React's render pass. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 5)));

function render(drawn: boolean) {
  const host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
  act(() => root!.render(h(Screen, { drawn })));
}

describe('a link to a week (#week-N)', () => {
  it('waits for the weeks to be drawn, then shows the week and moves focus to its answers', async () => {
    window.location.hash = '#week-1';
    render(false);
    await settle();
    expect(document.activeElement).toBe(document.body);
    act(() => root!.render(h(Screen, { drawn: true })));
    await settle();
    const title = document.getElementById('week-1-answers-title');
    expect(title?.textContent).toBe('Answers from your coach');
    expect(document.activeElement).toBe(title);
  });

  it('moves focus to the week panel when the week has no answers', async () => {
    window.location.hash = '#week-2';
    render(true);
    await settle();
    expect(document.activeElement).toBe(document.querySelector('#week-2 [role=tabpanel]'));
  });

  it('follows a change of hash on the open page', async () => {
    render(true);
    window.location.hash = '#week-1';
    act(() => window.dispatchEvent(new HashChangeEvent('hashchange')));
    await settle();
    expect(document.activeElement).toBe(document.getElementById('week-1-answers-title'));
  });
});

describe("an answer's day", () => {
  it("is the member's own once hydrated, the UTC day in the server's render", async () => {
    const { renderToString } = await import('react-dom/server');
    const week = WEEKS[0]!;
    // 04:00 UTC on the 20th is the evening of the 19th in Los Angeles.
    expect(renderToString(h(WeekAnswers, { week }))).toContain('Nov 20, 2026');
    const host = document.createElement('div');
    document.body.appendChild(host);
    root = createRoot(host);
    act(() => root!.render(h(WeekAnswers, { week })));
    expect(host.textContent).toContain('Nov 19, 2026');
  });
});
