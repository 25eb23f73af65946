import { translation } from '../text';
import { commonText } from '../en/common';
import { discardChangesText } from '../en/discard-changes';

const shared = translation(commonText, {
  busy: {
    processing: 'Traitement…',
    loading: 'Chargement…',
    saving: 'Enregistrement…',
  },
  toast: {
    hide: 'Masquer la notification',
  },
  loadError: {
    tryAgain: 'Réessayer',
  },
  avatar: {
    alt: 'Photo de {name}',
  },
  imageOverlay: {
    enlarge: 'Agrandir : {alt}',
    close: 'Fermer',
  },
  form: {
    counter: '{n} / {max} caractères',
  },
  warningNotice: {
    title: '⚠️ Vous avez reçu un avertissement de notre équipe de modération',
    reason: 'Motif : {reason}',
    further: '{date}. De nouvelles infractions peuvent entraîner une suspension.',
    dismiss: 'Fermer',
    dismissing: 'Fermeture…',
  },
});

const discardChanges = translation(discardChangesText, {
  discardChanges: {
    title: 'Abandonner vos modifications ?',
    message: 'Ce que vous avez modifié ici n’a pas été enregistré.',
    keep: 'Continuer à modifier',
    discard: 'Abandonner',
  },
});

export default { ...shared, ...discardChanges };
