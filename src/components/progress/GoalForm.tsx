import { useId, useState, type FormEvent } from 'react';
import type { ProgressJson } from '../../lib/contracts/progress';
import { PROGRESS_SERIES, type ProgressSeries } from '../../lib/contracts/progress-limits';
import { progress as progressClient } from '../../lib/client/progress';
import { ApiError } from '../../lib/api';
import { bodyMessage, errorMessage } from '../../lib/messages';
import { useLocale, useText } from '../../lib/i18n';
import { progressText } from '../../lib/i18n/en/progress';
import { weeklyLogText } from '../../lib/i18n/en/weekly-log';
import { formatDecimal, parseDecimal } from '../../lib/i18n/numbers';
import { useUnits } from '../../lib/units-store';
import { seriesQuantity, seriesSymbol, shownSeriesValue, storedValue } from '../../lib/units';
import { checkDrafts, draftsOf, horizonIso, newDraft, todayIso, type DraftErrors, type GoalDraft } from './goal-drafts';

interface Props {
  progress: ProgressJson;
  onSaved: (next: ProgressJson) => void;
  onCancel: () => void;
}

/**
 * The goals form: one row per goal (measurement, target, date), add and remove rows, the sharing checkbox (off
 * unless the member ticked it before). Checked with the contract's schema before sending; errors under their
 * fields, the server's refusal under the form. Its own chunk (GoalsCard loads it on "Set a goal" / "Edit goals").
 */
export default function GoalForm({ progress, onSaved, onCancel }: Props) {
  const t = useText(progressText.goalForm);
  const labels = useText(weeklyLogText.measures);
  const units = useText(progressText.units);
  // Targets are typed in the member's units (issue 26) and sent in inches and pounds.
  const memberUnits = useUnits();
  const shownTarget = (series: ProgressSeries, target: string) => formatDecimal(shownSeriesValue(series, target, memberUnits), locale);
  const { notANumber } = useText(weeklyLogText.numberField);
  const locale = useLocale();
  const [drafts, setDrafts] = useState<GoalDraft[]>(() => {
    // Targets as the member writes them ('80,5' in French and German), read back in their locale when saved.
    const rows = draftsOf(progress.goals).map((d) => ({ ...d, target: shownTarget(d.series, d.target) }));
    const first = rows.length === 0 ? newDraft(rows) : null;
    return first ? [first] : rows;
  });
  const [share, setShare] = useState(progress.share_goals_with_staff);
  const [errors, setErrors] = useState<DraftErrors[]>([]);
  const [formError, setFormError] = useState('');
  const [saving, setSaving] = useState(false);
  const id = useId();

  const change = (key: number, patch: Partial<GoalDraft>) => setDrafts((ds) => ds.map((d) => (d.key === key ? { ...d, ...patch } : d)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    // Each target read in the member's locale first: what cannot be read is refused on its field, never sent.
    const read = drafts.map((d) => parseDecimal(d.target, locale));
    // A target left as it was shown sends what was held, so a rounded metric value never moves it.
    const held = new Map(progress.goals.map((g) => [g.series, g.target]));
    const stored = (d: GoalDraft, value: string) =>
      held.has(d.series) && d.target === shownTarget(d.series, held.get(d.series)!) ? held.get(d.series)! : storedValue(value, seriesQuantity(d.series), memberUnits);
    const checked = checkDrafts(drafts.map((d, i) => ({ ...d, target: read[i]!.ok ? stored(d, (read[i] as { value: string }).value) : '' })));
    const errors = checked.errors.map((e, i) => (read[i]!.ok ? e : { ...e, target: notANumber }));
    setErrors(errors);
    if (!checked.goals || read.some((r) => !r.ok)) return;
    setSaving(true);
    try {
      onSaved(await progressClient.saveGoals({ goals: checked.goals, share_goals_with_staff: share }));
    } catch (err) {
      setFormError('❌ ' + (err instanceof ApiError && err.status === 400 ? bodyMessage(err.data) : errorMessage(err)));
      setSaving(false);
    }
  };

  const canAdd = drafts.length < PROGRESS_SERIES.length;

  return (
    <form className="mt-4 space-y-4" onSubmit={(e) => void submit(e)} noValidate aria-label={t.form}>
      {drafts.map((d, i) => {
        const e = errors[i] ?? {};
        const rowId = `${id}-goal-${d.key}`;
        return (
          <fieldset key={d.key} className="rounded-md border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold text-slate-800">{t.goal({ n: i + 1 })}</legend>
            <div className="grid gap-3 sm:grid-cols-3">
              <div>
                <label htmlFor={`${rowId}-series`} className="field-label">{t.measurement}</label>
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
                      {labels[s]}
                    </option>
                  ))}
                </select>
                {e.series && <p id={`${rowId}-series-error`} className="mt-1 text-sm text-red-700">{e.series}</p>}
              </div>
              <div>
                <label htmlFor={`${rowId}-target`} className="field-label">{t.target({ unit: units[seriesSymbol(d.series, memberUnits)] })}</label>
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
                <label htmlFor={`${rowId}-date`} className="field-label">{t.targetDate}</label>
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
              {t.remove({ label: labels[d.series] })}
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
          {t.add}
        </button>
      )}
      <div className="flex items-center gap-2">
        <input id={`${id}-share`} type="checkbox" className="h-5 w-5" checked={share} onChange={(ev) => setShare(ev.target.checked)} />
        {/* Tall enough to tap: the checkbox is tapped through its label too. */}
        <label htmlFor={`${id}-share`} className="flex min-h-11 items-center text-sm text-slate-800">
          {t.share}
        </label>
      </div>
      {formError && (
        <p role="alert" className="alert-error">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving ? t.saving : t.save}
        </button>
        <button type="button" className="btn-secondary" onClick={onCancel} disabled={saving}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
