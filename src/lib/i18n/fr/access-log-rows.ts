import { translation } from '../text';
import { accessLogRowsText } from '../en/access-log-rows';

export default translation(accessLogRowsText, {
  accessLogRows: {
    empty: 'Aucun membre de l’équipe n’a encore consulté vos données.',
    saw: '{staff} a consulté {what}',
    healthDetails: 'vos informations de santé et d’urgence',
    weeks: 'vos suivis hebdomadaires',
    progressPictures: 'vos photos de progression',
    reason: 'Motif : {reason}',
    more: 'Les {shown} plus récentes sur {count} sont affichées. Téléchargez vos données pour les obtenir toutes.',
  },
});
