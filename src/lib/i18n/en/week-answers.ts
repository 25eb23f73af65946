import { params } from '@nanostores/i18n';
import { defineText } from '../text';

/** English text of the weekAnswers domain (issue 29): staff's answers to a member's week, as the member reads them. */
export const weekAnswersText = defineText('weekAnswers', {
  /** One answer: who wrote it and when (src/components/WeekAnswers.tsx). */
  answer: {
    byline: params('{author}, {date}'),
  },
  /** A week's answers on /weekly-log, under its measurements. */
  list: {
    title: 'Answers from your coach',
  },
  /** The dashboard's card with the newest answer of any week. */
  latest: {
    title: 'From your coach',
    about: params('On week {n}'),
    open: params('Open week {n}'),
  },
});
