import { translation } from '../text';
import { weeklyLogText } from '../en/weekly-log';
import { weekEditorText } from '../en/week-editor';
import { dayDialogText } from '../en/day-dialog';
import { weekOverviewText } from '../en/week-overview';

const shared = translation(weeklyLogText, {
  dayNames: {
    Sun: 'Dimanche',
    Mon: 'Lundi',
    Tue: 'Mardi',
    Wed: 'Mercredi',
    Thu: 'Jeudi',
    Fri: 'Vendredi',
    Sat: 'Samedi',
  },
  dayShort: {
    Sun: 'Dim.',
    Mon: 'Lun.',
    Tue: 'Mar.',
    Wed: 'Mer.',
    Thu: 'Jeu.',
    Fri: 'Ven.',
    Sat: 'Sam.',
  },
  measures: {
    biceps: 'Tour de bras',
    chest: 'Tour de poitrine',
    waist: 'Tour de taille',
    hips: 'Tour de hanches',
    thighs: 'Tour de cuisse',
    weight: 'Poids',
  },
  dayFields: {
    workout: 'Séance',
    duration: 'Durée',
    notes: 'Notes',
    breakfast: 'Petit-déjeuner',
    lunch: 'Déjeuner',
    dinner: 'Dîner',
    snack1: 'Collation 1',
    snack2: 'Collation 2',
    water: 'Eau bue (oz)',
    noWorkout: 'Pas de séance',
    noTime: 'Pas de durée',
    noNotes: 'Pas de notes',
    notAvailable: 'N.C.',
  },
  numberField: {
    notANumber: 'Saisissez un nombre, par exemple 12,5.',
  },
  weekTabs: {
    week: 'Semaine {n}',
    weeks: 'Semaines',
  },
  dayCard: {
    nothingLogged: 'Rien de saisi',
    editDay: 'Modifier {day}',
    edit: 'Modifier',
    notYet: 'Pas encore',
    dayNotYet: '{day} : pas encore',
  },
  weeklyLogs: {
    title: 'Journal hebdomadaire',
    loading: 'Chargement…',
    noWeeks: 'Pas encore de semaine. Votre première semaine commence avec votre abonnement.',
  },
});

const editor = translation(weekEditorText, {
  weekEditor: {
    processingFailed: 'Impossible de traiter l’image. Veuillez en essayer une autre.',
    journal: 'Journal',
    saved: '✅ Semaine {n} enregistrée !',
    calendar: 'Calendrier de la semaine {n}',
    thisWeek: 'Cette semaine',
    openDay: 'Ouvrir le journal du {day}',
    form: 'Mensurations et journal de la semaine {n}',
    measurements: 'Mensurations (pouces)',
    hint: 'nombres entiers ou décimaux uniquement',
    measureLabel: '{name} (po)',
    weightLabel: 'Poids (lb)',
    measurementsMetric: 'Mensurations (centimètres)',
    measureLabelMetric: '{name} (cm)',
    weightLabelMetric: 'Poids (kg)',
    saving: 'Enregistrement…',
    save: 'Enregistrer la semaine',
    dailyLogsOf: 'Journaux quotidiens de la semaine {n}',
    dailyLogs: 'Journaux quotidiens',
    daySaved: 'Journal du jour enregistré !',
    dates: 'du {from} au {to}',
    today: 'Aujourd’hui',
  },
  picturePicker: {
    section: 'Photo de progression de la semaine {n}',
    title: 'Photo de progression',
    selectedAlt: 'Photo choisie pour la semaine {n}',
    pictureAlt: 'Photo de progression de la semaine {n}',
    none: 'Pas encore de photo de progression.',
    choose: 'Choisir une photo de progression',
    takePhoto: 'Prendre une photo',
    processing: 'Traitement de l’image…',
    note: 'Toutes les images sont converties en JPEG.',
    uploading: 'Envoi…',
    upload: 'Envoyer la photo choisie',
    cancel: 'Annuler la sélection',
  },
});

const dayDialog = translation(dayDialogText, {
  dailyLogDialog: {
    title: 'Modifier le journal du jour',
    close: 'Fermer',
    saving: 'Enregistrement…',
    save: 'Enregistrer',
    dayOfWeek: '{day}, semaine {n}',
  },
});

const overview = translation(weekOverviewText, {
  weekOverview: {
    measurementsOf: 'Mensurations de la semaine {n}',
    measurements: 'Mensurations (pouces)',
    measurementsMetric: 'Mensurations (centimètres)',
    picture: 'Photo de progression',
    pictureAlt: 'Photo de progression de la semaine {n}',
    dailyLogsOf: 'Journaux quotidiens de la semaine {n}',
    dailyLogs: 'Journaux quotidiens',
  },
});

export default { ...shared, ...editor, ...dayDialog, ...overview };
