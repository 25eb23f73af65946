import { translation } from '../text';
import { mailSettingsText } from '../en/mail-settings';

export default translation(mailSettingsText, {
  mailSettings: {
    title: 'Notifications par e-mail',
    intro:
      'Choisissez les notifications que nous vous envoyons aussi par e-mail. La cloche de la barre du haut les montre toutes dans tous les cas.',
    open: 'Choisir les e-mails',
    loading: 'Chargement de vos choix d’e-mails…',
    coachFeedback: 'Un coach répond à l’une de mes semaines',
    messages: 'Un coach m’écrit dans Messages',
    comments: 'Quelqu’un commente l’une de mes publications',
    always:
      'Les avertissements, suspensions, bannissements et décisions d’appel sont toujours envoyés par e-mail : ils changent ce que vous pouvez faire.',
    save: 'Enregistrer mes choix d’e-mails',
    saving: 'Enregistrement…',
    saved: 'Vos choix d’e-mails ont été enregistrés.',
  },
});
