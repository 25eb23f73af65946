import { translation } from '../text';
import { errorsText } from '../en/errors';

export default translation(errorsText, {
  client: {
    networkFailed:
      'Die Netzwerkverbindung ist fehlgeschlagen. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
    authenticationFailed: 'Die Anmeldung ist fehlgeschlagen. Bitte melden Sie sich erneut an.',
    fileTooLarge: 'Die Datei ist zu groß. Bitte wählen Sie eine kleinere Datei.',
    fileTypeNotSupported: 'Dateityp nicht unterstützt. Bitte wählen Sie eine andere Datei.',
    somethingWentWrong: 'Etwas ist schiefgelaufen',
    networkError: 'Netzwerkfehler',
    noAccessToken: 'Kein Zugriffstoken gefunden. Bitte melden Sie sich erneut an.',
    unsupportedImage: 'Dateiformat nicht unterstützt. Bitte laden Sie eine Bilddatei hoch (JPG, PNG, WebP, HEIC usw.)',
    imageTooLarge: 'Die Datei ist zu groß ({size} MB). Bitte wählen Sie ein kleineres Bild.',
    cannotCompress: 'Das Bild lässt sich nicht unter {size} MB komprimieren',
    imageLoadFailed: 'Das Bild konnte nicht geladen werden. Bitte versuchen Sie ein anderes Bild.',
    imageProcessingFailed: 'Das Bild konnte nicht verarbeitet werden: {reason}',
  },
});
