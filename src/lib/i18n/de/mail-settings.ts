import { translation } from '../text';
import { mailSettingsText } from '../en/mail-settings';

export default translation(mailSettingsText, {
  card: {
    title: 'E-Mail-Benachrichtigungen',
    intro:
      'Wählen Sie, welche Benachrichtigungen wir Ihnen auch per E-Mail senden. Die Glocke in der oberen Leiste zeigt sie in jedem Fall alle.',
    open: 'E-Mails wählen',
    loading: 'Ihre E-Mail-Auswahl wird geladen…',
    always:
      'Verwarnungen, Sperren, Ausschlüsse und Entscheidungen über Einsprüche werden immer per E-Mail gesendet: Sie ändern, was Sie tun können.',
  },
});
