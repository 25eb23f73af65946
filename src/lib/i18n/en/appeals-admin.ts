import { count, params } from '@nanostores/i18n';
import { defineText } from '../text';

/** Staff's Appeals section of the staff screen (issue 16), apart from the member's standing text it never shows. */
export const appealsAdminText = defineText('appealsAdmin', {
  adminAppeals: {
    title: 'Appeals',
    open: count({ one: '{count} open appeal', many: '{count} open appeals' }),
    none: 'No open appeals.',
    loading: 'Loading...',
    loadFailed: 'The appeals could not be loaded.',
    from: params('From {name}'),
    deletedMember: 'Deleted account',
    sanction: params('{kind} given on {date}'),
    ends: params('ends on {date}'),
    inForce: 'In force',
    reason: 'Reason',
    noReason: 'No reason was given.',
    appeal: 'Appeal',
    filedOn: params('Filed on {date}'),
    answer: 'Answer this appeal',
    replyLabel: 'Reply to the member',
    acceptHint: 'Accepting lifts the sanction if it is still in force. The member reads your reply either way.',
    accept: 'Accept',
    reject: 'Reject',
    saving: 'Saving...',
    accepted: params('✅ Appeal accepted: {name}'),
    rejected: params('✅ Appeal rejected: {name}'),
    decidedTitle: 'Decided appeals',
    statusAccepted: 'Accepted',
    statusRejected: 'Rejected',
    reply: 'Reply',
    decidedBy: params('Decided by {name} on {date}'),
  },
});
