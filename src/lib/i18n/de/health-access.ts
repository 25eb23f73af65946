import { translation } from '../text';
import { healthAccessText } from '../en/health-access';

export default translation(healthAccessText, {
  accessLog: {
    title: 'Wer meine Daten gesehen hat',
    intro:
      'Das Team sieht Ihre Wochenprotokolle und Fortschrittsfotos, um Sie zu betreuen, und Ihre Gesundheits- und Notfallangaben nur, wenn es sie braucht, mit einem Grund. Jeder Zugriff steht hier.',
    loading: 'Wird geladen…',
    empty: 'Noch hat niemand vom Team Ihre Daten angesehen.',
    saw: '{staff} hat {what} gesehen',
    healthDetails: 'Ihre Gesundheits- und Notfallangaben',
    weeks: 'Ihre Wochenprotokolle',
    progressPictures: 'Ihre Fortschrittsfotos',
    reason: 'Grund: {reason}',
    more: 'Die neuesten {shown} von {count} werden angezeigt. Laden Sie Ihre Daten herunter, um alle zu erhalten.',
  },
  healthDetails: {
    button: 'Gesundheit & Notfall',
    title: 'Gesundheits- und Notfallangaben',
    titleOf: 'Gesundheits- und Notfallangaben: {name}',
    intro:
      'Diese Angaben sind privat. Geben Sie an, warum Sie sie brauchen: {name} sieht Ihren Namen, die Uhrzeit und Ihren Grund und erhält eine E-Mail.',
    reason: 'Grund',
    open: 'Angaben anzeigen',
    opening: 'Wird geöffnet…',
    cancel: 'Abbrechen',
    close: 'Schließen',
    medicalHistory: 'Vorerkrankungen',
    emergencyContactName: 'Notfallkontakt',
    emergencyContactPhone: 'Telefon des Notfallkontakts',
    address: 'Adresse',
    phone: 'Telefon',
    notGiven: 'Nicht angegeben',
  },
});
