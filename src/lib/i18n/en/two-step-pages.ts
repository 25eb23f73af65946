import { defineText } from '../text';

/** English text of two-step sign-in on server-rendered pages: the sign-in's second step, /admin's notice. */
export const twoStepPagesText = defineText('twoStepPages', {
  /** The sign-in page's second step. */
  signIn: {
    title: 'Two-step sign-in',
    prompt: 'Enter the six-digit code from your authenticator app.',
    code: 'Code',
    useRecovery: 'Lost your phone? Use a recovery code',
    recoveryPrompt: 'Enter one of your recovery codes. Each one works once.',
    submit: 'Verify',
    back: 'Back',
  },
  /** /admin for staff whose session has no second factor while it is required. */
  adminNotice: {
    title: 'Turn on two-step sign-in first',
    body: 'The staff screens show members’ personal and health details, so staff need a second factor as well as their password. Set up two-step sign-in in Account Settings, then come back here.',
    link: 'Set up two-step sign-in',
    signInAgain:
      'Already set it up? Sign out and sign in again with the code from your app: the staff screens open in a session that proved it.',
  },
});
