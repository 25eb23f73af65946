import { translation } from '../text';
import { progressText } from '../en/progress';
import { progressViewsText } from '../en/progress-views';
import { goalFormText } from '../en/goal-form';
import { progressCompareText } from '../en/progress-compare';

const firstDrawn = translation(progressText, {
  units: {
    in: 'Zoll',
    lbs: 'lbs',
    cm: 'cm',
    kg: 'kg',
  },
  checkIn: {
    heading: 'Check-in Woche {n}',
    memberNothingYet: '{name} hat noch nichts eingetragen.',
    nothingYet:
      'Noch nichts eingetragen. Speichern Sie Ihre Maße, Ihr Gewicht oder ein Tagesprotokoll im Wochenprotokoll, dann erscheint Ihr Fortschritt hier.',
    openWeeklyLog: 'Wochenprotokoll öffnen',
    weeksInRow: { one: '{count} Woche in Folge', many: '{count} Wochen in Folge' },
    memberNoStreak: '{name} hat noch keine Serie.',
    noStreak: 'Noch keine Serie: Speichern Sie diese Woche, um eine zu beginnen.',
    memberStreak: '{name} hat {streak} gespeichert.',
    streak: 'Sie haben {streak} gespeichert.',
    everyDayLogged: 'Jeder Tag dieser Woche hat bisher ein Tagesprotokoll.',
    missingDays: 'Diese Woche noch kein Tagesprotokoll für {days}.',
    lastOfList: '{list} und {last}',
    sinceLastWeek: 'seit letzter Woche',
    sinceWeek: 'seit Woche {n}',
    unchanged: '{label} unverändert {since}',
    changed: '{label} {amount} {unit} {since}',
    percent: '({value} %)',
    latest: '{label}: {value} {unit} (Woche {n}).',
  },
});

const views = translation(progressViewsText, {
  trendChart: {
    trends: 'Verlauf',
    heading: '{label} ({unit})',
    hideTable: 'Tabelle ausblenden',
    showTable: 'Tabelle anzeigen',
    nothingYet: 'Noch nichts eingetragen.',
    point: 'Woche {n}: {value} {unit}',
    caption: '{label} nach Woche',
    week: 'Woche',
    summaryEmpty: '{label}: noch nichts eingetragen.',
    summaryOne: '{label}: {value} {unit} in Woche {n}, der einzigen eingetragenen Woche.',
    summaryMany:
      '{label} über {count} eingetragene Wochen: {first} {unit} in Woche {firstWeek} bis {last} {unit} in Woche {lastWeek}, niedrigster Wert {low} {unit}, höchster Wert {high} {unit}.',
  },
  goals: {
    title: 'Ziele',
    setGoal: 'Ziel setzen',
    editGoals: 'Ziele bearbeiten',
    noGoals: 'Noch keine Ziele. Setzen Sie einen Zielwert für ein Maß oder Ihr Gewicht, mit einem Datum.',
    noGoalsShared: 'Keine Ziele geteilt.',
    shared: 'Ihre Ziele sind für das Team sichtbar.',
    private: 'Ihre Ziele sind privat.',
    saved: '✅ Ziele gespeichert.',
    progressLabel: 'Fortschritt zum Ziel: {label}',
    safeRate: 'etwa {percent} % des Körpergewichts pro Woche',
    safeRateNote:
      'Dieses Ziel verlangt mehr als {rate}. Veränderungen von bis zu {rate} lassen sich leichter halten und schützen Ihre Muskulatur: Ein späteres Datum wäre schonender für Sie.',
    goalTitle: '{label}: {target} {unit} bis {date}',
    logToSee: 'Tragen Sie einen Wert ein, um Ihren Fortschritt zu diesem Ziel zu sehen.',
    from: ' ausgehend von {value} {unit}',
    now: ', jetzt {value} {unit}',
    reached: 'Erreicht{from}{now}.',
    partway: '{percent} % geschafft{from}{now}.',
  },
  dashboard: {
    title: 'Dashboard von {name}',
    someone: 'Mitglied',
    loading: 'Wird geladen …',
    loadingProgress: 'Ihr Fortschritt wird geladen …',
    goals: 'Ziele',
    compare: 'Fortschrittsfotos vergleichen',
    twoNeeded: ' (Fotos aus zwei Wochen nötig)',
  },
});

const goalForm = translation(goalFormText, {
  goalForm: {
    form: 'Ziele bearbeiten',
    goal: 'Ziel {n}',
    measurement: 'Maß',
    target: 'Zielwert ({unit})',
    targetDate: 'Zieldatum',
    remove: 'Ziel entfernen: {label}',
    add: 'Ziel hinzufügen',
    share: 'Meine Ziele mit dem Team teilen',
    saving: 'Wird gespeichert …',
    save: 'Ziele speichern',
    cancel: 'Abbrechen',
  },
});

const compare = translation(progressCompareText, {
  compare: {
    title: 'Fortschrittsfotos vergleichen',
    pictureAlt: 'Fortschrittsfoto der Woche {n}',
    back: 'Zurück zum Dashboard',
    loading: 'Wird geladen …',
    noPictures: 'Noch keine Fortschrittsfotos.',
    onlyOne: 'Bisher hat erst eine Woche ein Fortschrittsfoto.',
    addBefore: 'Fügen Sie in zwei verschiedenen Wochen ein Foto im',
    weeklyLog: 'Wochenprotokoll',
    addAfter: 'hinzu, um sie hier zu vergleichen.',
    firstWeek: 'Erste Woche',
    secondWeek: 'Zweite Woche',
    sideBySide: 'Nebeneinander',
    slider: 'Schieberegler',
    revealedAlt: 'Fortschrittsfoto der Woche {second}, über Woche {first} gelegt bis zum Schieberegler',
    reveal: 'Woche {second} über Woche {first} einblenden',
    shown: '{position} % von Woche {n} sichtbar',
    hint: 'Ziehen Sie über das Foto oder nutzen Sie die Pfeiltasten am Griff.',
  },
});

export default { ...firstDrawn, ...views, ...goalForm, ...compare };
