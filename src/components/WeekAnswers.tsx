import { useEffect, useState } from 'react';
import type { WeekFeedbackJson } from '../lib/contracts/coaching';
import { formatShortDate, useLocale, useText } from '../lib/i18n';
import { weekAnswersText } from '../lib/i18n/en/week-answers';
import type { WeeklyLog } from './weekly-log-model';

export type Week = Pick<WeeklyLog, 'week_number' | 'feedback'>;

/** Where a week's answers start on /weekly-log: a link to the week (`#week-N`) brings them into view. */
export const answersAnchor = (n: number) => `week-${n}-answers`;

/**
 * One answer: who wrote it, the day, and the text as text, never HTML, its line breaks kept. The day is the UTC one
 * while hydrating (the server knows no member's zone: the first render matches its HTML), then the member's own.
 */
export function Answer({ answer }: { answer: WeekFeedbackJson }) {
  const t = useText(weekAnswersText.answer);
  // Not useHydrated: its module would be one more script on /dashboard, and the logs' pages have no bytes to spare.
  const [zone, setZone] = useState<string | undefined>('UTC');
  useEffect(() => setZone(undefined), []);
  const date = formatShortDate(useLocale(), answer.created_at, zone);
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
      <h3 id={`${id}-title`} tabIndex={-1} className="mb-3 text-lg font-semibold">
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
