import { translation } from '../text';
import { appealsAdminText } from '../en/appeals-admin';

export default translation(appealsAdminText, {
  adminAppeals: {
    title: 'Recours',
    open: { one: '{count} recours ouvert', many: '{count} recours ouverts' },
    none: 'Aucun recours ouvert.',
    loading: 'Chargement…',
    loadFailed: 'Les recours n’ont pas pu être chargés.',
    from: 'De {name}',
    deletedMember: 'Compte supprimé',
    sanction: '{kind} du {date}',
    ends: 'prend fin le {date}',
    inForce: 'En vigueur',
    reason: 'Motif',
    noReason: 'Aucun motif n’a été donné.',
    appeal: 'Recours',
    filedOn: 'Déposé le {date}',
    answer: 'Répondre à ce recours',
    replyLabel: 'Réponse au membre',
    acceptHint:
      'Accepter lève la sanction si elle est encore en vigueur. Le membre lit votre réponse dans les deux cas.',
    accept: 'Accepter',
    reject: 'Rejeter',
    saving: 'Enregistrement…',
    accepted: '✅ Recours accepté : {name}',
    rejected: '✅ Recours rejeté : {name}',
    decidedTitle: 'Recours tranchés',
    statusAccepted: 'Accepté',
    statusRejected: 'Rejeté',
    reply: 'Réponse',
    decidedBy: 'Tranché par {name} le {date}',
  },
});
