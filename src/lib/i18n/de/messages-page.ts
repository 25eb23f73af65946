import { translation } from '../text';
import { messagesPageText } from '../en/messages-page';

export default translation(messagesPageText, {
  page: {
    title: 'Nachrichten',
    intro:
      'Ihr Gespräch mit unseren Coaches. Jeder Coach kann antworten, und bei jeder Nachricht steht, wer sie geschrieben hat.',
    staffNote: 'Das Team schreibt in den Gesprächen der Mitglieder über den Reiter „Nachrichten“ der Admin-Seite.',
    openAdmin: 'Admin öffnen',
    loading: 'Ihre Nachrichten werden geladen…',
    empty: 'Noch keine Nachrichten. Stellen Sie Ihren Coaches unten jede Frage.',
    older: 'Ältere Nachrichten anzeigen',
    loadingOlder: 'Ältere Nachrichten werden geladen…',
    listLabel: 'Gespräch mit den Coaches',
    coach: 'Coach',
    byline: '{name}, {date}',
    composer: 'Ihre Nachricht',
    send: 'Senden',
    sending: 'Wird gesendet…',
  },
});
