import { translation } from '../text';
import { standingAppealFormText } from '../en/appeal-form';
import { standingMailText, standingText } from '../en/standing';
import { standingPageText } from '../en/standing-page';

export default {
  ...translation(standingText, {
    card: {
      title: 'Kontostatus',
      goodStanding: 'Für Ihr Konto liegen keine Maßnahmen vor.',
      loading: 'Wird geladen …',
      loadFailed: 'Ihr Kontostatus konnte nicht geladen werden.',
      given: 'Erteilt am {date}',
      reason: 'Grund',
      noReason: 'Es wurde kein Grund angegeben.',
      ends: 'Endet am {date}',
      neverEnds: 'Endet nicht',
      inForce: 'In Kraft',
      notInForce: 'Nicht mehr in Kraft',
      appealOpen: 'Einspruch wird geprüft',
      appealAccepted: 'Einspruch angenommen',
      appealRejected: 'Einspruch abgelehnt',
      yourAppeal: 'Ihr Einspruch',
      sentOn: 'Gesendet am {date}',
      staffReply: 'Antwort unseres Teams',
      repliedOn: 'Beantwortet am {date}',
      appealUntil: 'Sie können bis zum {date} Einspruch einlegen.',
      appealClosed: 'Die Einspruchsfrist von 20 Tagen ist abgelaufen.',
      appeal: 'Einspruch einlegen',
    },
  }),
  ...translation(standingAppealFormText, {
    appealForm: {
      label: 'Warum sollte diese Maßnahme überprüft werden?',
      hint: 'Erklären Sie es in Ihren eigenen Worten. Unser Team liest jeden Einspruch und antwortet Ihnen.',
      submit: 'Einspruch senden',
      sending: 'Wird gesendet …',
      cancel: 'Abbrechen',
      sent: 'Ihr Einspruch wurde gesendet. Wir antworten Ihnen per E-Mail und auf dieser Seite.',
    },
  }),
  ...translation(standingPageText, {
    page: {
      title: 'Status Ihres Kontos',
      suspendedUntil: 'Dieses Konto ist bis zum {date} gesperrt.',
      banned: 'Dieses Konto wurde dauerhaft ausgeschlossen.',
      reason: 'Grund: {reason}',
      intro:
        'Solange dies gilt, können Sie die Website nicht nutzen. Unten finden Sie die Einzelheiten; Sie können innerhalb von 20 Tagen Einspruch einlegen.',
      active: 'Ihr Konto ist wieder aktiv. Sie können sich anmelden.',
      noToken: 'Melden Sie sich an, um den Status Ihres Kontos zu sehen.',
      expired: 'Diese Seite ist abgelaufen. Melden Sie sich erneut an, um fortzufahren.',
      signIn: 'Anmelden',
    },
  }),
  ...translation(standingMailText, {
    mails: {
      greeting: 'Hallo {name},',
      sanction: 'Maßnahme: {kind} vom {date}',
      filedSubject: '{site}: Wir haben Ihren Einspruch erhalten',
      filed: 'Wir haben Ihren Einspruch erhalten. Unser Team prüft ihn und antwortet Ihnen per E-Mail.',
      acceptedSubject: '{site}: Ihr Einspruch wurde angenommen',
      accepted: 'Unser Team hat Ihren Einspruch angenommen.',
      liftedSuspension: 'Ihre Sperre wurde aufgehoben: Sie können sich wieder anmelden unter {url}',
      liftedBan: 'Ihr Ausschluss wurde aufgehoben: Sie können sich wieder anmelden unter {url}',
      rejectedSubject: '{site}: Ihr Einspruch wurde abgelehnt',
      rejected: 'Unser Team hat Ihren Einspruch geprüft; die Maßnahme bleibt bestehen.',
      reply: 'Die Antwort:',
      standing: 'Den Status Ihres Kontos sehen Sie unter {url}',
      question: 'Bei Fragen dazu schreiben Sie an {email}.',
    },
  }),
};
