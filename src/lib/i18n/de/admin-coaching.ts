import { translation } from '../text';
import { adminCoachingText } from '../en/admin-coaching';

export default translation(adminCoachingText, {
  tabs: {
    label: 'Team-Bereich',
    members: 'Mitglieder',
    messages: 'Nachrichten',
  },
  attention: {
    title: 'Braucht Aufmerksamkeit',
    none: 'Gerade braucht niemand Sie.',
    loadFailed: 'Die Liste der Mitglieder, die Aufmerksamkeit brauchen, konnte nicht geladen werden.',
    open: '{name} öffnen',
    unreadMessage: { one: '{count} ungelesene Nachricht', many: '{count} ungelesene Nachrichten' },
    unansweredCheckIn: 'Woche {week} wartet auf eine Antwort',
    missedCheckIn: 'Seit {days} Tagen kein Check-in',
    offTrack: 'Nimmt schneller ab als sicher ist',
    lastCheckIn: 'Letzter Check-in: {date}',
    neverCheckedIn: 'Noch nie eingecheckt',
    readMessages: 'Nachrichten lesen',
  },
});
