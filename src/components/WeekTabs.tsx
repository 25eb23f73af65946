import { useRef, type KeyboardEvent } from 'react';
import { useText } from '../lib/i18n';
import { weeklyLogText } from '../lib/i18n/en/weekly-log';

interface Props {
  weeks: Array<{ id: number; week_number: number }>;
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** Prefix of the tab and panel ids, unique on the page. */
  idPrefix: string;
  label: string;
}

export const tabId = (prefix: string, id: number) => `${prefix}-tab-${id}`;
export const panelId = (prefix: string, id: number) => `${prefix}-panel-${id}`;

/**
 * One tab per week, 'Week N', in week order. The ARIA tabs pattern: a tablist, arrow keys (and Home/End) move
 * between tabs and select them, only the selected tab is in the Tab order.
 */
export default function WeekTabs({ weeks, selectedId, onSelect, idPrefix, label }: Props) {
  const t = useText(weeklyLogText.weekTabs);
  const refs = useRef(new Map<number, HTMLButtonElement>());

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const index = weeks.findIndex((w) => w.id === selectedId);
    let next = -1;
    if (e.key === 'ArrowRight' || e.key === 'ArrowDown') next = (index + 1) % weeks.length;
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') next = (index - 1 + weeks.length) % weeks.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = weeks.length - 1;
    if (next < 0) return;
    e.preventDefault();
    const week = weeks[next]!;
    onSelect(week.id);
    refs.current.get(week.id)?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="-mx-1 mb-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-1 pb-px"
    >
      {weeks.map((week) => {
        const selected = week.id === selectedId;
        return (
          <button
            key={week.id}
            ref={(el) => {
              if (el) refs.current.set(week.id, el);
              else refs.current.delete(week.id);
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, week.id)}
            aria-selected={selected}
            aria-controls={panelId(idPrefix, week.id)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(week.id)}
            className={`shrink-0 whitespace-nowrap rounded-t-md border-b-2 px-4 py-2 text-sm font-semibold ${
              selected ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900'
            }`}
          >
            {t.week({ n: week.week_number })}
          </button>
        );
      })}
    </div>
  );
}
