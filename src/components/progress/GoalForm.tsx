import type { ProgressJson } from '../../lib/contracts/progress';
import { PROGRESS_SERIES, type ProgressSeries } from '../../lib/contracts/progress-limits';
import type { GoalsUpdate } from '../../lib/contracts/progress';
import { errorMessage } from '../../lib/messages';
import { useLocale, useText } from '../../lib/i18n';
import { progressText } from '../../lib/i18n/en/progress';
import { goalFormText } from '../../lib/i18n/en/goal-form';
import { weeklyLogText } from '../../lib/i18n/en/weekly-log';
import { formatDecimal } from '../../lib/i18n/numbers';
import { parseDecimal } from '../../lib/i18n/decimal-parse';
import { useUnits } from '../../lib/units-store';
import { seriesQuantity, seriesSymbol, shownSeriesValue, storedValue } from '../../lib/units';
import { saveGoals } from '../../lib/stores/goals';
import { Form } from '../form/Form';
import { FieldFrame } from '../form/Field';
import type { Checked } from '../form/checked';
import { useForm } from '../form/use-form';
import { checkDrafts, draftsOf, horizonIso, newDraft, todayIso, type GoalDraft } from './goal-drafts';

interface Props {
  progress: ProgressJson;
  /** `kept`: that the save is kept on the device until the network is back ('' when the server has it). */
  onSaved: (next: ProgressJson, kept: string) => void;
  onCancel: () => void;
}

type GoalValues = { drafts: GoalDraft[]; share: boolean };

/** A row's field, as the form's errors name it. */
const fieldOf = (d: GoalDraft, field: 'series' | 'target' | 'target_date') => `${d.key}.${field}`;

/**
 * The goals form: one row per goal (measurement, target, date), add and remove rows, the sharing checkbox (off
 * unless the member ticked it before). Checked with the contract's schema before sending; errors under their
 * fields, the server's refusal under the form. Its own chunk (GoalsCard loads it on "Set a goal" / "Edit goals").
 */
export default function GoalForm({ progress, onSaved, onCancel }: Props) {
  const t = useText(goalFormText.goalForm);
  const labels = useText(weeklyLogText.measures);
  const units = useText(progressText.units);
  // Targets are typed in the member's units (issue 26) and sent in inches and pounds.
  const memberUnits = useUnits();
  const locale = useLocale();
  const shownTarget = (series: ProgressSeries, target: string) =>
    formatDecimal(shownSeriesValue(series, target, memberUnits), locale);
  const { notANumber } = useText(weeklyLogText.numberField);

  /** Each target read in the member's locale first: what cannot be read is refused on its field, never sent. */
  const check = ({ drafts, share }: GoalValues): Checked<GoalsUpdate> => {
    const read = drafts.map((d) => parseDecimal(d.target, locale));
    // A target left as it was shown sends what was held, so a rounded metric value never moves it.
    const held = new Map(progress.goals.map((g) => [g.series, g.target]));
    const stored = (d: GoalDraft, value: string) =>
      held.has(d.series) && d.target === shownTarget(d.series, held.get(d.series)!)
        ? held.get(d.series)!
        : storedValue(value, seriesQuantity(d.series), memberUnits);
    const checked = checkDrafts(
      drafts.map((d, i) => ({ ...d, target: read[i]!.ok ? stored(d, (read[i] as { value: string }).value) : '' })),
    );
    const errors: Record<string, string> = {};
    drafts.forEach((d, i) => {
      const e = checked.errors[i] ?? {};
      if (e.series) errors[fieldOf(d, 'series')] = e.series;
      if (!read[i]!.ok) errors[fieldOf(d, 'target')] = notANumber;
      else if (e.target) errors[fieldOf(d, 'target')] = e.target;
      if (e.target_date) errors[fieldOf(d, 'target_date')] = e.target_date;
    });
    return checked.goals && Object.keys(errors).length === 0
      ? { ok: true, value: { goals: checked.goals, share_goals_with_staff: share } }
      : { ok: false, errors };
  };

  const form = useForm({
    check,
    initial: (): GoalValues => {
      // Targets as the member writes them ('80,5' in French and German), read back in their locale when saved.
      const rows = draftsOf(progress.goals).map((d) => ({ ...d, target: shownTarget(d.series, d.target) }));
      const first = rows.length === 0 ? newDraft(rows) : null;
      return { drafts: first ? [first] : rows, share: progress.share_goals_with_staff };
    },
    send: async (update) => onSaved(...(await saveGoals(update))),
    failure: (err) => `❌ ${errorMessage(err)}`,
  });
  const { drafts, share } = form.values;
  const change = (key: number, patch: Partial<GoalDraft>) =>
    form.set(
      'drafts',
      drafts.map((d) => (d.key === key ? { ...d, ...patch } : d)),
    );
  const canAdd = drafts.length < PROGRESS_SERIES.length;

  return (
    <Form
      form={form}
      className="mt-4 space-y-4"
      aria-label={t.form}
      actions={{ submit: { label: t.save, busyLabel: t.saving }, cancel: { label: t.cancel, onCancel } }}
    >
      {drafts.map((d, i) => (
        <fieldset key={d.key} className="rounded-md border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-800">{t.goal({ n: i + 1 })}</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            <FieldFrame
              as="select"
              label={t.measurement}
              value={d.series}
              error={form.errors[fieldOf(d, 'series')]}
              onValue={(series) => change(d.key, { series: series as ProgressSeries })}
            >
              {PROGRESS_SERIES.map((s) => (
                <option key={s} value={s} disabled={s !== d.series && drafts.some((o) => o.series === s)}>
                  {labels[s]}
                </option>
              ))}
            </FieldFrame>
            <FieldFrame
              label={t.target({ unit: units[seriesSymbol(d.series, memberUnits)] })}
              inputMode="decimal"
              value={d.target}
              error={form.errors[fieldOf(d, 'target')]}
              onValue={(target) => change(d.key, { target })}
            />
            <FieldFrame
              label={t.targetDate}
              type="date"
              min={todayIso()}
              max={horizonIso()}
              value={d.target_date}
              error={form.errors[fieldOf(d, 'target_date')]}
              onValue={(target_date) => change(d.key, { target_date })}
            />
          </div>
          <button
            type="button"
            className="btn-secondary mt-3 px-3 py-1"
            onClick={() =>
              form.set(
                'drafts',
                drafts.filter((x) => x.key !== d.key),
              )
            }
          >
            {t.remove({ label: labels[d.series] })}
          </button>
        </fieldset>
      ))}
      {canAdd && (
        <button
          type="button"
          className="btn-secondary"
          onClick={() => {
            const row = newDraft(drafts);
            if (row) form.set('drafts', [...drafts, row]);
          }}
        >
          {t.add}
        </button>
      )}
      <div className="flex items-center gap-2">
        <input
          id={`${form.id}-share`}
          type="checkbox"
          className="h-5 w-5"
          checked={share}
          onChange={(ev) => form.set('share', ev.target.checked)}
        />
        {/* Tall enough to tap: the checkbox is tapped through its label too. */}
        <label htmlFor={`${form.id}-share`} className="flex min-h-11 items-center text-sm text-slate-800">
          {t.share}
        </label>
      </div>
    </Form>
  );
}
