import PictureOverlay from './PictureOverlay';
import DayCard from './DayCard';
import { MEASUREMENTS } from '../lib/contracts/weekly-log-limits';
import { hasPicture, orFallback, type WeeklyLog } from './weekly-log-model';
import { useLocale, useText } from '../lib/i18n';
import { formatDecimal } from '../lib/i18n/numbers';
import { weeklyLogText } from '../lib/i18n/en/weekly-log';
import { weekOverviewText } from '../lib/i18n/en/week-overview';
import { useUnits } from '../lib/units-store';
import { shownValue } from '../lib/units';

/**
 * One week, read-only: the five measurements, the progress picture when there is one (click for full size,
 * click again to close) and the day cards (an empty day is one line until tapped). Used by the dashboard and the
 * admin screen.
 */
export default function WeekOverview({ week }: { week: WeeklyLog }) {
  const t = useText(weekOverviewText.weekOverview);
  const names = useText(weeklyLogText.measures);
  const { notAvailable } = useText(weeklyLogText.dayFields);
  const locale = useLocale();
  // The reader's units (issue 26): staff read a member's week in their own.
  const units = useUnits();
  return (
    <div className="space-y-6">
      <section aria-label={t.measurementsOf({ n: week.week_number })} className="card">
        <h3 className="mb-3 text-lg font-semibold text-slate-900">
          {units === 'metric' ? t.measurementsMetric : t.measurements}
        </h3>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {MEASUREMENTS.map((name) => (
            <div key={name} className="rounded-md bg-slate-50 p-3">
              <dt className="text-sm font-medium text-slate-600">{names[name]}</dt>
              <dd className="text-lg font-semibold text-slate-900" data-testid={`measurement-${name}`}>
                {orFallback(formatDecimal(shownValue(week[name], 'length', units), locale), notAvailable)}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      {hasPicture(week.progress_picture) && (
        <section className="card">
          <h3 className="mb-3 text-lg font-semibold text-slate-900">{t.picture}</h3>
          <PictureOverlay
            src={week.progress_picture}
            alt={t.pictureAlt({ n: week.week_number })}
            className="max-h-80 w-auto rounded-md object-contain"
          />
        </section>
      )}
      <section aria-label={t.dailyLogsOf({ n: week.week_number })}>
        <h3 className="mb-3 text-lg font-semibold text-slate-900">{t.dailyLogs}</h3>
        <div className="grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {week.daily_logs.map((log) => (
            <DayCard key={log.id} log={log} />
          ))}
        </div>
      </section>
    </div>
  );
}
