import { translation } from '../text';
import { passkeyDialogsText } from '../en/passkey-dialogs';

export default translation(passkeyDialogsText, {
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
  removeDialog: {
    confirm: 'Entfernen',
    removeTitle: 'Diesen Passkey entfernen?',
    removeMessage:
      'Mit „{name}“ können Sie sich dann nicht mehr anmelden. Mit Ihrem Passwort können Sie sich weiterhin anmelden.',
    cancel: 'Abbrechen',
    removing: 'Wird entfernt…',
    removeFailed: 'Der Passkey konnte nicht entfernt werden. Bitte versuchen Sie es erneut.',
  },
});
