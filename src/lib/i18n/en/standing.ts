import { params } from '@nanostores/i18n';
import { defineText } from '../text';

/**
 * English text of the standing domain (issue 16): the Standing card, the restricted standing page, the appeal form
 * and the mails of each appeal step (the kinds of sanction: sanctions.ts; staff's Appeals section: appeals-admin.ts).
 */
export const standingText = defineText('standing', {
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
  appealForm: {
    label: 'Why should this sanction be reconsidered?',
    hint: 'Explain in your own words. Our team reads every appeal and replies to you.',
    submit: 'Send appeal',
    sending: 'Sending...',
    cancel: 'Cancel',
    sent: 'Your appeal has been sent. We will reply by email and on this page.',
  },
  page: {
    title: 'Your account standing',
    suspendedUntil: params('This account is suspended until {date}.'),
    banned: 'This account has been permanently banned.',
    reason: params('Reason: {reason}'),
    intro: 'You cannot use the site while this lasts. Below are the details, and you can appeal within 20 days.',
    active: 'Your account is active again. You can sign in.',
    noToken: 'Sign in to see the standing of your account.',
    expired: 'This page has expired. Sign in again to continue.',
    signIn: 'Sign in',
  },
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
