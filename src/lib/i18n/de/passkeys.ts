import { translation } from '../text';
import { passkeysText } from '../en/passkeys';

export default translation(passkeysText, {
  card: {
    title: 'Passkeys',
    open: 'Passkeys verwalten',
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
    addedStatus: 'Ihr Passkey wurde hinzugefügt.',
    renamedStatus: 'Ihr Passkey wurde umbenannt.',
    removedStatus: 'Ihr Passkey wurde entfernt.',
  },
});
