import { translation } from '../text';
import { twoStepText } from '../en/two-step';

export default translation(twoStepText, {
  card: {
    title: 'Connexion en deux étapes',
    open: 'Réglages de la connexion en deux étapes',
    loading: 'Chargement…',
  },
});
