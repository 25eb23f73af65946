import { translation } from '../text';
import { mailSettingsText } from '../en/mail-settings';

export default translation(mailSettingsText, {
  mailSettings: {
    title: 'E-Mail-Benachrichtigungen',
    intro:
      'Wählen Sie, welche Benachrichtigungen wir Ihnen auch per E-Mail senden. Die Glocke in der oberen Leiste zeigt sie in jedem Fall alle.',
    open: 'E-Mails wählen',
    loading: 'Ihre E-Mail-Auswahl wird geladen…',
    coachFeedback: 'Ein Coach antwortet auf eine meiner Wochen',
    messages: 'Ein Coach schreibt mir unter Nachrichten',
    comments: 'Jemand kommentiert einen meiner Beiträge',
    always:
      'Verwarnungen, Sperren, Ausschlüsse und Entscheidungen über Einsprüche werden immer per E-Mail gesendet: Sie ändern, was Sie tun können.',
    save: 'E-Mail-Auswahl speichern',
    saving: 'Wird gespeichert…',
    saved: 'Ihre E-Mail-Auswahl wurde gespeichert.',
  },
});
