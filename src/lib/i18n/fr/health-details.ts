import { translation } from '../text';
import { healthDetailsText } from '../en/health-details';

export default translation(healthDetailsText, {
  dialog: {
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
