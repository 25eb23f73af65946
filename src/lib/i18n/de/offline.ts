import { translation } from '../text';
import { offlineText } from '../en/offline';

export default translation(offlineText, {
  save: {
    kept: 'Auf diesem Gerät gespeichert. Es wird gesendet, sobald Sie wieder online sind.',
  },
  sent: {
    week: '✅ Woche {n} erfolgreich gespeichert!',
    day: 'Tagesprotokoll erfolgreich gespeichert!',
    goals: '✅ Ziele gespeichert.',
    post: 'Ihr Beitrag wurde gesendet.',
    comment: 'Ihr Kommentar wurde gesendet.',
  },
  badge: {
    one: '1 Speicherung wartet auf das Senden',
    many: '{n} Speicherungen warten auf das Senden',
  },
  review: {
    title: 'Wartende Speicherungen',
    refused: 'Diese Speicherung wurde nicht angenommen:',
    conflict: 'Dies wurde anderswo geändert, seit Sie es bearbeitet haben. Welche Fassung behalten Sie?',
    mine: 'Ihre (auf diesem Gerät)',
    theirs: 'Anderswo gespeichert',
    keepMine: 'Meine behalten',
    keepTheirs: 'Die gespeicherte behalten',
    sendAgain: 'Erneut senden',
    discard: 'Verwerfen',
    close: 'Schließen',
    week: 'Woche {n}',
    day: '{day}, Woche {n}',
    journal: 'Tagebucheintrag',
    measureLabel: '{name} (Zoll)',
    weightLabel: 'Gewicht (lbs)',
    measureLabelMetric: '{name} (cm)',
    weightLabelMetric: 'Gewicht (kg)',
    goals: 'Ziele',
    post: 'Beitrag',
    comment: 'Kommentar',
    content: 'Text',
    empty: 'Nichts wartet.',
    pending: 'Wartet auf das Netz.',
    held: 'Diese Speicherung hat mehr als {days} Tage auf diesem Gerät gewartet und wurde nicht gesendet: Sie ist vielleicht schon beim Server angekommen. Senden Sie sie nur erneut, wenn sie fehlt.',
  },
  picture: {
    label: 'Foto',
    mine: 'Ihr Foto, auf diesem Gerät gespeichert',
    saved: 'Das anderswo gespeicherte Foto',
    none: 'Kein Foto',
    notSent: 'Ihr Foto auf diesem Gerät wird nicht gesendet.',
    sendWithout: 'Ohne das Foto senden',
  },
  logout: {
    unsent: '{n} Speicherungen auf diesem Gerät sind noch nicht gesendet und werden gelöscht, wenn Sie sich abmelden.',
    unsentOne: '1 Speicherung auf diesem Gerät ist noch nicht gesendet und wird gelöscht, wenn Sie sich abmelden.',
    stay: 'Angemeldet bleiben',
    logOutAnyway: 'Trotzdem abmelden',
  },
});
