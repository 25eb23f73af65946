import { translation } from '../text';
import { healthAccessMailText } from '../en/health-access-mail';

export default translation(healthAccessMailText, {
  healthAccess: {
    subject: 'Ein Teammitglied hat Ihre Gesundheitsangaben bei {site} geöffnet',
    opened:
      '{staff} vom {site}-Team hat am {date} Ihre Gesundheits- und Notfallangaben (Vorerkrankungen, Notfallkontakt, Adresse und Telefon) geöffnet.',
    why: 'Das Team öffnet diese Angaben nur, wenn es sie braucht, und muss jedes Mal einen Grund angeben.',
    where:
      'Jeder Blick des Teams auf Ihre Daten steht in Ihren Kontoeinstellungen unter „Wer meine Daten gesehen hat“: {url}',
  },
});
