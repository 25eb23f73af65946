import { translation } from '../text';
import { healthAccessMailText } from '../en/health-access-mail';

export default translation(healthAccessMailText, {
  healthAccess: {
    subject: 'Un membre de l’équipe a consulté vos informations de santé sur {site}',
    opened:
      '{staff}, de l’équipe {site}, a consulté vos informations de santé et d’urgence (antécédents médicaux, contact d’urgence, adresse et téléphone) le {date}.',
    why: 'L’équipe ne consulte ces informations qu’en cas de besoin, et doit en donner le motif à chaque fois.',
    where:
      'Chaque consultation de vos données par l’équipe figure dans vos paramètres de compte, sous « Qui a consulté mes données » : {url}',
  },
});
