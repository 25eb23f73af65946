import { lazy, Suspense, useId, useState } from 'react';
import type { GoalJson, ProgressJson, ProgressSeries } from '../../lib/contracts/progress';
import { useText } from '../../lib/i18n';
import { progressViewsText } from '../../lib/i18n/en/progress-views';
import { weeklyLogText } from '../../lib/i18n/en/weekly-log';
import { goalProgressSentence, goalTitle, safeRateNote } from './goal-wording';

// The form and its checks (the contract's schemas): fetched when the member opens it.
const GoalForm = lazy(() => import('./GoalForm'));

interface Props {
  progress: ProgressJson;
  /** The member's own card can edit; staff only read what the member shares. */
  onSaved?: (next: ProgressJson) => void;
}

function GoalProgress({ goal, latest }: { goal: GoalJson; latest: string | null }) {
  const t = useText(progressViewsText.goals);
  const label = useText(weeklyLogText.measures)[goal.series];
  const percent = goal.progress_percent === null ? 0 : Math.round(goal.progress_percent);
  const title = goalTitle(goal);
  return (
    <li className="space-y-1" data-testid={`goal-${goal.series}`}>
      <p className="font-medium text-slate-900">{title}</p>
      <div
        role="progressbar"
        aria-label={t.progressLabel({ label })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={goal.progress_percent === null ? undefined : percent}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-slate-700">{goalProgressSentence(goal, latest)}</p>
      {goal.faster_than_safe && (
        <p
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          data-testid="safe-rate-note"
        >
          {safeRateNote()}
        </p>
      )}
    </li>
  );
}

/**
 * The goals: progress toward each (a bar and a sentence), the safe-rate note on a weight goal that asks too much,
 * and for the member a form to add, change or remove goals and to share them with staff (off unless ticked).
 */
export default function GoalsCard({ progress, onSaved }: Props) {
  const t = useText(progressViewsText.goals);
  const latestOf = (s: ProgressSeries) => progress.summary.series.find((x) => x.series === s)?.latest ?? null;
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState('');
  const id = useId();
  const editable = !!onSaved;

  const open = () => {
    setSaved('');
    setEditing(true);
  };

  return (
    <section className="card" aria-labelledby={`${id}-heading`} data-testid="goals-card">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
          {t.title}
        </h2>
        {editable && !editing && (
          <button type="button" className="btn-secondary" onClick={open}>
            {progress.goals.length === 0 ? t.setGoal : t.editGoals}
          </button>
        )}
      </div>

      {progress.goals.length === 0 ? (
        !editing && <p className="text-slate-700">{editable ? t.noGoals : t.noGoalsShared}</p>
      ) : (
        <ul className="space-y-4">
          {progress.goals.map((g) => (
            <GoalProgress key={g.series} goal={g} latest={latestOf(g.series)} />
          ))}
        </ul>
      )}
      {editable && !editing && progress.goals.length > 0 && (
        <p className="mt-3 text-sm text-slate-600">{progress.share_goals_with_staff ? t.shared : t.private}</p>
      )}
      {saved && (
        <p role="status" className="alert-success mt-3">
          {saved}
        </p>
      )}

      {editable && editing && (
        <Suspense fallback={null}>
          <GoalForm
            progress={progress}
            onCancel={() => setEditing(false)}
            onSaved={(next, kept) => {
              onSaved(next);
              setEditing(false);
              setSaved(kept || t.saved);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
