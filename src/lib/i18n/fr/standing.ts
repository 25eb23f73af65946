import { translation } from '../text';
import { standingAppealFormText } from '../en/appeal-form';
import { standingMailText, standingText } from '../en/standing';
import { standingPageText } from '../en/standing-page';

export default {
  ...translation(standingText, {
    card: {
      title: 'Situation du compte',
      goodStanding: 'Votre compte est en règle.',
      loading: 'Chargement…',
      loadFailed: 'La situation de votre compte n’a pas pu être chargée.',
      given: 'Date : {date}',
      reason: 'Motif',
      noReason: 'Aucun motif n’a été donné.',
      ends: 'Prend fin le {date}',
      neverEnds: 'Sans fin',
      inForce: 'En vigueur',
      notInForce: 'Plus en vigueur',
      appealOpen: 'Recours en cours d’examen',
      appealAccepted: 'Recours accepté',
      appealRejected: 'Recours rejeté',
      yourAppeal: 'Votre recours',
      sentOn: 'Envoyé le {date}',
      staffReply: 'Réponse de notre équipe',
      repliedOn: 'Répondu le {date}',
      appealUntil: 'Vous pouvez faire recours jusqu’au {date}.',
      appealClosed: 'Le délai de 20 jours pour faire recours est passé.',
      appeal: 'Faire recours',
    },
  }),
  ...translation(standingAppealFormText, {
    appealForm: {
      label: 'Pourquoi cette sanction devrait-elle être reconsidérée ?',
      hint: 'Expliquez-le avec vos mots. Notre équipe lit chaque recours et vous répond.',
      submit: 'Envoyer le recours',
      sending: 'Envoi…',
      cancel: 'Annuler',
      sent: 'Votre recours a été envoyé. Nous vous répondrons par e-mail et sur cette page.',
    },
  }),
  ...translation(standingPageText, {
    page: {
      title: 'Situation de votre compte',
      suspendedUntil: 'Ce compte est suspendu jusqu’au {date}.',
      banned: 'Ce compte a été définitivement banni.',
      reason: 'Motif : {reason}',
      intro:
        'Vous ne pouvez pas utiliser le site pendant ce temps. Voici les détails ; vous pouvez faire recours sous 20 jours.',
      active: 'Votre compte est de nouveau actif. Vous pouvez vous connecter.',
      noToken: 'Connectez-vous pour voir la situation de votre compte.',
      expired: 'Cette page a expiré. Reconnectez-vous pour continuer.',
      signIn: 'Se connecter',
    },
  }),
  ...translation(standingMailText, {
    mails: {
      greeting: 'Bonjour {name},',
      sanction: 'Sanction : {kind} du {date}',
      filedSubject: '{site} : nous avons reçu votre recours',
      filed: 'Nous avons bien reçu votre recours. Notre équipe va l’examiner et vous répondra par e-mail.',
      acceptedSubject: '{site} : votre recours a été accepté',
      accepted: 'Notre équipe a accepté votre recours.',
      liftedSuspension: 'Votre suspension a été levée : vous pouvez de nouveau vous connecter sur {url}',
      liftedBan: 'Votre bannissement a été levé : vous pouvez de nouveau vous connecter sur {url}',
      rejectedSubject: '{site} : votre recours a été rejeté',
      rejected: 'Notre équipe a examiné votre recours et maintient la sanction.',
      reply: 'Sa réponse :',
      standing: 'Vous pouvez consulter la situation de votre compte sur {url}',
      question: 'Pour toute question à ce sujet, écrivez à {email}.',
    },
  }),
};
