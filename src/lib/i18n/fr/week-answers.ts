import { translation } from '../text';
import { weekAnswersText } from '../en/week-answers';

export default translation(weekAnswersText, {
  answer: {
    byline: '{author}, le {date}',
  },
  list: {
    title: 'Réponses de votre coach',
  },
  latest: {
    title: 'De la part de votre coach',
    about: 'Pour la semaine {n}',
    open: 'Ouvrir la semaine {n}',
  },
});
