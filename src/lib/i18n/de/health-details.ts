import { translation } from '../text';
import { healthDetailsText } from '../en/health-details';

export default translation(healthDetailsText, {
  dialog: {
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
