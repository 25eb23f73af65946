import { useId, useState } from 'react';
import { DAY_ROWS, isBlankDay, isFutureDay, orFallback, type DailyLog } from './weekly-log-model';
import { useLocale, useText } from '../lib/i18n';
import { formatDayMonth } from '../lib/i18n/day-month';
import { formatDecimal } from '../lib/i18n/numbers';
import { weeklyLogText } from '../lib/i18n/en/weekly-log';

interface Props {
  log: DailyLog;
  /** Shows an Edit button when given; without it the card is read-only (dashboard, admin). */
  onEdit?: (log: DailyLog) => void;
  /** The member's today (YYYY-MM-DD, the browser's date): a later day's Edit button is disabled, with a note. */
  today?: string;
}

/**
 * One day of a week: workout, duration, notes, meals, snacks and water, with the spec's fallbacks. A day with
 * nothing logged is one line ('Nothing logged') until its name is tapped (a disclosure button: Enter and Space
 * too); a day with something logged starts open.
 */
export default function DayCard({ log, onEdit, today }: Props) {
  const t = useText(weeklyLogText.dayCard);
  const fields = useText(weeklyLogText.dayFields);
  const names = useText(weeklyLogText.dayNames);
  const locale = useLocale();
  const dayName = names[log.day as keyof typeof names] ?? log.day;
  const date = log.date ? formatDayMonth(locale, log.date) : null;
  const future = today !== undefined && isFutureDay(log, today);
  const detailsId = useId();
  const blank = isBlankDay(log);
  // The member's own choice wins; until then the card follows the day (it opens once something is logged).
  const [chosen, setChosen] = useState<boolean | null>(null);
  const open = chosen ?? !blank;

  return (
    <article
      className="rounded-lg border border-slate-200 bg-white px-4 py-2 shadow-sm"
      data-testid={`day-card-${log.day}`}
      aria-label={dayName}
    >
      <div className="flex items-center justify-between gap-2">
        <h4 className="min-w-0 flex-1">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setChosen(!open)}
            className="flex min-h-10 w-full min-w-0 flex-wrap items-center gap-x-2 rounded-md text-left touch:min-h-11"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className={`h-4 w-4 shrink-0 fill-slate-500 transition-transform ${open ? 'rotate-90' : ''}`}
            >
              <path d="M7 4l6 6-6 6z" />
            </svg>
            <span className="shrink-0 font-semibold text-slate-900">{dayName}</span>
            {date && (
              <span className="shrink-0 text-sm text-slate-600" data-testid="day-date">
                {date}
              </span>
            )}
            {blank && <span className="min-w-0 text-sm text-slate-500">{future ? t.notYet : t.nothingLogged}</span>}
          </button>
        </h4>
        {onEdit && (
          <button
            type="button"
            className="btn-secondary shrink-0 px-3 py-1 disabled:cursor-not-allowed disabled:opacity-50"
            onClick={() => onEdit(log)}
            disabled={future}
            aria-label={future ? t.dayNotYet({ day: dayName }) : t.editDay({ day: dayName })}
          >
            {t.edit}
          </button>
        )}
      </div>
      <dl id={detailsId} hidden={!open} className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 pb-2 pt-1 text-sm">
        {DAY_ROWS.map(({ field, label, fallback }) => (
          <div key={field} className="contents">
            <dt className="font-medium text-slate-600">{fields[label]}</dt>
            <dd className="whitespace-pre-wrap break-words text-slate-900">
              {orFallback(
                field === 'water_intake_oz' ? formatDecimal(log[field], locale) : log[field],
                fields[fallback],
              )}
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
