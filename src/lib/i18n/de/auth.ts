import { translation } from '../text';
import { authText } from '../en/auth';

export default translation(authText, {
  forgotPassword: {
    title: 'Passwort vergessen',
    intro: 'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen.',
    sent: 'Ein Link zum Zurücksetzen des Passworts wurde an Ihre E-Mail-Adresse gesendet',
    email: 'E-Mail',
    submit: 'Passwort zurücksetzen',
    backToLogin: 'Zurück zur Anmeldung',
  },
});
