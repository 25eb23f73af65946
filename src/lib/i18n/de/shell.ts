import { translation } from '../text';
import { shellPageText, shellText } from '../en/shell';

export default {
  ...translation(shellText, {
    nav: {
      home: 'Startseite',
      community: 'Community',
      profile: 'Profil',
      weeklyLog: 'Wochenprotokoll',
      logs: 'Protokolle',
      dashboard: 'Dashboard',
      membership: 'Mitgliedschaft',
      support: 'Hilfe',
      messages: 'Nachrichten',
      accountSettings: 'Kontoeinstellungen',
      admin: 'Verwaltung',
    },
    sidebar: {
      label: 'Hauptnavigation',
      collapse: 'Seitenleiste einklappen',
      expand: 'Seitenleiste ausklappen',
    },
    fanMenu: {
      open: 'Navigationsmenü öffnen',
      close: 'Navigationsmenü schließen',
      label: 'Schnellnavigation',
    },
    account: {
      greeting: 'Hallo {name}',
      greetingNoName: 'Hallo',
      logout: 'Abmelden',
      login: 'Anmelden',
      signUp: 'Registrieren',
    },
    membershipNotice: {
      notice: '{page} ist nur für zahlende Mitglieder.',
      weeklyLogPage: 'Das Wochenprotokoll',
      dashboardPage: 'Das Dashboard',
      progressPage: 'Der Fortschrittsvergleich',
    },
  }),
  ...translation(shellPageText, {
    bell: {
      label: 'Benachrichtigungen',
      unreadOne: 'Benachrichtigungen, {n} ungelesen',
      unreadMany: 'Benachrichtigungen, {n} ungelesen',
    },
    layout: {
      skipLink: 'Zum Inhalt springen',
      description: '{site}: Trainingsprotokolle und Community unserer Fitnessgruppe.',
    },
    footer: {
      home: 'Startseite',
      community: 'Community',
      joinUs: 'Mitmachen',
      support: 'Hilfe',
      helpCenter: 'Hilfe-Center',
      contactUs: 'Kontakt aufnehmen',
      privacy: 'Datenschutz & Daten',
      contact: 'Kontakt',
      address: '100 Example Street, Springfield',
      phone: 'Telefon: {phone}',
      email: 'E-Mail: {email}',
      language: 'Sprache',
      rights: '© {year} FitGroup. Alle Rechte vorbehalten.',
    },
    errorPage: {
      code: 'Fehler {code}',
      backHome: 'Zurück zur Startseite',
    },
    notFound: {
      title: 'Seite nicht gefunden',
      message:
        'Wir konnten die gewünschte Seite nicht finden. Vielleicht ist der Link veraltet oder die Adresse enthält einen Tippfehler.',
    },
    serverError: {
      title: 'Etwas ist schiefgelaufen',
      message:
        'Diese Seite konnte wegen eines Problems auf unserer Seite nicht angezeigt werden. Bitte versuchen Sie es gleich noch einmal.',
      tryAgain: 'Erneut versuchen',
    },
    home: {
      title: 'Startseite',
      welcome: 'Willkommen bei {site}',
      intro:
        'Gemeinsam trainieren, jede Woche festhalten und sehen, wie weit Sie gekommen sind. Ihre Maße, Mahlzeiten und Trainings an einem Ort – mit einer Community, die Sie motiviert.',
      getStarted: 'Jetzt starten',
      goToProfile: 'Zum Profil',
    },
    membership: {
      title: 'Mitgliedschaft',
      paidTitle: 'Sie sind zahlendes Mitglied',
      paidReady: 'Ihr Wochenprotokoll und Ihr Dashboard sind bereit.',
      weeklyLog: 'Wochenprotokoll',
      dashboard: 'Dashboard',
      benefitsTitle: 'Was zahlende Mitglieder erhalten',
      weeklyLogTerm: 'Wochenprotokoll:',
      weeklyLogBenefit:
        'jede Woche Ihre Maße (Bizeps, Brust, Taille, Hüfte und Oberschenkel, in Zoll), ein Fortschrittsfoto und ein Tagebucheintrag, dazu für jeden Tag Ihr Training, Ihre Mahlzeiten, Snacks und Ihr Wasser.',
      dashboardTerm: 'Dashboard:',
      dashboardBenefit:
        'Ihre Wochen auf einen Blick, mit Ihren Maßen, Fortschrittsfotos und Tagesprotokollen nebeneinander.',
      progressTerm: 'Fortschritt:',
      progressBenefit:
        'Sehen Sie, wie weit Sie seit Woche 1 gekommen sind. Ihre Protokolle und Fotos sind privat: Nur Sie und unser Trainerteam sehen sie.',
      joinTitle: 'So werden Sie zahlendes Mitglied',
      joinBefore: 'Die Mitgliedschaft wird mit der Gruppe vereinbart, nicht in der App bezahlt. Wenden Sie sich an',
      joinAfter:
        ', um beizutreten. Sobald unser Team Ihre Mitgliedschaft aktiviert hat, erscheinen Wochenprotokoll und Dashboard in Ihrem Menü, und Ihre Woche 1 beginnt an diesem Tag.',
      questionsBefore: 'Fragen? Schreiben Sie uns über die',
      questionsLink: 'Hilfe-Seite',
      questionsAfter: '.',
    },
  }),
};
