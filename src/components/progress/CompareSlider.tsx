import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { ProgressWeekJson } from '../../lib/contracts/progress';
import { sliderAfterKey, sliderAtPointer } from './slider-math';
import { useText } from '../../lib/i18n';
import { progressCompareText } from '../../lib/i18n/en/progress-compare';
import { weeklyLogText } from '../../lib/i18n/en/weekly-log';

interface Props {
  first: ProgressWeekJson;
  second: ProgressWeekJson;
}

/**
 * The two pictures stacked, the second revealed from the left up to the slider's line: drag anywhere on the
 * pictures (mouse, pen or finger: pointer events, vertical panning left to the page), or focus the handle and use
 * the arrow keys (5 % a step), Page Up/Down (20 %), Home and End.
 */
export default function CompareSlider({ first, second }: Props) {
  const t = useText(progressCompareText.compare);
  const week = useText(weeklyLogText.weekTabs).week;
  const pictureAlt = useText(progressCompareText.compare).pictureAlt;
  const [position, setPosition] = useState(50);
  const box = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  const moveTo = (clientX: number) => {
    const rect = box.current?.getBoundingClientRect();
    if (rect) setPosition(sliderAtPointer(clientX, rect.left, rect.width));
  };
  const down = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    dragging.current = true;
    moveTo(e.clientX);
    // Keep the drag when the pointer leaves the box (a pointer the browser no longer tracks cannot be captured).
    try {
      e.currentTarget.setPointerCapture(e.pointerId);
    } catch {
      /* the drag still follows moves over the box */
    }
  };
  const move = (e: PointerEvent<HTMLDivElement>) => {
    if (dragging.current) moveTo(e.clientX);
  };
  const up = (e: PointerEvent<HTMLDivElement>) => {
    dragging.current = false;
    if (e.currentTarget.hasPointerCapture(e.pointerId)) e.currentTarget.releasePointerCapture(e.pointerId);
  };
  const key = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = sliderAfterKey(e.key, position);
    if (next === null) return;
    e.preventDefault();
    setPosition(next);
  };

  return (
    <div>
      <div
        ref={box}
        className="relative mx-auto aspect-[3/4] w-full max-w-md cursor-ew-resize select-none overflow-hidden rounded-md bg-slate-100"
        style={{ touchAction: 'pan-y' }}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
        data-testid="compare-overlay"
      >
        <img
          src={first.progress_picture!}
          alt={pictureAlt({ n: first.week_number })}
          className="absolute inset-0 h-full w-full object-contain"
          draggable={false}
        />
        <img
          src={second.progress_picture!}
          alt={t.revealedAlt({ second: second.week_number, first: first.week_number })}
          className="absolute inset-0 h-full w-full object-contain"
          style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }}
          draggable={false}
          data-testid="compare-revealed"
        />
        <span className="pointer-events-none absolute left-2 top-2 rounded bg-slate-900/75 px-2 py-0.5 text-xs font-medium text-white">
          {week({ n: second.week_number })}
        </span>
        <span className="pointer-events-none absolute right-2 top-2 rounded bg-slate-900/75 px-2 py-0.5 text-xs font-medium text-white">
          {week({ n: first.week_number })}
        </span>
        <div
          className="pointer-events-none absolute inset-y-0 w-0.5 -translate-x-1/2 bg-white shadow"
          style={{ left: `${position}%` }}
        />
        <div
          role="slider"
          tabIndex={0}
          aria-label={t.reveal({ second: second.week_number, first: first.week_number })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={position}
          aria-valuetext={t.shown({ position, n: second.week_number })}
          aria-orientation="horizontal"
          onKeyDown={key}
          className="absolute top-1/2 flex h-11 w-11 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-white bg-brand-700 text-white shadow-lg focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400"
          style={{ left: `${position}%` }}
          data-testid="compare-slider"
        >
          <span aria-hidden="true">⇆</span>
        </div>
      </div>
      <p className="mt-2 text-center text-sm text-slate-600">{t.hint}</p>
    </div>
  );
}
