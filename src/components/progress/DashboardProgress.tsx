import { progress as progressClient } from '../../lib/client/progress';
import LoadError from '../LoadError';
import CheckInSummary from './CheckInSummary';
import GoalsCard from './GoalsCard';
import TrendCharts from './TrendCharts';
import { useProgress } from './useProgress';
import { weeksWithPictures } from './progress-model';

/**
 * The dashboard's progress, above the week tabs: the check-in summary, the trend charts, the goals and the way to
 * the picture comparison. Its own chunk, fetched after the dashboard hydrates (Dashboard.tsx).
 */
export default function DashboardProgress() {
  const { progress, setProgress, error, reload } = useProgress((signal) => progressClient.get(signal));
  if (!progress) {
    return error ? <LoadError message={error} onRetry={reload} /> : <p role="status">Loading your progress...</p>;
  }
  const pictures = weeksWithPictures(progress.weeks).length;
  return (
    <div className="space-y-6">
      <CheckInSummary progress={progress} />
      <TrendCharts weeks={progress.weeks} />
      <GoalsCard progress={progress} onSaved={setProgress} />
      <p className="card text-slate-800">
        <a href="/progress/compare" className="inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-2">
          Compare your progress pictures
        </a>
        {pictures < 2 && <span className="text-slate-600"> (once two weeks have a picture)</span>}
      </p>
    </div>
  );
}
