import { translation } from '../text';
import { commonText } from '../en/common';
import { discardChangesText } from '../en/discard-changes';

const shared = translation(commonText, {
  busy: {
    processing: 'Wird verarbeitet …',
    loading: 'Wird geladen …',
    saving: 'Wird gespeichert …',
  },
  toast: {
    hide: 'Benachrichtigung ausblenden',
  },
  loadError: {
    tryAgain: 'Erneut versuchen',
  },
  avatar: {
    alt: 'Bild von {name}',
  },
  imageOverlay: {
    enlarge: '{alt} vergrößern',
    close: 'Schließen',
  },
  form: {
    counter: '{n} / {max} Zeichen',
  },
  warningNotice: {
    title: '⚠️ Sie haben eine Verwarnung von unserem Moderationsteam erhalten',
    reason: 'Grund: {reason}',
    further: '{date}. Weitere Verstöße können zu einer Sperre führen.',
    dismiss: 'Schließen',
    dismissing: 'Wird geschlossen …',
  },
});

const discardChanges = translation(discardChangesText, {
  discardChanges: {
    title: 'Änderungen verwerfen?',
    message: 'Was Sie hier geändert haben, ist noch nicht gespeichert.',
    keep: 'Weiter bearbeiten',
    discard: 'Verwerfen',
  },
});

export default { ...shared, ...discardChanges };
