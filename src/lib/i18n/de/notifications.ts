import { translation } from '../text';
import { notificationsText } from '../en/notifications';

export default translation(notificationsText, {
  texts: {
    coachFeedback: '{author} hat auf Ihren Check-in geantwortet.',
    message: '{author} hat Ihnen eine Nachricht geschickt.',
    commentOnMyPost: '{author} hat Ihren Beitrag kommentiert.',
    appealAccepted: 'Ihr Einspruch wurde angenommen.',
    appealRejected: 'Ihr Einspruch wurde abgelehnt.',
    warning: 'Sie haben eine Verwarnung von unserem Team erhalten.',
    suspension: 'Ihr Konto wurde gesperrt.',
    ban: 'Ihr Konto wurde dauerhaft gesperrt.',
    lift: 'Ihr Konto ist wieder aktiv.',
  },
  mail: {
    coachFeedbackSubject: '{site}: {author} hat auf Ihren Check-in geantwortet',
    messageSubject: '{site}: neue Nachricht von {author}',
    commentOnMyPostSubject: '{site}: {author} hat Ihren Beitrag kommentiert',
    open: 'Hier öffnen: {url}',
    stop: 'Um diese E-Mails nicht mehr zu erhalten, öffnen Sie {url}',
    settings: 'In Ihren Kontoeinstellungen wählen Sie, welche E-Mails Sie erhalten: {url}',
  },
  unsubscribe: {
    title: 'Abbestellen',
    askCoachFeedback: 'Keine E-Mails mehr zu Antworten auf Ihre Check-ins erhalten?',
    askMessages: 'Keine E-Mails mehr zu neuen Nachrichten erhalten?',
    askComments: 'Keine E-Mails mehr zu Kommentaren auf Ihre Beiträge erhalten?',
    confirm: 'Diese E-Mails abbestellen',
    doneCoachFeedback: 'Sie erhalten keine E-Mails mehr zu Antworten auf Ihre Check-ins.',
    doneMessages: 'Sie erhalten keine E-Mails mehr zu neuen Nachrichten.',
    doneComments: 'Sie erhalten keine E-Mails mehr zu Kommentaren auf Ihre Beiträge.',
    settings: 'In Ihren Kontoeinstellungen können Sie sie wieder einschalten.',
    openSettings: 'Kontoeinstellungen',
    invalid: 'Dieser Abbestell-Link ist ungültig.',
  },
});
