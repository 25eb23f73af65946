import { translation } from '../text';
import { twoStepSetupText } from '../en/two-step-setup';

export default translation(twoStepSetupText, {
  status: {
    intro:
      'Nach Ihrem Passwort fragt FitGroup nach einem Code aus einer Authenticator-App auf Ihrem Handy: Ein gestohlenes Passwort allein öffnet Ihr Konto dann nicht.',
    on: 'Ein: Die Anmeldung fragt nach einem Code aus Ihrer Authenticator-App.',
    off: 'Aus: Die Anmeldung braucht nur Ihr Passwort.',
    codesLeft: 'Verbleibende Wiederherstellungscodes: {count}',
    setUp: 'Anmeldung in zwei Schritten einrichten',
    starting: 'Wird gestartet…',
    turnOff: 'Anmeldung in zwei Schritten ausschalten',
    turnedOff: 'Die Anmeldung in zwei Schritten ist ausgeschaltet.',
  },
  setup: {
    scan: 'Scannen Sie diesen QR-Code mit Ihrer Authenticator-App (zum Beispiel Google Authenticator, Microsoft Authenticator, 1Password oder Aegis).',
    qrAlt: 'QR-Code, der Ihr FitGroup-Konto zu einer Authenticator-App hinzufügt',
    typeKey: 'Scannen klappt nicht? Geben Sie stattdessen diesen Schlüssel in die App ein:',
    code: 'Code aus der App',
    codeHint: 'Die sechs Ziffern, die die App gerade für FitGroup anzeigt.',
    confirm: 'Einschalten',
    confirming: 'Wird eingeschaltet…',
    cancel: 'Abbrechen',
  },
  codes: {
    title: 'Ihre Wiederherstellungscodes',
    intro:
      'Die Anmeldung in zwei Schritten ist eingeschaltet. Bewahren Sie diese Codes sicher auf: Jeder meldet Sie einmal an, falls Sie Ihr Handy verlieren. Sie werden nur jetzt angezeigt.',
    copy: 'Codes kopieren',
    copied: 'Die Codes sind kopiert.',
    copyFailed: 'Die Codes konnten nicht kopiert werden: Markieren und kopieren Sie sie selbst.',
    download: 'Als .txt herunterladen',
    done: 'Ich habe sie gespeichert',
    fileTitle: 'Wiederherstellungscodes für {site} ({email})',
    fileNote: 'Jeder Code meldet Sie einmal an, anstelle des Codes aus Ihrer App. Halten Sie diese Datei geheim.',
  },
  disable: {
    intro:
      'Zum Ausschalten geben Sie Ihr Passwort und einen Code aus Ihrer App (oder einen Wiederherstellungscode) ein.',
    password: 'Aktuelles Passwort',
    code: 'Code aus der App oder Wiederherstellungscode',
    submit: 'Ausschalten',
    busy: 'Wird ausgeschaltet…',
    cancel: 'Abbrechen',
  },
});
