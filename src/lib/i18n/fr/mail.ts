import { translation } from '../text';
import { mailText } from '../en/mail';

export default translation(mailText, {
  common: {
    hello: 'Bonjour,',
    helloName: 'Bonjour {name},',
    reason: 'Motif : {reason}',
    question: 'Pour toute question à ce sujet, écrivez à {email}.',
  },
  welcome: {
    subject: 'Bienvenue sur {site}',
    ready: 'Votre compte {site} est prêt. Connectez-vous sur {url}',
  },
  emailTaken: {
    subject: 'Quelqu’un a tenté de créer un compte {site} avec votre adresse',
    tried:
      'Quelqu’un a tenté de créer un nouveau compte {site} avec cette adresse e-mail, qui en a déjà un. Aucun compte n’a été créé et rien n’a changé.',
    ifYou: 'Si c’était vous, connectez-vous sur {login} ou réinitialisez votre mot de passe sur {reset}',
    ifNotYou: 'Si ce n’était pas vous, vous pouvez ignorer ce message.',
  },
  passwordReset: {
    subject: 'Réinitialisez votre mot de passe {site}',
    asked:
      'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte {site}. Pour choisir un nouveau mot de passe, ouvrez ce lien :',
    expires: 'Le lien ne fonctionne qu’une fois et expire dans {minutes} minutes.',
    ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
  },
  passwordChanged: {
    subject: 'Votre mot de passe {site} a été modifié',
    changed:
      'Le mot de passe de votre compte {site} vient d’être modifié, et tous les appareils connectés ont été déconnectés.',
    ifNotYou:
      'Si vous êtes à l’origine de ce changement, vous n’avez rien à faire. Sinon, réinitialisez immédiatement votre mot de passe sur {reset} et contactez l’assistance.',
  },
  membership: {
    startedSubject: 'Votre abonnement {site} a commencé',
    started:
      "Votre abonnement {site} a commencé aujourd'hui : votre journal hebdomadaire et votre tableau de bord sont ouverts. La semaine 1 commence aujourd'hui. Saisissez votre première semaine sur {url}",
    endedSubject: 'Votre abonnement {site} a pris fin',
    ended:
      'Votre abonnement {site} a pris fin. Vos journaux restent dans votre compte, et vous pouvez les télécharger depuis les paramètres de votre compte sur {url}',
  },
  sanction: {
    warningSubject: 'Un avertissement de {site}',
    warning: 'L’équipe {site} vous a adressé un avertissement.',
    warningNote:
      'Il s’affichera à votre prochaine visite jusqu’à ce que vous le fermiez. Merci de respecter les règles de la communauté.',
    suspensionSubject: 'Votre compte {site} est suspendu jusqu’au {date}',
    suspension: 'Votre compte {site} est suspendu jusqu’au {date}. Vous ne pouvez pas vous connecter d’ici là.',
    banSubject: 'Votre compte {site} a été banni',
    ban: 'Votre compte {site} a été banni définitivement. Vous ne pouvez plus vous connecter.',
    liftSubject: 'Votre compte {site} est de nouveau actif',
    suspensionLifted: 'Votre suspension a été levée : vous pouvez de nouveau vous connecter sur {url}',
    banLifted: 'Votre bannissement a été levé : vous pouvez de nouveau vous connecter sur {url}',
  },
  removal: {
    postSubject: 'Votre publication sur {site} a été retirée',
    commentSubject: 'Votre commentaire sur {site} a été retiré',
    post: 'L’équipe {site} a retiré votre publication du {date} :',
    comment: 'L’équipe {site} a retiré votre commentaire du {date} :',
    note: 'Merci de respecter les règles de la communauté.',
  },
});
