import { translation } from '../text';
import { twoStepText } from '../en/two-step';

export default translation(twoStepText, {
  card: {
    title: 'Anmeldung in zwei Schritten',
    open: 'Einstellungen der Anmeldung in zwei Schritten',
    loading: 'Wird geladen…',
  },
});
