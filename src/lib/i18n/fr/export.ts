import { translation } from '../text';
import { exportReadmeText, exportText } from '../en/export';

export default {
  ...translation(exportText, {
    card: {
      title: 'Télécharger mes données',
      intro:
        'Obtenez une copie de tout ce que vous nous avez confié : profil, suivis hebdomadaires et journaliers, publications, commentaires, signalements, blocages, avertissements, messages au support et toutes les photos que vous avez envoyées, dans un seul fichier ZIP.',
      formats:
        'Les données sont fournies en fichiers JSON et CSV, avec un fichier README qui explique chacun d’eux. Vous pouvez les télécharger une fois par heure.',
      button: 'Télécharger mes données',
      preparing: 'Préparation…',
      started: 'Votre téléchargement a commencé.',
      tooSoon: 'Vous pouvez télécharger vos données une fois par heure. Veuillez réessayer plus tard.',
      tooSoonMinutes: 'Vous pouvez télécharger vos données une fois par heure. Veuillez réessayer dans {minutes} min.',
    },
  }),
  ...translation(exportReadmeText, {
    readme: {
      title: 'Vos données FitGroup',
      intro:
        'Exportées le {date} pour {name}. Cette archive contient les données de votre compte, et uniquement les vôtres.',
      filesHeading: 'Contenu de chaque fichier :',
      readmeFile: 'Ce fichier.',
      profileFile:
        'Votre compte (e-mail, nom, langue, statut) et votre profil (âge, poids, coordonnées, antécédents médicaux, abonnement), vos objectifs et les conditions que vous avez acceptées.',
      weeklyLogsFile:
        'Chaque semaine de votre abonnement : mensurations, poids, journal, nom de la photo de progression, ses sept suivis journaliers et les réponses de nos coachs.',
      weeklyMeasurementsFile:
        'Vos mensurations hebdomadaires sous forme de tableau (en pouces, poids en livres), une ligne par semaine.',
      dailyLogsFile:
        'Vos suivis journaliers sous forme de tableau (entraînement, durée, notes, repas, eau en onces), une ligne par jour.',
      postsFile: 'Les publications que vous avez écrites dans la communauté.',
      commentsFile: 'Les commentaires que vous avez écrits, avec le numéro de la publication concernée.',
      reportsMadeFile: 'Les signalements que vous avez faits, avec le membre signalé (numéro et nom) et leur statut.',
      blocksFile: 'Les membres que vous avez bloqués (numéro et nom) et la date.',
      sanctionsFile:
        'Les avertissements, suspensions et bannissements reçus, avec leur motif, leurs dates et leur date de fin, ainsi que vos éventuels recours et la réponse obtenue.',
      supportMessagesFile: 'Les messages que vous avez envoyés au support.',
      accessLogFile:
        'Quels membres de l’équipe ont vu vos informations de santé, vos semaines ou vos photos de progression, ce qu’ils ont vu, quand, et le motif donné pour les informations de santé ; les plus récents d’abord.',
      messagesFile:
        'Votre conversation avec nos coachs : chaque message, les vôtres et les leurs, qui l’a écrit et quand il a été lu.',
      notificationSettingsFile:
        'Les e-mails que vous avez choisi de recevoir : réponses à vos bilans, nouveaux messages, commentaires sur vos publications.',
      picturesFolder:
        'Toutes les photos que vous avez envoyées : profile.jpg et un fichier week-NNN-progress.jpg par semaine avec photo de progression.',
      notesHeading: 'Bon à savoir :',
      datesNote:
        'Les dates et heures sont au format ISO 8601 (UTC). Les valeurs vides valent null en JSON et sont des cellules vides en CSV.',
      unitsNote:
        'Unités, quelles que soient celles choisies dans l’application : les mensurations (biceps, chest, waist, hips, thighs ; les colonnes CSV finissant par _in) sont en pouces, le poids (weight, weight_lbs) en livres, l’eau (water_intake_oz) en onces liquides américaines. 1 po = 2,54 cm, 1 lb = 0,45359237 kg.',
      csvNote:
        'Dans les fichiers CSV, un texte qui commence par = + - ou @ est précédé d’une apostrophe, afin que les tableurs ne l’exécutent pas comme une formule.',
    },
  }),
};
