import type { ProgressWeekJson } from '../../lib/contracts/progress';
import { PROGRESS_SERIES } from '../../lib/contracts/progress-limits';
import TrendChart from './TrendChart';
import { useText } from '../../lib/i18n';
import { progressViewsText } from '../../lib/i18n/en/progress-views';

/** The six small charts (five measurements and weight), two or three to a row on wide screens, one on a phone. */
export default function TrendCharts({
  weeks,
  headingLevel = 2,
}: {
  weeks: readonly ProgressWeekJson[];
  headingLevel?: 2 | 3;
}) {
  const t = useText(progressViewsText.trendChart);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-label={t.trends}>
      <Heading className="mb-3 text-lg font-semibold text-slate-900">{t.trends}</Heading>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {PROGRESS_SERIES.map((s) => (
          <TrendChart key={s} series={s} weeks={weeks} />
        ))}
      </div>
    </section>
  );
}
