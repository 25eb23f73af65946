import { translation } from '../text';
import { accessLogRowsText } from '../en/access-log-rows';

export default translation(accessLogRowsText, {
  accessLogRows: {
    empty: 'Noch hat niemand vom Team Ihre Daten angesehen.',
    saw: '{staff} hat {what} gesehen',
    healthDetails: 'Ihre Gesundheits- und Notfallangaben',
    weeks: 'Ihre Wochenprotokolle',
    progressPictures: 'Ihre Fortschrittsfotos',
    reason: 'Grund: {reason}',
    more: 'Die neuesten {shown} von {count} werden angezeigt. Laden Sie Ihre Daten herunter, um alle zu erhalten.',
  },
});
