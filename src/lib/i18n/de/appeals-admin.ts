import { translation } from '../text';
import { appealsAdminText } from '../en/appeals-admin';

export default translation(appealsAdminText, {
  adminAppeals: {
    title: 'Einsprüche',
    open: { one: '{count} offener Einspruch', many: '{count} offene Einsprüche' },
    none: 'Keine offenen Einsprüche.',
    loading: 'Wird geladen …',
    loadFailed: 'Die Einsprüche konnten nicht geladen werden.',
    from: 'Von {name}',
    deletedMember: 'Gelöschtes Konto',
    sanction: '{kind}, erteilt am {date}',
    ends: 'endet am {date}',
    inForce: 'In Kraft',
    reason: 'Grund',
    noReason: 'Es wurde kein Grund angegeben.',
    appeal: 'Einspruch',
    filedOn: 'Eingelegt am {date}',
    answer: 'Auf diesen Einspruch antworten',
    replyLabel: 'Antwort an das Mitglied',
    acceptHint:
      'Die Annahme hebt die Maßnahme auf, wenn sie noch in Kraft ist. Das Mitglied liest Ihre Antwort in jedem Fall.',
    accept: 'Annehmen',
    reject: 'Ablehnen',
    saving: 'Wird gespeichert …',
    accepted: '✅ Einspruch angenommen: {name}',
    rejected: '✅ Einspruch abgelehnt: {name}',
    decidedTitle: 'Entschiedene Einsprüche',
    statusAccepted: 'Angenommen',
    statusRejected: 'Abgelehnt',
    reply: 'Antwort',
    decidedBy: 'Entschieden von {name} am {date}',
  },
});
