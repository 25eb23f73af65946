import { lazy, Suspense } from 'react';
import LoadError from '../LoadError';
import CheckInSummary from './CheckInSummary';
import WhenVisible from './WhenVisible';
import TrendCharts from './TrendCharts';
import type { ProgressJson } from '../../lib/contracts/progress';
import { $progress } from '../../lib/stores/progress';
import { useText } from '../../lib/i18n';
import { progressViewsText } from '../../lib/i18n/en/progress-views';

// Below the fold (under the summary and six charts): fetched when the member gets near it.
const GoalsCard = lazy(() => import('./GoalsCard'));

const goalsPlaceholder = (title: string) => (
  <section className="card min-h-40" aria-labelledby="goals-placeholder-heading">
    <h2 id="goals-placeholder-heading" className="mb-3 text-lg font-semibold text-slate-900">
      {title}
    </h2>
  </section>
);

interface Props {
  /** The member's progress, read by the dashboard with the weeks; null while it comes or when it failed. */
  progress: ProgressJson | null;
  error: string;
  onRetry: () => void;
}

/**
 * The dashboard's progress, above the week tabs: the check-in summary, the trend charts, the goals and the way to
 * the picture comparison.
 */
export default function DashboardProgress({ progress, error, onRetry }: Props) {
  const t = useText(progressViewsText.dashboard);
  if (!progress) {
    return error ? <LoadError message={error} onRetry={onRetry} /> : <p role="status">{t.loadingProgress}</p>;
  }
  const pictures = progress.weeks.filter((w) => w.progress_picture).length;
  return (
    <div className="space-y-6">
      <CheckInSummary progress={progress} />
      <TrendCharts weeks={progress.weeks} />
      <WhenVisible placeholder={goalsPlaceholder(t.goals)}>
        <Suspense fallback={goalsPlaceholder(t.goals)}>
          <GoalsCard progress={progress} onSaved={(next) => $progress.mutate(next)} />
        </Suspense>
      </WhenVisible>
      <p className="card text-slate-800">
        <a href="/progress/compare" className="link-standalone">
          {t.compare}
        </a>
        {pictures < 2 && t.twoNeeded}
      </p>
    </div>
  );
}
