import { translation } from '../text';
import { supportText } from '../en/support';

export default translation(supportText, {
  supportCenter: {
    title: 'Support',
    helpCenter: 'Centre d’aide',
    intro:
      'Une question sur votre abonnement, vos suivis ou la communauté ? Consultez les réponses ci-dessous ou écrivez-nous : nous répondons sous 24 heures.',
    contactUs: 'Nous contacter',
    sent: 'Votre message a bien été envoyé ! Nous vous répondrons sous 24 heures.',
    failed:
      'Une erreur est survenue lors de l’envoi de votre message. Veuillez réessayer ou nous contacter directement.',
    fullName: 'Nom complet',
    email: 'Adresse e-mail',
    subject: 'Objet',
    priority: 'Priorité',
    message: 'Message',
    sending: 'Envoi…',
    send: 'Envoyer le message',
    faq: 'Questions fréquentes',
    quickLinks: 'Liens rapides',
    dashboard: 'Tableau de bord',
    community: 'Communauté',
    myProfile: 'Mon profil',
  },
  priorities: {
    low: 'Basse',
    medium: 'Moyenne',
    high: 'Haute',
    urgent: 'Urgente',
  },
  faq: {
    profileQuestion: 'Comment modifier mon profil ?',
    profileAnswer:
      'Ouvrez « Mon profil » depuis le menu latéral et choisissez « Modifier le profil ». Modifiez ce que vous souhaitez, puis cliquez sur « Enregistrer ».',
    imagesQuestion: 'Quelles images puis-je envoyer ?',
    imagesAnswer:
      'Les photos de profil et de progression doivent être au format JPG, PNG ou WebP et peser moins de 10 Mo. Les photos de votre téléphone (y compris HEIC) sont converties automatiquement en JPEG avant l’envoi.',
    accessQuestion: 'Comment accéder au suivi hebdomadaire et au tableau de bord ?',
    accessAnswer:
      'Le suivi hebdomadaire et le tableau de bord font partie de l’abonnement payant. Dès que votre abonnement est actif, ils apparaissent dans le menu, à partir de la semaine 1.',
    privacyQuestion: 'Qui peut voir mes suivis hebdomadaires et mes photos de progression ?',
    privacyAnswer:
      'Seuls vous et notre équipe. Votre profil, vos publications et vos commentaires sont visibles par les autres membres ; vos suivis ne le sont pas.',
    reportQuestion: 'Comment signaler ou bloquer un autre membre ?',
    reportAnswer:
      'Ouvrez son profil depuis le fil de la communauté. Utilisez « Signaler le membre » pour alerter notre équipe, ou « Bloquer le membre » pour qu’il ne puisse plus commenter vos publications.',
    passwordQuestion: 'J’ai oublié mon mot de passe. Que faire ?',
    passwordAnswer:
      'Sur la page de connexion, choisissez « Mot de passe oublié », saisissez votre e-mail et suivez le lien que nous vous envoyons pour en définir un nouveau.',
    replyQuestion: 'Sous quel délai le support me répond-il ?',
    replyAnswer:
      'Nous répondons à chaque message sous 24 heures. Indiquez la priorité « Urgente » si vous ne pouvez plus du tout utiliser votre compte.',
    deleteQuestion: 'Comment supprimer mon compte ?',
    deleteAnswer:
      'Allez dans « Paramètres du compte », ouvrez « Supprimer le compte » et suivez les étapes. La suppression efface définitivement votre profil, vos suivis, photos, publications et commentaires.',
  },
});
