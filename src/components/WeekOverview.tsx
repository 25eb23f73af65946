import ImageOverlay from './ImageOverlay';
import DayCard from './DayCard';
import { MEASUREMENTS } from '../lib/contracts/weekly-logs';
import { MEASUREMENT_LABELS, hasPicture, orFallback, type WeeklyLog } from './weekly-log-model';

/**
 * One week, read-only: the five measurements, the progress picture when there is one (click for full size,
 * click again to close) and the day cards (an empty day is one line until tapped). Used by the dashboard and the
 * admin screen.
 */
export default function WeekOverview({ week }: { week: WeeklyLog }) {
  return (
    <div className="space-y-6">
      <section aria-label={`Week ${week.week_number} measurements`} className="card">
        <h3 className="mb-3 text-lg font-semibold text-slate-900">Measurements (inches)</h3>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {MEASUREMENTS.map((name) => (
            <div key={name} className="rounded-md bg-slate-50 p-3">
              <dt className="text-sm font-medium text-slate-600">{MEASUREMENT_LABELS[name]}</dt>
              <dd className="text-lg font-semibold text-slate-900" data-testid={`measurement-${name}`}>
                {orFallback(week[name], 'N/A')}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      {hasPicture(week.progress_picture) && (
        <section className="card">
          <h3 className="mb-3 text-lg font-semibold text-slate-900">Progress Picture</h3>
          <ImageOverlay
            src={week.progress_picture}
            alt={`Week ${week.week_number} progress picture`}
            className="max-h-80 w-auto rounded-md object-contain"
          />
        </section>
      )}
      <section aria-label={`Week ${week.week_number} daily logs`}>
        <h3 className="mb-3 text-lg font-semibold text-slate-900">Daily Logs</h3>
        <div className="grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {week.daily_logs.map((log) => (
            <DayCard key={log.id} log={log} />
          ))}
        </div>
      </section>
    </div>
  );
}
