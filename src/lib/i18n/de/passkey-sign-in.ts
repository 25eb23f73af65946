import { translation } from '../text';
import { passkeySignInText } from '../en/passkey-sign-in';

export default translation(passkeySignInText, {
  button: {
    or: 'oder',
    button: 'Mit einem Passkey anmelden',
    waiting: 'Warten auf Ihren Passkey…',
    cancelled: 'Die Anmeldung mit Passkey wurde abgebrochen.',
    unsupported:
      'Dieser Browser kann keine Passkeys verwenden. Bitte melden Sie sich mit E-Mail-Adresse und Passwort an.',
  },
});
