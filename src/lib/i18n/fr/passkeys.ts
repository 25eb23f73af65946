import { translation } from '../text';
import { passkeysText } from '../en/passkeys';

export default translation(passkeysText, {
  card: {
    title: 'Clés d’accès',
    intro:
      'Connectez-vous avec votre empreinte, votre visage ou le code de votre appareil au lieu de votre mot de passe. Une clé d’accès reste sur votre appareil et ne fonctionne que sur ce site.',
    loading: 'Chargement de vos clés d’accès…',
    empty: 'Vous n’avez pas encore de clé d’accès.',
    unsupported:
      'Ce navigateur ne permet pas d’utiliser les clés d’accès. Essayez un navigateur récent sur votre téléphone ou votre ordinateur.',
    add: 'Ajouter une clé d’accès',
    added: 'Ajoutée le {date}',
    lastUsed: 'Dernière utilisation le {date}',
    neverUsed: 'Pas encore utilisée',
    rename: 'Renommer',
    renameNamed: 'Renommer {name}',
    remove: 'Supprimer',
    removeNamed: 'Supprimer {name}',
    removeTitle: 'Supprimer cette clé d’accès ?',
    removeMessage:
      '« {name} » ne vous permettra plus de vous connecter. Vous pourrez toujours vous connecter avec votre mot de passe.',
    cancel: 'Annuler',
    removing: 'Suppression…',
    addedStatus: 'Votre clé d’accès a été ajoutée.',
    renamedStatus: 'Votre clé d’accès a été renommée.',
    removedStatus: 'Votre clé d’accès a été supprimée.',
    removeFailed: 'La clé d’accès n’a pas pu être supprimée. Veuillez réessayer.',
  },
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
  signIn: {
    or: 'ou',
    button: 'Se connecter avec une clé d’accès',
    waiting: 'En attente de votre clé d’accès…',
    cancelled: 'La connexion par clé d’accès a été annulée.',
    unsupported:
      'Ce navigateur ne permet pas d’utiliser les clés d’accès. Veuillez vous connecter avec votre e-mail et votre mot de passe.',
  },
});
