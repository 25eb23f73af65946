import { translation } from '../text';
import { mailText } from '../en/mail';

export default translation(mailText, {
  common: {
    hello: 'Guten Tag,',
    helloName: 'Guten Tag {name},',
    reason: 'Grund: {reason}',
    question: 'Wenn Sie dazu Fragen haben, schreiben Sie an {email}.',
  },
  welcome: {
    subject: 'Willkommen bei {site}',
    ready: 'Ihr {site}-Konto ist bereit. Melden Sie sich an unter {url}',
  },
  emailTaken: {
    subject: 'Jemand wollte mit Ihrer Adresse ein {site}-Konto anlegen',
    tried:
      'Jemand hat versucht, mit dieser E-Mail-Adresse, zu der bereits ein Konto besteht, ein neues {site}-Konto anzulegen. Es wurde kein Konto angelegt und nichts geändert.',
    ifYou: 'Falls Sie das waren, melden Sie sich unter {login} an oder setzen Sie Ihr Passwort unter {reset} zurück',
    ifNotYou: 'Falls Sie das nicht waren, können Sie diese E-Mail ignorieren.',
  },
  passwordReset: {
    subject: 'Setzen Sie Ihr {site}-Passwort zurück',
    asked:
      'Jemand hat angefordert, das Passwort Ihres {site}-Kontos zurückzusetzen. Öffnen Sie diesen Link, um ein neues Passwort zu wählen:',
    expires: 'Der Link funktioniert einmal und läuft in {minutes} Minuten ab.',
    ignore: 'Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
  },
  passwordChanged: {
    subject: 'Ihr {site}-Passwort wurde geändert',
    changed: 'Das Passwort Ihres {site}-Kontos wurde soeben geändert, und alle angemeldeten Geräte wurden abgemeldet.',
    ifNotYou:
      'Wenn Sie die Änderung vorgenommen haben, ist nichts zu tun. Andernfalls setzen Sie Ihr Passwort sofort unter {reset} zurück und wenden Sie sich an den Support.',
  },
  membership: {
    startedSubject: 'Ihre {site}-Mitgliedschaft hat begonnen',
    started:
      'Ihre {site}-Mitgliedschaft hat heute begonnen: Ihr Wochenprotokoll und Ihr Dashboard sind freigeschaltet. Woche 1 beginnt heute. Tragen Sie Ihre erste Woche ein unter {url}',
    endedSubject: 'Ihre {site}-Mitgliedschaft ist beendet',
    ended:
      'Ihre {site}-Mitgliedschaft ist beendet. Ihre Protokolle bleiben in Ihrem Konto, und Sie können sie in Ihren Kontoeinstellungen herunterladen: {url}',
  },
  sanction: {
    warningSubject: 'Eine Verwarnung von {site}',
    warning: 'Das {site}-Team hat Ihnen eine Verwarnung erteilt.',
    warningNote:
      'Sie wird Ihnen beim nächsten Besuch angezeigt, bis Sie sie schließen. Bitte halten Sie sich an die Community-Regeln.',
    suspensionSubject: 'Ihr {site}-Konto ist bis zum {date} gesperrt',
    suspension: 'Ihr {site}-Konto ist bis zum {date} gesperrt. Bis dahin können Sie sich nicht anmelden.',
    banSubject: 'Ihr {site}-Konto wurde dauerhaft gesperrt',
    ban: 'Ihr {site}-Konto wurde dauerhaft gesperrt. Sie können sich nicht mehr anmelden.',
    liftSubject: 'Ihr {site}-Konto ist wieder aktiv',
    suspensionLifted: 'Ihre Sperre wurde aufgehoben: Sie können sich wieder anmelden unter {url}',
    banLifted: 'Ihre dauerhafte Sperre wurde aufgehoben: Sie können sich wieder anmelden unter {url}',
  },
  removal: {
    postSubject: 'Ihr Beitrag auf {site} wurde entfernt',
    commentSubject: 'Ihr Kommentar auf {site} wurde entfernt',
    post: 'Das {site}-Team hat Ihren Beitrag vom {date} entfernt:',
    comment: 'Das {site}-Team hat Ihren Kommentar vom {date} entfernt:',
    note: 'Bitte halten Sie sich an die Community-Regeln.',
  },
});
