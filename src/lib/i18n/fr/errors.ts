import { translation } from '../text';
import { errorsText } from '../en/errors';

export default translation(errorsText, {
  client: {
    networkFailed: 'La connexion au réseau a échoué. Vérifiez votre connexion Internet et réessayez.',
    authenticationFailed: 'L’authentification a échoué. Veuillez vous reconnecter.',
    fileTooLarge: 'Le fichier est trop volumineux. Choisissez un fichier plus petit.',
    fileTypeNotSupported: 'Type de fichier non pris en charge. Choisissez un autre fichier.',
    somethingWentWrong: 'Un problème est survenu',
    networkError: 'Erreur réseau',
    noAccessToken: 'Aucun jeton d’accès trouvé. Veuillez vous reconnecter.',
    unsupportedImage: 'Format de fichier non pris en charge. Envoyez un fichier image (JPG, PNG, WebP, HEIC, etc.)',
    imageTooLarge: 'Le fichier est trop volumineux ({size} Mo). Choisissez une image plus petite.',
    cannotCompress: 'Impossible de compresser l’image sous {size} Mo',
    imageLoadFailed: 'Impossible de charger l’image. Essayez-en une autre.',
    imageProcessingFailed: 'Impossible de traiter l’image : {reason}',
  },
});
