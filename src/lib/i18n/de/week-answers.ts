import { translation } from '../text';
import { weekAnswersText } from '../en/week-answers';

export default translation(weekAnswersText, {
  answer: {
    byline: '{author}, am {date}',
  },
  list: {
    title: 'Antworten Ihres Coachs',
  },
  latest: {
    title: 'Von Ihrem Coach',
    about: 'Zu Woche {n}',
    open: 'Woche {n} öffnen',
  },
});
