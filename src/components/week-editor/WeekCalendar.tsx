import { useLocale, useText } from '../../lib/i18n';
import { formatDayMonth } from '../../lib/i18n/day-month';
import { weeklyLogText } from '../../lib/i18n/en/weekly-log';
import { weekEditorText } from '../../lib/i18n/en/week-editor';
import { isFutureDay, orFallback, type DailyLog, type WeeklyLog } from '../weekly-log-model';

interface Props {
  week: WeeklyLog;
  /** The member's today (YYYY-MM-DD): the days after it cannot be filled yet. */
  today: string;
  onOpenDay: (log: DailyLog) => void;
}

/** "This Week": the week's dates and a tile per day (its workout), each opening the day's dialog. */
export default function WeekCalendar({ week, today, onOpenDay }: Props) {
  const t = useText(weekEditorText.weekEditor);
  const locale = useLocale();
  const names = useText(weeklyLogText.dayNames);
  const days = useText(weeklyLogText.dayShort);
  const fallbacks = useText(weeklyLogText.dayFields);
  const { notYet, dayNotYet } = useText(weeklyLogText.dayCard);
  return (
    <section className="card" aria-label={t.calendar({ n: week.week_number })}>
      <h3 className="text-lg font-semibold text-slate-900">{t.thisWeek}</h3>
      {week.start_date && week.end_date && (
        <p className="text-sm text-slate-600" data-testid="week-dates">
          {t.dates({ from: formatDayMonth(locale, week.start_date), to: formatDayMonth(locale, week.end_date) })}
        </p>
      )}
      <ul className="mt-3 grid grid-cols-4 gap-2">
        {week.daily_logs.map((log) => {
          const short = days[log.day as keyof typeof days] ?? log.day;
          const date = log.date ? formatDayMonth(locale, log.date) : null;
          const isToday = log.date === today;
          const future = isFutureDay(log, today);
          const name = date ? `${short} ${date}` : short;
          return (
            <li key={log.id}>
              <button
                type="button"
                onClick={() => onOpenDay(log)}
                disabled={future}
                aria-label={
                  future
                    ? dayNotYet({ day: names[log.day as keyof typeof names] ?? log.day })
                    : t.openDay({ day: short })
                }
                aria-current={isToday ? 'date' : undefined}
                data-testid={`day-tile-${log.day}`}
                data-date={log.date ?? undefined}
                className={`flex h-full w-full flex-col items-stretch rounded-md border p-2 text-left ${
                  future
                    ? 'cursor-not-allowed border-dashed border-slate-200 bg-white text-slate-500'
                    : isToday
                      ? 'border-brand-600 bg-brand-50 hover:bg-brand-100'
                      : 'border-slate-200 bg-slate-50 hover:border-brand-600 hover:bg-brand-50'
                }`}
              >
                <span className={`text-sm font-bold ${future ? 'text-slate-600' : 'text-slate-900'}`}>{name}</span>
                {isToday && <span className="text-xs font-semibold text-brand-700">{t.today}</span>}
                <span className="line-clamp-2 break-words text-xs text-slate-600">
                  {future ? notYet : orFallback(log.workout, fallbacks.noWorkout)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
