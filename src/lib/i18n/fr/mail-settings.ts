import { translation } from '../text';
import { mailSettingsText } from '../en/mail-settings';

export default translation(mailSettingsText, {
  card: {
    title: 'Notifications par e-mail',
    intro:
      'Choisissez les notifications que nous vous envoyons aussi par e-mail. La cloche de la barre du haut les montre toutes dans tous les cas.',
    open: 'Choisir les e-mails',
    loading: 'Chargement de vos choix d’e-mails…',
    always:
      'Les avertissements, suspensions, bannissements et décisions d’appel sont toujours envoyés par e-mail : ils changent ce que vous pouvez faire.',
  },
});
