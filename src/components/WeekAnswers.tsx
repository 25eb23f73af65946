import type { WeekFeedbackJson } from '../lib/contracts/coaching';
import { formatShortDate, useLocale, useText } from '../lib/i18n';
import { weekAnswersText } from '../lib/i18n/en/week-answers';
import type { WeeklyLog } from './weekly-log-model';

export type Week = Pick<WeeklyLog, 'week_number' | 'feedback'>;

/** Where a week's answers start on /weekly-log: a link to the week (`#week-N`) brings them into view. */
export const answersAnchor = (n: number) => `week-${n}-answers`;

/**
 * One answer: who wrote it, the day (UTC, as the server renders it: the same text before and after hydration), and
 * the text as text, never HTML, its line breaks kept.
 */
export function Answer({ answer }: { answer: WeekFeedbackJson }) {
  const t = useText(weekAnswersText.answer);
  const date = formatShortDate(useLocale(), answer.created_at, 'UTC');
  return (
    <>
      <p className="text-sm text-slate-600">{t.byline({ author: answer.author_name, date })}</p>
      <p className="whitespace-pre-wrap break-words">{answer.text}</p>
    </>
  );
}

/** A week's answers from staff, oldest first, under its measurements on /weekly-log; nothing while there are none. */
export default function WeekAnswers({ week }: { week: Week }) {
  const t = useText(weekAnswersText.list);
  const id = answersAnchor(week.week_number);
  return week.feedback?.length ? (
    <section id={id} aria-labelledby={`${id}-title`} className="card scroll-mt-4">
      <h3 id={`${id}-title`} className="mb-3 text-lg font-semibold">
        {t.title}
      </h3>
      <ol className="space-y-4">
        {week.feedback.map((answer) => (
          <li key={answer.id}>
            <Answer answer={answer} />
          </li>
        ))}
      </ol>
    </section>
  ) : null;
}
