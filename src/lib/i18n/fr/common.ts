import { translation } from '../text';
import { commonText } from '../en/common';

export default translation(commonText, {
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
});
