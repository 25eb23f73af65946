import { translation } from '../text';
import { passkeySignInText } from '../en/passkey-sign-in';

export default translation(passkeySignInText, {
  button: {
    or: 'ou',
    button: 'Se connecter avec une clé d’accès',
    waiting: 'En attente de votre clé d’accès…',
    cancelled: 'La connexion par clé d’accès a été annulée.',
    unsupported:
      'Ce navigateur ne permet pas d’utiliser les clés d’accès. Veuillez vous connecter avec votre e-mail et votre mot de passe.',
  },
});
