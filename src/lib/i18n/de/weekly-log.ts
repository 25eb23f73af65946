import { translation } from '../text';
import { weeklyLogText } from '../en/weekly-log';
import { weekEditorText } from '../en/week-editor';
import { dayDialogText } from '../en/day-dialog';
import { weekOverviewText } from '../en/week-overview';

const shared = translation(weeklyLogText, {
  dayNames: {
    Sun: 'Sonntag',
    Mon: 'Montag',
    Tue: 'Dienstag',
    Wed: 'Mittwoch',
    Thu: 'Donnerstag',
    Fri: 'Freitag',
    Sat: 'Samstag',
  },
  dayShort: {
    Sun: 'So',
    Mon: 'Mo',
    Tue: 'Di',
    Wed: 'Mi',
    Thu: 'Do',
    Fri: 'Fr',
    Sat: 'Sa',
  },
  measures: {
    biceps: 'Oberarmumfang',
    chest: 'Brustumfang',
    waist: 'Taillenumfang',
    hips: 'Hüftumfang',
    thighs: 'Oberschenkelumfang',
    weight: 'Gewicht',
  },
  dayFields: {
    workout: 'Training',
    duration: 'Dauer',
    notes: 'Notizen',
    breakfast: 'Frühstück',
    lunch: 'Mittagessen',
    dinner: 'Abendessen',
    snack1: 'Snack 1',
    snack2: 'Snack 2',
    water: 'Wasser getrunken (oz)',
    noWorkout: 'Kein Training',
    noTime: 'Keine Dauer',
    noNotes: 'Keine Notizen',
    notAvailable: 'k. A.',
  },
  numberField: {
    notANumber: 'Geben Sie eine Zahl ein, zum Beispiel 12,5.',
  },
  weekTabs: {
    week: 'Woche {n}',
    weeks: 'Wochen',
  },
  dayCard: {
    nothingLogged: 'Nichts eingetragen',
    editDay: '{day} bearbeiten',
    edit: 'Bearbeiten',
    notYet: 'Noch nicht',
    dayNotYet: '{day}: noch nicht',
  },
  weeklyLogs: {
    title: 'Wochenprotokolle',
    loading: 'Wird geladen …',
    noWeeks: 'Noch keine Wochen. Ihre erste Woche beginnt mit Ihrer Mitgliedschaft.',
  },
});

const editor = translation(weekEditorText, {
  weekEditor: {
    processingFailed: 'Das Bild konnte nicht verarbeitet werden. Bitte versuchen Sie ein anderes Bild.',
    journal: 'Tagebucheintrag',
    saved: '✅ Woche {n} erfolgreich gespeichert!',
    calendar: 'Kalender der Woche {n}',
    thisWeek: 'Diese Woche',
    openDay: 'Tagesprotokoll {day} öffnen',
    form: 'Maße und Tagebuch der Woche {n}',
    measurements: 'Maße (Zoll)',
    hint: 'nur ganze Zahlen oder Dezimalzahlen',
    measureLabel: '{name} (Zoll)',
    weightLabel: 'Gewicht (lbs)',
    measurementsMetric: 'Maße (Zentimeter)',
    measureLabelMetric: '{name} (cm)',
    weightLabelMetric: 'Gewicht (kg)',
    saving: 'Wird gespeichert …',
    save: 'Woche speichern',
    dailyLogsOf: 'Tagesprotokolle der Woche {n}',
    dailyLogs: 'Tagesprotokolle',
    daySaved: 'Tagesprotokoll erfolgreich gespeichert!',
    dates: '{from} bis {to}',
    today: 'Heute',
  },
  picturePicker: {
    section: 'Fortschrittsfoto der Woche {n}',
    title: 'Fortschrittsfoto',
    selectedAlt: 'Ausgewähltes Foto für Woche {n}',
    pictureAlt: 'Fortschrittsfoto der Woche {n}',
    none: 'Noch kein Fortschrittsfoto.',
    choose: 'Fortschrittsfoto auswählen',
    takePhoto: 'Foto aufnehmen',
    processing: 'Bild wird verarbeitet …',
    note: 'Alle Bilder werden in JPEG umgewandelt.',
    uploading: 'Wird hochgeladen …',
    upload: 'Ausgewähltes Foto hochladen',
    cancel: 'Auswahl aufheben',
  },
});

const dayDialog = translation(dayDialogText, {
  dailyLogDialog: {
    title: 'Tagesprotokoll bearbeiten',
    close: 'Schließen',
    saving: 'Wird gespeichert …',
    save: 'Änderungen speichern',
    dayOfWeek: '{day}, Woche {n}',
  },
});

const overview = translation(weekOverviewText, {
  weekOverview: {
    measurementsOf: 'Maße der Woche {n}',
    measurements: 'Maße (Zoll)',
    measurementsMetric: 'Maße (Zentimeter)',
    picture: 'Fortschrittsfoto',
    pictureAlt: 'Fortschrittsfoto der Woche {n}',
    dailyLogsOf: 'Tagesprotokolle der Woche {n}',
    dailyLogs: 'Tagesprotokolle',
  },
});

export default { ...shared, ...editor, ...dayDialog, ...overview };
