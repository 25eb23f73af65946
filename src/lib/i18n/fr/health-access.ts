import { translation } from '../text';
import { healthAccessText } from '../en/health-access';

export default translation(healthAccessText, {
  accessLog: {
    title: 'Qui a consulté mes données',
    intro:
      'L’équipe voit vos suivis hebdomadaires et vos photos de progression pour vous accompagner, et vos informations de santé et d’urgence seulement en cas de besoin, avec un motif. Chaque consultation figure ici.',
    loading: 'Chargement…',
    empty: 'Aucun membre de l’équipe n’a encore consulté vos données.',
    saw: '{staff} a consulté {what}',
    healthDetails: 'vos informations de santé et d’urgence',
    weeks: 'vos suivis hebdomadaires',
    progressPictures: 'vos photos de progression',
    reason: 'Motif : {reason}',
    more: 'Les {shown} plus récentes sur {count} sont affichées. Téléchargez vos données pour les obtenir toutes.',
  },
  healthDetails: {
    button: 'Santé et urgence',
    title: 'Informations de santé et d’urgence',
    titleOf: 'Informations de santé et d’urgence : {name}',
    intro:
      'Ces informations sont privées. Indiquez pourquoi vous en avez besoin : {name} verra votre nom, l’heure et votre motif, et recevra un e-mail.',
    reason: 'Motif',
    open: 'Afficher les informations',
    opening: 'Ouverture…',
    cancel: 'Annuler',
    close: 'Fermer',
    medicalHistory: 'Antécédents médicaux',
    emergencyContactName: 'Contact d’urgence',
    emergencyContactPhone: 'Téléphone du contact d’urgence',
    address: 'Adresse',
    phone: 'Téléphone',
    notGiven: 'Non renseigné',
  },
});
