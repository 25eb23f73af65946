import { translation } from '../text';
import { passkeysText } from '../en/passkeys';

export default translation(passkeysText, {
  card: {
    title: 'Passkeys',
    intro:
      'Melden Sie sich mit Fingerabdruck, Gesicht oder der PIN Ihres Geräts statt mit Ihrem Passwort an. Ein Passkey bleibt auf Ihrem Gerät und funktioniert nur auf dieser Website.',
    loading: 'Ihre Passkeys werden geladen…',
    empty: 'Sie haben noch keine Passkeys.',
    unsupported:
      'Dieser Browser kann keine Passkeys verwenden. Versuchen Sie es mit einem aktuellen Browser auf Ihrem Smartphone oder Computer.',
    add: 'Passkey hinzufügen',
    added: 'Hinzugefügt am {date}',
    lastUsed: 'Zuletzt verwendet am {date}',
    neverUsed: 'Noch nicht verwendet',
    rename: 'Umbenennen',
    renameNamed: '{name} umbenennen',
    remove: 'Entfernen',
    removeNamed: '{name} entfernen',
    removeTitle: 'Diesen Passkey entfernen?',
    removeMessage:
      'Mit „{name}“ können Sie sich dann nicht mehr anmelden. Mit Ihrem Passwort können Sie sich weiterhin anmelden.',
    cancel: 'Abbrechen',
    removing: 'Wird entfernt…',
    addedStatus: 'Ihr Passkey wurde hinzugefügt.',
    renamedStatus: 'Ihr Passkey wurde umbenannt.',
    removedStatus: 'Ihr Passkey wurde entfernt.',
    removeFailed: 'Der Passkey konnte nicht entfernt werden. Bitte versuchen Sie es erneut.',
  },
  nameDialog: {
    addTitle: 'Passkey hinzufügen',
    renameTitle: 'Passkey umbenennen',
    name: 'Name',
    nameHint: 'Ein Name, an dem Sie das Gerät erkennen, zum Beispiel „Smartphone“ oder „Arbeitslaptop“.',
    addHint: 'Ihr Browser bittet Sie, mit Fingerabdruck, Gesicht oder der PIN Ihres Geräts zu bestätigen.',
    continue: 'Weiter',
    save: 'Speichern',
    saving: 'Wird gespeichert…',
    waiting: 'Warten auf Ihr Gerät…',
    cancel: 'Abbrechen',
    cancelled: 'Der Passkey wurde nicht erstellt.',
    alreadyRegistered: 'Dieses Gerät hat bereits einen Passkey für Ihr Konto.',
  },
  signIn: {
    or: 'oder',
    button: 'Mit einem Passkey anmelden',
    waiting: 'Warten auf Ihren Passkey…',
    cancelled: 'Die Anmeldung mit Passkey wurde abgebrochen.',
    unsupported:
      'Dieser Browser kann keine Passkeys verwenden. Bitte melden Sie sich mit E-Mail-Adresse und Passwort an.',
  },
});
