import { useId, useState, type FormEvent } from 'react';
import {
  PROGRESS_SERIES,
  SERIES_LABELS,
  SERIES_UNITS,
  type GoalJson,
  type ProgressJson,
  type ProgressSeries,
} from '../../lib/contracts/progress';
import { progress as progressClient } from '../../lib/client/progress';
import { ApiError } from '../../lib/api';
import { bodyMessage, errorMessage } from '../../lib/messages';
import { checkDrafts, draftsOf, horizonIso, newDraft, todayIso, type DraftErrors, type GoalDraft } from './goal-drafts';
import { SAFE_RATE_NOTE, goalProgressSentence, goalTitle } from './progress-model';

interface Props {
  progress: ProgressJson;
  /** The member's own card can edit; staff only read what the member shares. */
  onSaved?: (next: ProgressJson) => void;
}

function GoalProgress({ goal, latest }: { goal: GoalJson; latest: string | null }) {
  const percent = goal.progress_percent === null ? 0 : Math.round(goal.progress_percent);
  const title = goalTitle(goal);
  return (
    <li className="space-y-1" data-testid={`goal-${goal.series}`}>
      <p className="font-medium text-slate-900">{title}</p>
      <div
        role="progressbar"
        aria-label={`${SERIES_LABELS[goal.series]} goal progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={goal.progress_percent === null ? undefined : percent}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-slate-700">{goalProgressSentence(goal, latest)}</p>
      {goal.faster_than_safe && (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="safe-rate-note">
          {SAFE_RATE_NOTE}
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
  const latestOf = (s: ProgressSeries) => progress.summary.series.find((x) => x.series === s)?.latest ?? null;
  const [editing, setEditing] = useState(false);
  const [drafts, setDrafts] = useState<GoalDraft[]>([]);
  const [share, setShare] = useState(progress.share_goals_with_staff);
  const [errors, setErrors] = useState<DraftErrors[]>([]);
  const [formError, setFormError] = useState('');
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState('');
  const id = useId();
  const editable = !!onSaved;

  const open = () => {
    const rows = draftsOf(progress.goals);
    const first = rows.length === 0 ? newDraft(rows) : null;
    setDrafts(first ? [first] : rows);
    setShare(progress.share_goals_with_staff);
    setErrors([]);
    setFormError('');
    setSaved('');
    setEditing(true);
  };

  const change = (key: number, patch: Partial<GoalDraft>) => setDrafts((ds) => ds.map((d) => (d.key === key ? { ...d, ...patch } : d)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    const checked = checkDrafts(drafts);
    setErrors(checked.errors);
    if (!checked.goals) return;
    setSaving(true);
    try {
      const next = await progressClient.saveGoals({ goals: checked.goals, share_goals_with_staff: share });
      onSaved?.(next);
      setEditing(false);
      setSaved('✅ Goals saved.');
    } catch (err) {
      setFormError('❌ ' + (err instanceof ApiError && err.status === 400 ? bodyMessage(err.data) : errorMessage(err)));
    } finally {
      setSaving(false);
    }
  };

  const canAdd = drafts.length < PROGRESS_SERIES.length;

  return (
    <section className="card" aria-labelledby={`${id}-heading`} data-testid="goals-card">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">Goals</h2>
        {editable && !editing && (
          <button type="button" className="btn-secondary" onClick={open}>
            {progress.goals.length === 0 ? 'Set a goal' : 'Edit goals'}
          </button>
        )}
      </div>

      {progress.goals.length === 0 ? (
        !editing && <p className="text-slate-700">{editable ? 'No goals yet. Set a target for a measurement or your weight, with a date.' : 'No goals shared.'}</p>
      ) : (
        <ul className="space-y-4">
          {progress.goals.map((g) => (
            <GoalProgress key={g.series} goal={g} latest={latestOf(g.series)} />
          ))}
        </ul>
      )}
      {editable && !editing && progress.goals.length > 0 && (
        <p className="mt-3 text-sm text-slate-600">
          {progress.share_goals_with_staff ? 'Your goals are shared with staff.' : 'Your goals are private.'}
        </p>
      )}
      {saved && (
        <p role="status" className="alert-success mt-3">
          {saved}
        </p>
      )}

      {editable && editing && (
        <form className="mt-4 space-y-4" onSubmit={(e) => void submit(e)} noValidate aria-label="Edit goals">
          {drafts.map((d, i) => {
            const e = errors[i] ?? {};
            const rowId = `${id}-goal-${d.key}`;
            return (
              <fieldset key={d.key} className="rounded-md border border-slate-200 p-3">
                <legend className="px-1 text-sm font-semibold text-slate-800">Goal {i + 1}</legend>
                <div className="grid gap-3 sm:grid-cols-3">
                  <div>
                    <label htmlFor={`${rowId}-series`} className="field-label">Measurement</label>
                    <select
                      id={`${rowId}-series`}
                      className="field-input"
                      value={d.series}
                      aria-invalid={!!e.series}
                      aria-describedby={e.series ? `${rowId}-series-error` : undefined}
                      onChange={(ev) => change(d.key, { series: ev.target.value as ProgressSeries })}
                    >
                      {PROGRESS_SERIES.map((s) => (
                        <option key={s} value={s} disabled={s !== d.series && drafts.some((o) => o.series === s)}>
                          {SERIES_LABELS[s]}
                        </option>
                      ))}
                    </select>
                    {e.series && <p id={`${rowId}-series-error`} className="mt-1 text-sm text-red-700">{e.series}</p>}
                  </div>
                  <div>
                    <label htmlFor={`${rowId}-target`} className="field-label">Target ({SERIES_UNITS[d.series]})</label>
                    <input
                      id={`${rowId}-target`}
                      className="field-input"
                      inputMode="decimal"
                      value={d.target}
                      aria-invalid={!!e.target}
                      aria-describedby={e.target ? `${rowId}-target-error` : undefined}
                      onChange={(ev) => change(d.key, { target: ev.target.value })}
                    />
                    {e.target && <p id={`${rowId}-target-error`} className="mt-1 text-sm text-red-700">{e.target}</p>}
                  </div>
                  <div>
                    <label htmlFor={`${rowId}-date`} className="field-label">Target date</label>
                    <input
                      id={`${rowId}-date`}
                      type="date"
                      className="field-input"
                      min={todayIso()}
                      max={horizonIso()}
                      value={d.target_date}
                      aria-invalid={!!e.target_date}
                      aria-describedby={e.target_date ? `${rowId}-date-error` : undefined}
                      onChange={(ev) => change(d.key, { target_date: ev.target.value })}
                    />
                    {e.target_date && <p id={`${rowId}-date-error`} className="mt-1 text-sm text-red-700">{e.target_date}</p>}
                  </div>
                </div>
                <button
                  type="button"
                  className="btn-secondary mt-3 px-3 py-1"
                  onClick={() => {
                    setDrafts((ds) => ds.filter((x) => x.key !== d.key));
                    setErrors((es) => es.filter((_, j) => j !== i));
                  }}
                >
                  Remove {SERIES_LABELS[d.series]} goal
                </button>
              </fieldset>
            );
          })}
          {canAdd && (
            <button
              type="button"
              className="btn-secondary"
              onClick={() => {
                const row = newDraft(drafts);
                if (row) setDrafts((ds) => [...ds, row]);
              }}
            >
              Add a goal
            </button>
          )}
          <div className="flex items-center gap-2">
            <input id={`${id}-share`} type="checkbox" className="h-5 w-5" checked={share} onChange={(ev) => setShare(ev.target.checked)} />
            {/* Tall enough to tap: the checkbox is tapped through its label too. */}
            <label htmlFor={`${id}-share`} className="flex min-h-11 items-center text-sm text-slate-800">
              Share my goals with staff
            </label>
          </div>
          {formError && (
            <p role="alert" className="alert-error">
              {formError}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-primary" disabled={saving}>
              {saving ? 'Saving...' : 'Save goals'}
            </button>
            <button type="button" className="btn-secondary" onClick={() => setEditing(false)} disabled={saving}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
