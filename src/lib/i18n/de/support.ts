import { translation } from '../text';
import { supportText } from '../en/support';

export default translation(supportText, {
  supportCenter: {
    title: 'Support',
    helpCenter: 'Hilfe-Center',
    intro:
      'Fragen zu Ihrer Mitgliedschaft, Ihren Protokollen oder der Community? Lesen Sie die Antworten unten oder schreiben Sie uns: Wir antworten innerhalb von 24 Stunden.',
    contactUs: 'Kontakt',
    sent: 'Ihre Nachricht wurde gesendet! Wir melden uns innerhalb von 24 Stunden bei Ihnen.',
    failed:
      'Beim Senden Ihrer Nachricht ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut oder kontaktieren Sie uns direkt.',
    fullName: 'Vollständiger Name',
    email: 'E-Mail-Adresse',
    subject: 'Betreff',
    priority: 'Priorität',
    message: 'Nachricht',
    sending: 'Wird gesendet …',
    send: 'Nachricht senden',
    faq: 'Häufige Fragen',
    quickLinks: 'Schnellzugriff',
    dashboard: 'Dashboard',
    community: 'Community',
    myProfile: 'Mein Profil',
  },
  priorities: {
    low: 'Niedrig',
    medium: 'Mittel',
    high: 'Hoch',
    urgent: 'Dringend',
  },
  faq: {
    profileQuestion: 'Wie aktualisiere ich mein Profil?',
    profileAnswer:
      'Öffnen Sie „Mein Profil“ in der Seitenleiste und wählen Sie „Profil bearbeiten“. Ändern Sie, was Sie möchten, und klicken Sie auf „Speichern“.',
    imagesQuestion: 'Welche Bilder kann ich hochladen?',
    imagesAnswer:
      'Profil- und Fortschrittsfotos sollten im Format JPG, PNG oder WebP und kleiner als 10 MB sein. Fotos von Ihrem Handy (auch HEIC) werden vor dem Hochladen automatisch in JPEG umgewandelt.',
    accessQuestion: 'Wie erhalte ich Zugang zum Wochenprotokoll und zum Dashboard?',
    accessAnswer:
      'Wochenprotokoll und Dashboard gehören zur kostenpflichtigen Mitgliedschaft. Sobald Ihre Mitgliedschaft aktiv ist, erscheinen sie in der Seitenleiste und im Menü, beginnend mit Woche 1.',
    privacyQuestion: 'Wer kann meine Wochenprotokolle und Fortschrittsfotos sehen?',
    privacyAnswer:
      'Nur Sie und unser Team. Ihr Profil, Ihre Beiträge und Kommentare sind für andere Mitglieder sichtbar, Ihre Protokolle nicht.',
    reportQuestion: 'Wie melde oder blockiere ich ein anderes Mitglied?',
    reportAnswer:
      'Öffnen Sie das Profil des Mitglieds über den Community-Feed. Mit „Mitglied melden“ informieren Sie unser Team, mit „Mitglied blockieren“ kann es Ihre Beiträge nicht mehr kommentieren.',
    passwordQuestion: 'Ich habe mein Passwort vergessen. Was nun?',
    passwordAnswer:
      'Wählen Sie auf der Anmeldeseite „Passwort vergessen“, geben Sie Ihre E-Mail-Adresse ein und folgen Sie dem Link, den wir Ihnen senden, um ein neues Passwort festzulegen.',
    replyQuestion: 'Wie schnell antwortet der Support?',
    replyAnswer:
      'Wir beantworten jede Nachricht innerhalb von 24 Stunden. Wählen Sie „Dringend“, wenn Sie Ihr Konto gar nicht mehr nutzen können.',
    deleteQuestion: 'Wie lösche ich mein Konto?',
    deleteAnswer:
      'Öffnen Sie die Kontoeinstellungen, dann „Konto löschen“, und folgen Sie den Schritten. Dabei werden Ihr Profil, Ihre Protokolle, Bilder, Beiträge und Kommentare dauerhaft gelöscht.',
  },
});
