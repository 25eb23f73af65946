import { useId, useState } from 'react';
import type { ProgressWeekJson } from '../../lib/contracts/progress';
import type { ProgressSeries } from '../../lib/contracts/progress-limits';
import { useUnits } from '../../lib/units-store';
import { seriesQuantity, seriesSymbol, shownValue, type Units } from '../../lib/units';
import { PROGRESS_SERIES } from '../../lib/contracts/progress-limits';
import { useLocale, useText } from '../../lib/i18n';
import { progressText } from '../../lib/i18n/en/progress';
import { progressViewsText } from '../../lib/i18n/en/progress-views';
import { weeklyLogText } from '../../lib/i18n/en/weekly-log';
import { chartDomain, chartSummary, linePath, placeValues, seriesValues } from './chart-geometry';
import { localDecimal, localNumber } from './decimal-words';

/** The weeks with every series in the member's units: the charts draw and list them as they are. */
const shownWeeks = (weeks: readonly ProgressWeekJson[], units: Units): readonly ProgressWeekJson[] =>
  units === 'metric'
    ? weeks.map((w) => {
        const shown = { ...w };
        for (const s of PROGRESS_SERIES) shown[s] = shownValue(w[s], seriesQuantity(s), units);
        return shown;
      })
    : weeks;

interface Props {
  series: ProgressSeries;
  weeks: readonly ProgressWeekJson[];
}

/**
 * One series over the weeks: a line drawn in SVG (a 100 × 100 box stretched to the card, the stroke kept one width)
 * on a value axis whose span the charts of one unit share (chartDomain: 0.25 in looks as small in every chart), its
 * baseline drawn and labelled; a point per logged week as a real button laid over it (focusable, named 'Week 2:
 * 32 in', with the value shown on hover, tap or focus), and the same numbers as a table that screen readers always
 * reach and "Show table" reveals.
 */
export default function TrendChart({ series, weeks: stored }: Props) {
  // Drawn and listed in the reader's units (issue 26): every chart of a unit converted alike, so they share a scale.
  const units = useUnits();
  const weeks = shownWeeks(stored, units);
  const t = useText(progressViewsText.trendChart);
  const week = useText(weeklyLogText.weekTabs).week;
  const locale = useLocale();
  const label = useText(weeklyLogText.measures)[series];
  const unit = useText(progressText.units)[seriesSymbol(series, units)];
  const values = seriesValues(weeks, series);
  const [low, high] = chartDomain(weeks, series);
  const points = placeValues(values, [low, high]);
  const [active, setActive] = useState<number | null>(null);
  const [tableShown, setTableShown] = useState(false);
  const id = useId();
  const headingId = `${id}-heading`;
  const tableId = `${id}-table`;
  const summary = chartSummary(label, unit, values);
  const shownPoint = points.find((p) => p.week === active);

  return (
    <section className="card min-w-0" aria-labelledby={headingId} data-testid={`chart-${series}`}>
      <div className="mb-2 flex items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          {t.heading({ label, unit })}
        </h3>
        {values.length > 0 && (
          <button
            type="button"
            className="min-h-11 px-1 text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
            aria-expanded={tableShown}
            aria-controls={tableId}
            onClick={() => setTableShown((v) => !v)}
          >
            {tableShown ? t.hideTable : t.showTable}
          </button>
        )}
      </div>

      {values.length === 0 ? (
        <p className="text-sm text-slate-600">{t.nothingYet}</p>
      ) : (
        <div className="flex gap-2">
          {/* The value axis: its top, and its lowest value level with the baseline. */}
          <div className="relative h-32 w-10 shrink-0 self-start text-right text-xs text-slate-600" aria-hidden="true">
            <span className="absolute right-0 top-0 -translate-y-1/2 leading-none">{localNumber(high, locale)}</span>
            <span
              className="absolute right-0 top-full -translate-y-1/2 leading-none"
              data-testid="chart-baseline-label"
            >
              {localNumber(low, locale)}
            </span>
          </div>
          <div className="min-w-0 flex-1">
            <div className="relative mx-3 h-32">
              <svg
                role="img"
                aria-label={summary}
                viewBox="0 0 100 100"
                preserveAspectRatio="none"
                className="absolute inset-0 h-full w-full overflow-visible"
              >
                {/* The top of the axis, faint; the baseline, its lowest value, as a firm line. */}
                <line
                  x1="0"
                  y1="0"
                  x2="100"
                  y2="0"
                  className="stroke-slate-200"
                  strokeWidth="1"
                  vectorEffect="non-scaling-stroke"
                />
                <line
                  x1="0"
                  y1="100"
                  x2="100"
                  y2="100"
                  className="stroke-slate-400"
                  strokeWidth="1.5"
                  vectorEffect="non-scaling-stroke"
                  data-testid="chart-baseline"
                  data-value={low}
                />
                <path
                  d={linePath(points)}
                  fill="none"
                  className="stroke-brand-700"
                  strokeWidth="2.5"
                  strokeLinejoin="round"
                  vectorEffect="non-scaling-stroke"
                />
              </svg>
              {points.map((p) => (
                <button
                  key={p.week}
                  type="button"
                  aria-label={t.point({ n: p.week, value: localDecimal(p.text, locale), unit })}
                  className="absolute h-11 w-11 -translate-x-1/2 -translate-y-1/2 rounded-full p-0 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:ring-offset-2"
                  style={{ left: `${p.x}%`, top: `${p.y}%` }}
                  onMouseEnter={() => setActive(p.week)}
                  onMouseLeave={() => setActive(null)}
                  onFocus={() => setActive(p.week)}
                  onBlur={() => setActive(null)}
                  onClick={() => setActive(p.week)}
                >
                  <span
                    className={`mx-auto block h-3 w-3 rounded-full border-2 border-brand-700 ${active === p.week ? 'bg-brand-700' : 'bg-white'}`}
                  />
                </button>
              ))}
              {shownPoint && (
                <p
                  aria-hidden="true"
                  className="pointer-events-none absolute z-10 -translate-x-1/2 whitespace-nowrap rounded bg-slate-900 px-2 py-1 text-xs font-medium text-white"
                  // Above the point, kept off the box's edges.
                  style={{
                    left: `${Math.min(85, Math.max(15, shownPoint.x))}%`,
                    top: `calc(${shownPoint.y}% - 2.5rem)`,
                  }}
                  data-testid="chart-tooltip"
                >
                  {t.point({ n: shownPoint.week, value: localDecimal(shownPoint.text, locale), unit })}
                </p>
              )}
            </div>
            {/* The week axis: the first and last week logged. */}
            <div className="mt-1 flex justify-between text-xs text-slate-600" aria-hidden="true">
              <span>{week({ n: values[0]!.week })}</span>
              {values.length > 1 && <span>{week({ n: values[values.length - 1]!.week })}</span>}
            </div>
          </div>
        </div>
      )}

      {values.length > 0 && (
        <div id={tableId} className={tableShown ? 'mt-3' : 'sr-only'}>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t.caption({ label })}</caption>
            <thead>
              <tr className="text-slate-600">
                <th scope="col" className="py-1 font-medium">
                  {t.week}
                </th>
                <th scope="col" className="py-1 font-medium">
                  {t.heading({ label, unit })}
                </th>
              </tr>
            </thead>
            <tbody>
              {values.map((v) => (
                <tr key={v.week} className="border-t border-slate-200">
                  <th scope="row" className="py-1 font-normal text-slate-700">
                    {week({ n: v.week })}
                  </th>
                  <td className="py-1 text-slate-900">{localDecimal(v.text, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
