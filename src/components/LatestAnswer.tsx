import type { WeekFeedbackJson } from '../lib/contracts/coaching';
import { useText } from '../lib/i18n';
import { weekAnswersText } from '../lib/i18n/en/week-answers';
import { Answer, type Week } from './WeekAnswers';

/** The dashboard's card: the newest answer of any week, its week, and the way to it; nothing while there is none. */
export default function LatestAnswer({ weeks }: { weeks: readonly Week[] }) {
  const t = useText(weekAnswersText.latest);
  let latest: { answer: WeekFeedbackJson; n: number } | undefined;
  // Ids grow with time: the largest is the newest.
  for (const week of weeks) {
    for (const answer of week.feedback ?? []) {
      if (!latest || answer.id > latest.answer.id) latest = { answer, n: week.week_number };
    }
  }
  if (!latest) return null;
  const { answer, n } = latest;
  return (
    <section aria-labelledby="latest-answer" className="card">
      <h2 id="latest-answer" className="text-lg font-semibold">
        {t.title}
      </h2>
      <p className="mb-3 text-sm font-medium text-slate-700">{t.about({ n })}</p>
      <Answer answer={answer} />
      <a href={`/weekly-log#week-${n}`} className="link-standalone mt-3 inline-block">
        {t.open({ n })}
      </a>
    </section>
  );
}
