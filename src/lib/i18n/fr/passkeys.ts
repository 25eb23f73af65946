import { translation } from '../text';
import { passkeysText } from '../en/passkeys';

export default translation(passkeysText, {
  card: {
    title: 'Clés d’accès',
    open: 'Gérer mes clés d’accès',
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
    addedStatus: 'Votre clé d’accès a été ajoutée.',
    renamedStatus: 'Votre clé d’accès a été renommée.',
    removedStatus: 'Votre clé d’accès a été supprimée.',
  },
});
