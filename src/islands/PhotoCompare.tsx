import { useId, useState } from 'react';
import type { ProgressWeekJson } from '../lib/contracts/progress';
import { $progress } from '../lib/stores/progress';
import { useQuery } from '../lib/stores/use-query';
import { errorMessage } from '../lib/messages';
import LoadError from '../components/LoadError';
import CompareSlider from '../components/progress/CompareSlider';
import { weekDates, weeksWithPictures } from '../components/progress/week-dates';
import { useLocale, useText } from '../lib/i18n';
import { progressCompareText } from '../lib/i18n/en/progress-compare';
import { weeklyLogText } from '../lib/i18n/en/weekly-log';

function Picture({ week }: { week: ProgressWeekJson }) {
  const { pictureAlt } = useText(progressCompareText.compare);
  const { week: weekName } = useText(weeklyLogText.weekTabs);
  const locale = useLocale();
  return (
    <figure className="min-w-0">
      <img
        src={week.progress_picture!}
        alt={pictureAlt({ n: week.week_number })}
        className="aspect-[3/4] w-full rounded-md bg-slate-100 object-contain"
      />
      <figcaption className="mt-2 text-sm text-slate-700">
        <span className="block font-semibold text-slate-900">{weekName({ n: week.week_number })}</span>
        <span className="block">{weekDates(week, locale)}</span>
      </figcaption>
    </figure>
  );
}

/**
 * /progress/compare: two weeks' progress pictures (first and latest unless picked), side by side and as a slider
 * overlay. Pictures come through the signed links of the progress answer.
 */
export default function PhotoCompare() {
  const t = useText(progressCompareText.compare);
  const { week: weekName } = useText(weeklyLogText.weekTabs);
  const { data: progress, error } = useQuery($progress);
  const [firstNo, setFirstNo] = useState<number | null>(null);
  const [secondNo, setSecondNo] = useState<number | null>(null);
  const id = useId();

  if (!progress)
    return error ? (
      <LoadError message={errorMessage(error)} onRetry={$progress.revalidate} />
    ) : (
      <p role="status">{t.loading}</p>
    );

  const weeks = weeksWithPictures(progress.weeks);
  if (weeks.length < 2) {
    return (
      <p className="card text-slate-700" data-testid="compare-empty">
        {weeks.length === 0 ? t.noPictures : t.onlyOne} {t.addBefore}{' '}
        <a href="/weekly-log" className="font-medium text-brand-700 underline underline-offset-2">
          {t.weeklyLog}
        </a>{' '}
        {t.addAfter}
      </p>
    );
  }

  const first = weeks.find((w) => w.week_number === firstNo) ?? weeks[0]!;
  const second = weeks.find((w) => w.week_number === secondNo) ?? weeks[weeks.length - 1]!;
  const pick = (label: string, value: number, set: (n: number) => void, suffix: string) => (
    <div className="min-w-0">
      <label htmlFor={`${id}-${suffix}`} className="field-label">
        {label}
      </label>
      <select
        id={`${id}-${suffix}`}
        className="field-input"
        value={value}
        onChange={(e) => set(Number(e.target.value))}
      >
        {weeks.map((w) => (
          <option key={w.week_number} value={w.week_number}>
            {weekName({ n: w.week_number })}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div className="space-y-6">
      <div className="card grid grid-cols-2 gap-3">
        {pick(t.firstWeek, first.week_number, setFirstNo, 'first')}
        {pick(t.secondWeek, second.week_number, setSecondNo, 'second')}
      </div>
      <section className="card" aria-labelledby={`${id}-side`}>
        <h2 id={`${id}-side`} className="mb-3 text-lg font-semibold text-slate-900">
          {t.sideBySide}
        </h2>
        <div className="grid grid-cols-2 gap-3" data-testid="compare-side-by-side">
          <Picture week={first} />
          <Picture week={second} />
        </div>
      </section>
      <section className="card" aria-labelledby={`${id}-overlay`}>
        <h2 id={`${id}-overlay`} className="mb-3 text-lg font-semibold text-slate-900">
          {t.slider}
        </h2>
        <CompareSlider key={`${first.week_number}-${second.week_number}`} first={first} second={second} />
      </section>
    </div>
  );
}
