import { params } from '@nanostores/i18n';
import { defineText } from '../text';

/**
 * English text of the standing domain (issue 16): the Standing card and the mails of each appeal step, each a pure part
 * so that a bundle keeps only what its code reads (the kinds of sanction: sanctions.ts; staff's Appeals section:
 * appeals-admin.ts; the appeal form: appeal-form.ts; the restricted standing page: standing-page.ts).
 */
export const standingText = /* @__PURE__ */ defineText('standing', {
  card: {
    title: 'Standing',
    goodStanding: 'Your account is in good standing.',
    loading: 'Loading...',
    loadFailed: 'Your standing could not be loaded.',
    given: params('Given on {date}'),
    reason: 'Reason',
    noReason: 'No reason was given.',
    ends: params('Ends on {date}'),
    neverEnds: 'Does not end',
    inForce: 'In force',
    notInForce: 'No longer in force',
    appealOpen: 'Appeal under review',
    appealAccepted: 'Appeal accepted',
    appealRejected: 'Appeal rejected',
    yourAppeal: 'Your appeal',
    sentOn: params('Sent on {date}'),
    staffReply: 'Reply from our team',
    repliedOn: params('Replied on {date}'),
    appealUntil: params('You can appeal until {date}.'),
    appealClosed: 'The 20 days to appeal have passed.',
    appeal: 'Appeal',
  },
});

/** The mails of each appeal step: server only. */
export const standingMailText = /* @__PURE__ */ defineText('standing', {
  mails: {
    greeting: params('Hello {name},'),
    sanction: params('Sanction: {kind} of {date}'),
    filedSubject: params('{site}: we received your appeal'),
    filed: 'We have received your appeal. Our team will review it and reply to you by email.',
    acceptedSubject: params('{site}: your appeal has been accepted'),
    accepted: 'Our team has accepted your appeal.',
    liftedSuspension: params('Your suspension has been lifted: you can sign in again at {url}'),
    liftedBan: params('Your ban has been lifted: you can sign in again at {url}'),
    rejectedSubject: params('{site}: your appeal has been rejected'),
    rejected: 'Our team has reviewed your appeal and the sanction stands.',
    reply: 'Their reply:',
    standing: params('You can see your standing at {url}'),
    question: params('If you have a question about this, write to {email}.'),
  },
});
