import { translation } from '../text';
import { twoStepPagesText } from '../en/two-step-pages';

export default translation(twoStepPagesText, {
  signIn: {
    title: 'Anmeldung in zwei Schritten',
    prompt: 'Geben Sie den sechsstelligen Code aus Ihrer Authenticator-App ein.',
    code: 'Code',
    useRecovery: 'Handy verloren? Wiederherstellungscode verwenden',
    recoveryPrompt: 'Geben Sie einen Ihrer Wiederherstellungscodes ein. Jeder funktioniert nur einmal.',
    submit: 'Bestätigen',
    back: 'Zurück',
  },
  adminNotice: {
    title: 'Schalten Sie zuerst die Anmeldung in zwei Schritten ein',
    body: 'Die Verwaltungsseiten zeigen persönliche und gesundheitliche Daten der Mitglieder, deshalb braucht das Team neben dem Passwort einen zweiten Faktor. Richten Sie die Anmeldung in zwei Schritten in den Kontoeinstellungen ein und kommen Sie dann hierher zurück.',
    link: 'Anmeldung in zwei Schritten einrichten',
    signInAgain:
      'Schon eingerichtet? Melden Sie sich ab und mit dem Code aus Ihrer App wieder an: Die Verwaltungsseiten öffnen sich in einer Sitzung, die ihn nachgewiesen hat.',
  },
});
