import { params } from '../params';
import { defineText } from '../text';

/**
 * English text of the notifications domain (issue 29), written on the server only: a notification's text when it
 * is read (in the reader's language), the notification mails (in the member's stored language), and the small page
 * of the one-click unsubscribe link. `{author}` is a name, `{site}` the site's name, `{url}` a link.
 */
export const notificationsText = defineText('notifications', {
  texts: {
    coachFeedback: params('{author} answered your check-in.'),
    message: params('{author} sent you a message.'),
    commentOnMyPost: params('{author} commented on your post.'),
    appealAccepted: 'Your appeal was accepted.',
    appealRejected: 'Your appeal was rejected.',
    warning: 'You received a warning from our team.',
    suspension: 'Your account has been suspended.',
    ban: 'Your account has been permanently banned.',
    lift: 'Your account is active again.',
  },
  mail: {
    coachFeedbackSubject: params('{site}: {author} answered your check-in'),
    messageSubject: params('{site}: new message from {author}'),
    commentOnMyPostSubject: params('{site}: {author} commented on your post'),
    open: params('Open it here: {url}'),
    stop: params('To stop these emails, open {url}'),
    settings: params('You can choose which emails you get in your account settings: {url}'),
  },
  unsubscribe: {
    title: 'Unsubscribe',
    askCoachFeedback: 'Stop the emails about answers to your check-ins?',
    askMessages: 'Stop the emails about new messages?',
    askComments: 'Stop the emails about comments on your posts?',
    confirm: 'Stop these emails',
    doneCoachFeedback: 'You will no longer get emails about answers to your check-ins.',
    doneMessages: 'You will no longer get emails about new messages.',
    doneComments: 'You will no longer get emails about comments on your posts.',
    settings: 'You can turn them back on in your account settings.',
    openSettings: 'Account settings',
    invalid: 'This unsubscribe link is not valid.',
  },
});
