import { translation } from '../text';
import { notificationsPageText } from '../en/notifications-page';

export default translation(notificationsPageText, {
  page: {
    title: 'Notifications',
    loading: 'Chargement de vos notifications…',
    empty:
      'Vous n’avez pas encore de notification. Les réponses de vos coachs, leurs messages et les commentaires sur vos publications apparaissent ici.',
    listLabel: 'Vos notifications',
    unread: 'Non lue',
    markAll: 'Tout marquer comme lu',
    marking: 'En cours…',
    older: 'Afficher les notifications plus anciennes',
    loadingOlder: 'Chargement des notifications plus anciennes…',
    settings: 'Choisir les e-mails que vous recevez',
  },
  mailSwitches: {
    coachFeedback: 'Un coach répond à l’une de mes semaines',
    messages: 'Un coach m’écrit dans Messages',
    comments: 'Quelqu’un commente l’une de mes publications',
    save: 'Enregistrer mes choix d’e-mails',
    saving: 'Enregistrement…',
    saved: 'Vos choix d’e-mails ont été enregistrés.',
  },
});
