import { DAY_NAMES, orFallback, type DailyLog } from './weekly-log-model';

interface Props {
  log: DailyLog;
  /** Shows an Edit button when given; without it the card is read-only (dashboard, admin). */
  onEdit?: (log: DailyLog) => void;
}

/** One day of a week: workout, duration, notes, meals, snacks and water, with the spec's fallbacks. */
export default function DayCard({ log, onEdit }: Props) {
  const dayName = DAY_NAMES[log.day] ?? log.day;
  const rows: Array<[string, string]> = [
    ['Workout', orFallback(log.workout, 'No Workout')],
    ['Duration', orFallback(log.duration, 'No Time')],
    ['Notes', orFallback(log.notes, 'No Notes')],
    ['Breakfast', orFallback(log.breakfast, 'N/A')],
    ['Lunch', orFallback(log.lunch, 'N/A')],
    ['Dinner', orFallback(log.dinner, 'N/A')],
    ['Snack 1', orFallback(log.snack1, 'N/A')],
    ['Snack 2', orFallback(log.snack2, 'N/A')],
    ['Water Intake (oz)', orFallback(log.water_intake_oz, 'N/A')],
  ];
  return (
    <article className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid={`day-card-${log.day}`} aria-label={dayName}>
      <div className="mb-2 flex items-center justify-between gap-2">
        <h4 className="font-semibold text-slate-900">{dayName}</h4>
        {onEdit && (
          <button type="button" className="btn-secondary px-3 py-1" onClick={() => onEdit(log)} aria-label={`Edit ${dayName}`}>
            Edit
          </button>
        )}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="whitespace-pre-wrap break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
