import { params } from '../params';
import { defineText } from '../text';

/**
 * English text of the mail domain: every mail a member gets, written in their stored language (users.language) by
 * src/server/mail/*. One line per key; `{site}` is the site's name, `{url}`-like values are links. Mail to staff
 * (the support inbox) stays in English and is not here.
 */
export const mailText = defineText('mail', {
  common: {
    hello: 'Hello,',
    helloName: params('Hello {name},'),
    reason: params('Reason: {reason}'),
    question: params('If you have a question about this, write to {email}.'),
  },
  welcome: {
    subject: params('Welcome to {site}'),
    ready: params('Your {site} account is ready. Sign in at {url}'),
  },
  emailTaken: {
    subject: params('Someone tried to create a {site} account with your address'),
    tried: params(
      'Someone tried to create a new {site} account with this email address, which already has one. No account was created and nothing changed.',
    ),
    ifYou: params('If it was you, sign in at {login} or reset your password at {reset}'),
    ifNotYou: 'If it was not you, you can ignore this mail.',
  },
  passwordReset: {
    subject: params('Reset your {site} password'),
    asked: params(
      'Someone asked to reset the password of your {site} account. To choose a new password, open this link:',
    ),
    expires: params('The link works once and expires in {minutes} minutes.'),
    ignore: 'If you did not ask for this, ignore this mail: your password stays as it is.',
  },
  passwordChanged: {
    subject: params('Your {site} password was changed'),
    changed: params(
      'The password of your {site} account was just changed, and every device signed in to it was signed out.',
    ),
    ifNotYou: params(
      'If you made this change, there is nothing to do. If you did not, reset your password at once at {reset} and contact support.',
    ),
  },
  membership: {
    startedSubject: params('Your {site} membership has started'),
    started: params(
      'Your {site} membership started today: your weekly log and your dashboard are open. Week 1 begins today. Log your first week at {url}',
    ),
    endedSubject: params('Your {site} membership has ended'),
    ended: params(
      'Your {site} membership has ended. Your logs stay in your account, and you can download them from your account settings at {url}',
    ),
  },
  sanction: {
    warningSubject: params('A warning from {site}'),
    warning: params('The {site} team has given you a warning.'),
    warningNote: 'You will see it on your next visit until you dismiss it. Please keep to the community rules.',
    suspensionSubject: params('Your {site} account is suspended until {date}'),
    suspension: params('Your {site} account is suspended until {date}. You cannot sign in until then.'),
    banSubject: params('Your {site} account has been banned'),
    ban: params('Your {site} account has been permanently banned. You can no longer sign in.'),
    liftSubject: params('Your {site} account is active again'),
    suspensionLifted: params('Your suspension has been lifted: you can sign in again at {url}'),
    banLifted: params('Your ban has been lifted: you can sign in again at {url}'),
  },
  removal: {
    postSubject: params('Your post on {site} was removed'),
    commentSubject: params('Your comment on {site} was removed'),
    post: params('The {site} team removed your post of {date}:'),
    comment: params('The {site} team removed your comment of {date}:'),
    note: 'Please keep to the community rules.',
  },
});
