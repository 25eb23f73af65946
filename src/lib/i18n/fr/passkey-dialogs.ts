import { translation } from '../text';
import { passkeyDialogsText } from '../en/passkey-dialogs';

export default translation(passkeyDialogsText, {
  nameDialog: {
    addTitle: 'Ajouter une clé d’accès',
    renameTitle: 'Renommer la clé d’accès',
    name: 'Nom',
    nameHint:
      'Un nom qui vous indique sur quel appareil elle se trouve, par exemple « Téléphone » ou « Ordinateur du travail ».',
    addHint:
      'Votre navigateur vous demandera de confirmer avec votre empreinte, votre visage ou le code de votre appareil.',
    continue: 'Continuer',
    save: 'Enregistrer',
    saving: 'Enregistrement…',
    waiting: 'En attente de votre appareil…',
    cancel: 'Annuler',
    cancelled: 'La clé d’accès n’a pas été créée.',
    alreadyRegistered: 'Cet appareil a déjà une clé d’accès pour votre compte.',
  },
  removeDialog: {
    confirm: 'Supprimer',
    removeTitle: 'Supprimer cette clé d’accès ?',
    removeMessage:
      '« {name} » ne vous permettra plus de vous connecter. Vous pourrez toujours vous connecter avec votre mot de passe.',
    cancel: 'Annuler',
    removing: 'Suppression…',
    removeFailed: 'La clé d’accès n’a pas pu être supprimée. Veuillez réessayer.',
  },
});
