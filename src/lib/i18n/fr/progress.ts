import { translation } from '../text';
import { progressText } from '../en/progress';
import { progressViewsText } from '../en/progress-views';
import { goalFormText } from '../en/goal-form';
import { progressCompareText } from '../en/progress-compare';

const firstDrawn = translation(progressText, {
  units: {
    in: 'po',
    lbs: 'lb',
    cm: 'cm',
    kg: 'kg',
  },
  checkIn: {
    heading: 'Bilan de la semaine {n}',
    memberNothingYet: '{name} n’a encore rien saisi.',
    nothingYet:
      'Rien de saisi pour l’instant. Enregistrez vos mensurations, votre poids ou un journal du jour dans le journal hebdomadaire : vos progrès s’afficheront ici.',
    openWeeklyLog: 'Ouvrir le journal hebdomadaire',
    weeksInRow: { one: '{count} semaine d’affilée', many: '{count} semaines d’affilée' },
    memberNoStreak: '{name} n’a pas encore de série.',
    noStreak: 'Pas encore de série : enregistrez cette semaine pour en commencer une.',
    memberStreak: '{name} a enregistré {streak}.',
    streak: 'Vous avez enregistré {streak}.',
    everyDayLogged: 'Chaque jour de cette semaine a déjà son journal.',
    missingDays: 'Pas encore de journal cette semaine pour {days}.',
    lastOfList: '{list} et {last}',
    sinceLastWeek: 'depuis la semaine dernière',
    sinceWeek: 'depuis la semaine {n}',
    unchanged: '{label} inchangé {since}',
    changed: '{label} {amount} {unit} {since}',
    percent: '({value} %)',
    latest: '{label} : {value} {unit} (semaine {n}).',
  },
});

const views = translation(progressViewsText, {
  trendChart: {
    trends: 'Tendances',
    heading: '{label} ({unit})',
    hideTable: 'Masquer le tableau',
    showTable: 'Afficher le tableau',
    nothingYet: 'Rien de saisi pour l’instant.',
    point: 'Semaine {n} : {value} {unit}',
    caption: '{label} par semaine',
    week: 'Semaine',
    summaryEmpty: '{label} : rien de saisi pour l’instant.',
    summaryOne: '{label} : {value} {unit} en semaine {n}, la seule semaine saisie.',
    summaryMany:
      '{label} sur {count} semaines saisies : {first} {unit} en semaine {firstWeek}, puis {last} {unit} en semaine {lastWeek} ; minimum {low} {unit}, maximum {high} {unit}.',
  },
  goals: {
    title: 'Objectifs',
    setGoal: 'Fixer un objectif',
    editGoals: 'Modifier les objectifs',
    noGoals: 'Pas encore d’objectif. Fixez une cible pour une mensuration ou votre poids, avec une date.',
    noGoalsShared: 'Aucun objectif partagé.',
    shared: 'Vos objectifs sont partagés avec l’équipe.',
    private: 'Vos objectifs sont privés.',
    saved: '✅ Objectifs enregistrés.',
    progressLabel: 'Progression de l’objectif : {label}',
    safeRate: 'environ {percent} % du poids corporel par semaine',
    safeRateNote:
      'Cet objectif demande plus de {rate}. Des variations jusqu’à {rate} se tiennent plus facilement et préservent vos muscles : une date plus lointaine vous ménagerait.',
    goalTitle: '{label} : {target} {unit} d’ici le {date}',
    logToSee: 'Saisissez une valeur pour voir votre progression vers cet objectif.',
    from: ' depuis {value} {unit}',
    now: ', actuellement {value} {unit}',
    reached: 'Atteint{from}{now}.',
    partway: '{percent} % du chemin{from}{now}.',
  },
  dashboard: {
    title: 'Tableau de bord de {name}',
    someone: 'Membre',
    loading: 'Chargement…',
    loadingProgress: 'Chargement de vos progrès…',
    goals: 'Objectifs',
    compare: 'Comparer vos photos de progression',
    twoNeeded: ' (il faut une photo dans deux semaines)',
  },
});

const goalForm = translation(goalFormText, {
  goalForm: {
    form: 'Modifier les objectifs',
    goal: 'Objectif {n}',
    measurement: 'Mensuration',
    target: 'Cible ({unit})',
    targetDate: 'Date cible',
    remove: 'Supprimer l’objectif : {label}',
    add: 'Ajouter un objectif',
    share: 'Partager mes objectifs avec l’équipe',
    saving: 'Enregistrement…',
    save: 'Enregistrer les objectifs',
    cancel: 'Annuler',
  },
});

const compare = translation(progressCompareText, {
  compare: {
    title: 'Comparer les photos de progression',
    pictureAlt: 'Photo de progression de la semaine {n}',
    back: 'Retour au tableau de bord',
    loading: 'Chargement…',
    noPictures: 'Pas encore de photo de progression.',
    onlyOne: 'Une seule semaine a une photo de progression pour l’instant.',
    addBefore: 'Ajoutez une photo dans deux semaines différentes du',
    weeklyLog: 'journal hebdomadaire',
    addAfter: 'pour les comparer ici.',
    firstWeek: 'Première semaine',
    secondWeek: 'Deuxième semaine',
    sideBySide: 'Côte à côte',
    slider: 'Curseur',
    revealedAlt: 'Photo de progression de la semaine {second}, superposée à la semaine {first} jusqu’au curseur',
    reveal: 'Dévoiler la semaine {second} sur la semaine {first}',
    shown: '{position} % de la semaine {n} visible',
    hint: 'Faites glisser sur la photo, ou utilisez les flèches du clavier sur la poignée.',
  },
});

export default { ...firstDrawn, ...views, ...goalForm, ...compare };
