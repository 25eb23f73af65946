import { translation } from '../text';
import { messagesPageText } from '../en/messages-page';

export default translation(messagesPageText, {
  page: {
    title: 'Messages',
    intro:
      'Votre conversation avec nos coachs. N’importe quel coach peut répondre, et chaque message indique qui l’a écrit.',
    staffNote:
      'L’équipe écrit dans les conversations des membres depuis l’onglet Messages de la page d’administration.',
    openAdmin: 'Ouvrir l’administration',
    loading: 'Chargement de vos messages…',
    empty: 'Aucun message pour l’instant. Posez vos questions à vos coachs ci-dessous.',
    older: 'Afficher les messages plus anciens',
    loadingOlder: 'Chargement des messages plus anciens…',
    listLabel: 'Conversation avec les coachs',
    coach: 'Coach',
    byline: '{name}, {date}',
    composer: 'Votre message',
    send: 'Envoyer',
    sending: 'Envoi…',
  },
});
