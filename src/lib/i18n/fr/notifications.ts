import { translation } from '../text';
import { notificationsText } from '../en/notifications';

export default translation(notificationsText, {
  texts: {
    coachFeedback: '{author} a répondu à votre bilan.',
    message: '{author} vous a envoyé un message.',
    commentOnMyPost: '{author} a commenté votre publication.',
    appealAccepted: 'Votre recours a été accepté.',
    appealRejected: 'Votre recours a été rejeté.',
    warning: 'Vous avez reçu un avertissement de notre équipe.',
    suspension: 'Votre compte a été suspendu.',
    ban: 'Votre compte a été banni définitivement.',
    lift: 'Votre compte est de nouveau actif.',
  },
  mail: {
    coachFeedbackSubject: '{site} : {author} a répondu à votre bilan',
    messageSubject: '{site} : nouveau message de {author}',
    commentOnMyPostSubject: '{site} : {author} a commenté votre publication',
    open: 'Pour le voir : {url}',
    stop: 'Pour ne plus recevoir ces e-mails, ouvrez {url}',
    settings: 'Vous pouvez choisir les e-mails que vous recevez dans les paramètres de votre compte : {url}',
  },
  unsubscribe: {
    title: 'Se désabonner',
    askCoachFeedback: 'Ne plus recevoir d’e-mails quand on répond à vos bilans ?',
    askMessages: 'Ne plus recevoir d’e-mails pour les nouveaux messages ?',
    askComments: 'Ne plus recevoir d’e-mails pour les commentaires sur vos publications ?',
    confirm: 'Ne plus recevoir ces e-mails',
    doneCoachFeedback: 'Vous ne recevrez plus d’e-mails quand on répond à vos bilans.',
    doneMessages: 'Vous ne recevrez plus d’e-mails pour les nouveaux messages.',
    doneComments: 'Vous ne recevrez plus d’e-mails pour les commentaires sur vos publications.',
    settings: 'Vous pouvez les réactiver dans les paramètres de votre compte.',
    openSettings: 'Paramètres du compte',
    invalid: 'Ce lien de désabonnement n’est pas valide.',
  },
});
