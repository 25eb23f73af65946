import { translation } from '../text';
import { authText } from '../en/auth';

export default translation(authText, {
  forgotPassword: {
    title: 'Mot de passe oublié',
    intro: 'Saisissez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    sent: 'Un lien de réinitialisation a été envoyé à votre adresse e-mail',
    email: 'E-mail',
    submit: 'Réinitialiser le mot de passe',
    backToLogin: 'Retour à la connexion',
  },
});
