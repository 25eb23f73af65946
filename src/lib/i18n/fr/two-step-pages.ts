import { translation } from '../text';
import { twoStepPagesText } from '../en/two-step-pages';

export default translation(twoStepPagesText, {
  signIn: {
    title: 'Connexion en deux étapes',
    prompt: 'Saisissez le code à six chiffres de votre application d’authentification.',
    code: 'Code',
    useRecovery: 'Téléphone perdu ? Utilisez un code de secours',
    recoveryPrompt: 'Saisissez l’un de vos codes de secours. Chacun ne sert qu’une fois.',
    submit: 'Vérifier',
    back: 'Retour',
  },
  adminNotice: {
    title: 'Activez d’abord la connexion en deux étapes',
    body: 'Les écrans de l’équipe montrent les données personnelles et de santé des membres : l’équipe a donc besoin d’un second facteur en plus de son mot de passe. Configurez la connexion en deux étapes dans les Paramètres du compte, puis revenez ici.',
    link: 'Configurer la connexion en deux étapes',
    signInAgain:
      'Déjà configurée ? Déconnectez-vous et reconnectez-vous avec le code de votre application : les écrans de l’équipe s’ouvrent dans une session qui l’a prouvé.',
  },
});
