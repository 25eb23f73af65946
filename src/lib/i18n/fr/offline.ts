import { translation } from '../text';
import { offlineText } from '../en/offline';

export default translation(offlineText, {
  save: {
    kept: 'Enregistré sur cet appareil. Ce sera envoyé dès votre retour en ligne.',
  },
  sent: {
    week: '✅ Semaine {n} enregistrée !',
    day: 'Journal du jour enregistré !',
    goals: '✅ Objectifs enregistrés.',
    post: 'Votre publication a été envoyée.',
    comment: 'Votre commentaire a été envoyé.',
  },
  badge: {
    one: '1 enregistrement en attente d’envoi',
    many: '{n} enregistrements en attente d’envoi',
  },
  review: {
    title: 'Enregistrements en attente',
    refused: 'Cet enregistrement n’a pas été accepté :',
    conflict: 'Ceci a été modifié ailleurs depuis votre saisie. Quelle version gardez-vous ?',
    mine: 'La vôtre (sur cet appareil)',
    theirs: 'Enregistrée ailleurs',
    keepMine: 'Garder la mienne',
    keepTheirs: 'Garder celle enregistrée',
    sendAgain: 'Renvoyer',
    discard: 'Abandonner',
    close: 'Fermer',
    week: 'Semaine {n}',
    day: '{day}, semaine {n}',
    journal: 'Journal',
    measureLabel: '{name} (po)',
    weightLabel: 'Poids (lb)',
    measureLabelMetric: '{name} (cm)',
    weightLabelMetric: 'Poids (kg)',
    goals: 'Objectifs',
    post: 'Publication',
    comment: 'Commentaire',
    content: 'Texte',
    empty: 'Rien n’est en attente.',
    pending: 'En attente du réseau.',
    held: 'Cet enregistrement a attendu plus de {days} jours sur cet appareil et n’a pas été envoyé : il est peut-être déjà arrivé au serveur. Renvoyez-le seulement s’il manque.',
  },
  picture: {
    label: 'Photo',
    mine: 'Votre photo, gardée sur cet appareil',
    saved: 'La photo enregistrée ailleurs',
    none: 'Aucune photo',
    notSent: 'Votre photo sur cet appareil ne sera pas envoyée.',
    sendWithout: 'Envoyer sans la photo',
  },
  logout: {
    unsent:
      '{n} enregistrements sur cet appareil ne sont pas encore envoyés et seront supprimés si vous vous déconnectez.',
    unsentOne: '1 enregistrement sur cet appareil n’est pas encore envoyé et sera supprimé si vous vous déconnectez.',
    stay: 'Rester connecté',
    logOutAnyway: 'Me déconnecter quand même',
  },
});
