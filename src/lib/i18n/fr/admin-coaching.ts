import { translation } from '../text';
import { adminCoachingText } from '../en/admin-coaching';

export default translation(adminCoachingText, {
  tabs: {
    label: 'Espace équipe',
    members: 'Membres',
    messages: 'Messages',
  },
  attention: {
    title: 'À suivre',
    none: 'Personne n’a besoin de vous pour le moment.',
    loadFailed: 'La liste des membres à suivre n’a pas pu être chargée.',
    open: 'Ouvrir {name}',
    unreadMessage: { one: '{count} message non lu', many: '{count} messages non lus' },
    unansweredCheckIn: 'La semaine {week} attend une réponse',
    missedCheckIn: 'Aucun bilan depuis {days} jours',
    offTrack: 'Perd du poids plus vite que ce qui est sûr',
    lastCheckIn: 'Dernier bilan : {date}',
    neverCheckedIn: 'Aucun bilan pour l’instant',
    readMessages: 'Lire les messages',
  },
});
