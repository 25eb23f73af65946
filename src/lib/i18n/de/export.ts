import { translation } from '../text';
import { exportReadmeText, exportText } from '../en/export';

export default {
  ...translation(exportText, {
    card: {
      title: 'Meine Daten herunterladen',
      intro:
        'Erhalten Sie eine Kopie aller Daten, die Sie uns anvertraut haben: Profil, Wochen- und Tagesprotokolle, Beiträge, Kommentare, Meldungen, Blockierungen, Verwarnungen, Support-Nachrichten und alle hochgeladenen Bilder – in einer ZIP-Datei.',
      formats:
        'Die Daten kommen als JSON- und CSV-Dateien, mit einer README-Datei, die jede Datei erklärt. Sie können sie einmal pro Stunde herunterladen.',
      button: 'Meine Daten herunterladen',
      preparing: 'Wird vorbereitet…',
      started: 'Ihr Download hat begonnen.',
      tooSoon: 'Sie können Ihre Daten einmal pro Stunde herunterladen. Bitte versuchen Sie es später erneut.',
      tooSoonMinutes:
        'Sie können Ihre Daten einmal pro Stunde herunterladen. Bitte versuchen Sie es in {minutes} Min. erneut.',
    },
  }),
  ...translation(exportReadmeText, {
    readme: {
      title: 'Ihre FitGroup-Daten',
      intro: 'Exportiert am {date} für {name}. Dieses Archiv enthält die Daten Ihres Kontos und nur Ihre.',
      filesHeading: 'Was die einzelnen Dateien enthalten:',
      readmeFile: 'Diese Datei.',
      profileFile:
        'Ihr Konto (E-Mail, Name, Sprache, Status) und Ihr Profil (Alter, Gewicht, Kontaktdaten, Krankengeschichte, Mitgliedschaft), Ihre Ziele und die von Ihnen akzeptierten Bedingungen.',
      weeklyLogsFile:
        'Jede Woche Ihrer Mitgliedschaft: Körpermaße, Gewicht, Tagebuch, der Name des Fortschrittsbilds, die sieben Tagesprotokolle und die Antworten unserer Coaches.',
      weeklyMeasurementsFile:
        'Ihre wöchentlichen Körpermaße als Tabelle (Zoll, Gewicht in Pfund), eine Zeile pro Woche.',
      dailyLogsFile:
        'Ihre Tagesprotokolle als Tabelle (Training, Dauer, Notizen, Mahlzeiten, Wasser in Unzen), eine Zeile pro Tag.',
      postsFile: 'Die Beiträge, die Sie in der Community geschrieben haben.',
      commentsFile: 'Die Kommentare, die Sie geschrieben haben, mit der Nummer des jeweiligen Beitrags.',
      reportsMadeFile: 'Ihre Meldungen, mit dem gemeldeten Mitglied (Nummer und Name) und ihrem Status.',
      blocksFile: 'Die Mitglieder, die Sie blockiert haben (Nummer und Name), und seit wann.',
      sanctionsFile:
        'Ihre Verwarnungen, Sperren und Ausschlüsse mit Grund, Datum und Enddatum sowie Ihre etwaigen Einsprüche mit der Antwort.',
      supportMessagesFile: 'Die Nachrichten, die Sie an den Support geschickt haben.',
      accessLogFile:
        'Wer vom Team Ihre Gesundheitsangaben, Ihre Wochen oder Ihre Fortschrittsfotos gesehen hat, was, wann, und bei Gesundheitsangaben der angegebene Grund; die neuesten zuerst.',
      messagesFile:
        'Ihr Gespräch mit unseren Coaches: jede Nachricht, Ihre und deren, wer sie geschrieben hat und wann sie gelesen wurde.',
      notificationSettingsFile:
        'Welche E-Mails Sie erhalten möchten: Antworten auf Ihre Check-ins, neue Nachrichten, Kommentare zu Ihren Beiträgen.',
      picturesFolder:
        'Alle Bilder, die Sie hochgeladen haben: profile.jpg und eine week-NNN-progress.jpg für jede Woche mit Fortschrittsbild.',
      notesHeading: 'Gut zu wissen:',
      datesNote:
        'Datum und Uhrzeit stehen im Format ISO 8601 (UTC). Leere Werte sind in JSON null und in CSV leere Zellen.',
      unitsNote:
        'Einheiten, unabhängig von den in der App gewählten: Maße (biceps, chest, waist, hips, thighs; die CSV-Spalten mit der Endung _in) sind in Zoll, das Gewicht (weight, weight_lbs) in Pfund, Wasser (water_intake_oz) in US-Flüssigunzen. 1 Zoll = 2,54 cm, 1 lb = 0,45359237 kg.',
      csvNote:
        'In den CSV-Dateien beginnt Text, der mit = + - oder @ anfängt, mit einem einfachen Anführungszeichen, damit Tabellenprogramme ihn nicht als Formel ausführen.',
    },
  }),
};
