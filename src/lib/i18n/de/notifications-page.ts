import { translation } from '../text';
import { notificationsPageText } from '../en/notifications-page';

export default translation(notificationsPageText, {
  page: {
    title: 'Benachrichtigungen',
    loading: 'Ihre Benachrichtigungen werden geladen…',
    empty:
      'Sie haben noch keine Benachrichtigungen. Antworten Ihrer Coaches, ihre Nachrichten und Kommentare zu Ihren Beiträgen erscheinen hier.',
    listLabel: 'Ihre Benachrichtigungen',
    unread: 'Ungelesen',
    markAll: 'Alle als gelesen markieren',
    marking: 'Wird markiert…',
    older: 'Ältere Benachrichtigungen anzeigen',
    loadingOlder: 'Ältere Benachrichtigungen werden geladen…',
    settings: 'Wählen, welche E-Mails Sie erhalten',
  },
  mailSwitches: {
    coachFeedback: 'Ein Coach antwortet auf eine meiner Wochen',
    messages: 'Ein Coach schreibt mir unter Nachrichten',
    comments: 'Jemand kommentiert einen meiner Beiträge',
    save: 'E-Mail-Auswahl speichern',
    saving: 'Wird gespeichert…',
    saved: 'Ihre E-Mail-Auswahl wurde gespeichert.',
  },
});
