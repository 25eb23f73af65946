import { translation } from '../text';
import { shellPageText, shellText } from '../en/shell';

export default {
  ...translation(shellText, {
    nav: {
      home: 'Accueil',
      community: 'Communauté',
      profile: 'Profil',
      weeklyLog: 'Journal hebdomadaire',
      logs: 'Journal',
      dashboard: 'Tableau de bord',
      membership: 'Adhésion',
      support: 'Assistance',
      messages: 'Messages',
      accountSettings: 'Paramètres du compte',
      admin: 'Administration',
    },
    sidebar: {
      label: 'Navigation principale',
      collapse: 'Replier la barre latérale',
      expand: 'Déplier la barre latérale',
    },
    fanMenu: {
      open: 'Ouvrir le menu de navigation',
      close: 'Fermer le menu de navigation',
      label: 'Navigation rapide',
    },
    account: {
      greeting: 'Bonjour {name}',
      greetingNoName: 'Bonjour',
      logout: 'Déconnexion',
      login: 'Connexion',
      signUp: 'S’inscrire',
    },
    membershipNotice: {
      notice: '{page} : accès réservé aux membres payants.',
      weeklyLogPage: 'Le journal hebdomadaire',
      dashboardPage: 'Le tableau de bord',
      progressPage: 'La comparaison des progrès',
    },
  }),
  ...translation(shellPageText, {
    bell: {
      label: 'Notifications',
      unreadOne: 'Notifications, {n} non lue',
      unreadMany: 'Notifications, {n} non lues',
    },
    layout: {
      skipLink: 'Aller au contenu',
      description: '{site} : journaux d’entraînement et communauté de notre groupe de fitness.',
    },
    footer: {
      home: 'Accueil',
      community: 'Communauté',
      joinUs: 'Nous rejoindre',
      support: 'Assistance',
      helpCenter: 'Centre d’aide',
      contactUs: 'Nous contacter',
      privacy: 'Confidentialité et données',
      contact: 'Contact',
      address: '100 Example Street, Springfield',
      phone: 'Téléphone : {phone}',
      email: 'E-mail : {email}',
      language: 'Langue',
      rights: '© {year} FitGroup. Tous droits réservés.',
    },
    errorPage: {
      code: 'Erreur {code}',
      backHome: 'Retour à l’accueil',
    },
    notFound: {
      title: 'Page introuvable',
      message:
        'Nous n’avons pas trouvé la page demandée. Le lien est peut-être ancien, ou l’adresse contient une faute de frappe.',
    },
    serverError: {
      title: 'Une erreur s’est produite',
      message:
        'Cette page n’a pas pu s’afficher à cause d’un problème de notre côté. Veuillez réessayer dans un instant.',
      tryAgain: 'Réessayer',
    },
    home: {
      title: 'Accueil',
      welcome: 'Bienvenue sur {site}',
      intro:
        'Entraînez-vous ensemble, suivez chaque semaine et voyez le chemin parcouru. Vos mensurations, vos repas et vos séances au même endroit, avec une communauté qui vous motive.',
      getStarted: 'Commencer',
      goToProfile: 'Voir mon profil',
    },
    membership: {
      title: 'Adhésion',
      paidTitle: 'Votre adhésion est active',
      paidReady: 'Votre journal hebdomadaire et votre tableau de bord sont prêts.',
      weeklyLog: 'Journal hebdomadaire',
      dashboard: 'Tableau de bord',
      benefitsTitle: 'Ce que l’adhésion vous apporte',
      weeklyLogTerm: 'Journal hebdomadaire :',
      weeklyLogBenefit:
        'chaque semaine, vos mensurations (biceps, poitrine, taille, hanches et cuisses, en pouces), une photo de progression et une note de journal ; chaque jour, votre séance, vos repas, vos collations et l’eau bue.',
      dashboardTerm: 'Tableau de bord :',
      dashboardBenefit:
        'vos semaines d’un coup d’œil, avec vos mensurations, vos photos de progression et vos journaux quotidiens côte à côte.',
      progressTerm: 'Progrès :',
      progressBenefit:
        'voyez le chemin parcouru depuis la semaine 1. Vos journaux et vos photos sont privés : seuls vous et nos coachs les voient.',
      joinTitle: 'Comment adhérer',
      joinBefore: 'L’adhésion se règle avec le groupe, pas dans l’application. Contactez',
      joinAfter:
        ' pour nous rejoindre. Dès que notre équipe aura activé votre adhésion, le journal hebdomadaire et le tableau de bord apparaîtront dans votre menu, et votre semaine 1 commencera ce jour-là.',
      questionsBefore: 'Des questions ? Écrivez-nous depuis la page',
      questionsLink: 'Assistance',
      questionsAfter: '.',
    },
  }),
};
