import { params } from '@nanostores/i18n';
import { defineText } from '../text';

/** English text of two-step sign-in (issue 28): the account settings card, the sign-in's second step, /admin's notice. */
export const twoStepText = defineText('twoStep', {
  /** Account Settings' "Two-step sign-in" card. */
  card: {
    title: 'Two-step sign-in',
    intro:
      'After your password, FitGroup asks for a code from an authenticator app on your phone, so a stolen password alone cannot open your account.',
    loading: 'Loading…',
    on: 'On: signing in asks for a code from your authenticator app.',
    off: 'Off: signing in takes your password alone.',
    codesLeft: params('Recovery codes left: {count}'),
    setUp: 'Set up two-step sign-in',
    starting: 'Starting…',
    turnOff: 'Turn off two-step sign-in',
    turnedOff: 'Two-step sign-in is off.',
  },
  /** Setting it up: the QR code, the key as text, the first code. */
  setup: {
    scan: 'Scan this QR code with your authenticator app (for example Google Authenticator, Microsoft Authenticator, 1Password or Aegis).',
    qrAlt: 'QR code that adds your FitGroup account to an authenticator app',
    typeKey: 'Cannot scan it? Type this key into the app instead:',
    code: 'Code from the app',
    codeHint: 'The six digits the app shows for FitGroup now.',
    confirm: 'Turn on',
    confirming: 'Turning on…',
    cancel: 'Cancel',
  },
  /** The recovery codes, shown once after turning it on. */
  codes: {
    title: 'Your recovery codes',
    intro:
      'Two-step sign-in is on. Keep these codes somewhere safe: each one signs you in once if you lose your phone. They are shown only now.',
    copy: 'Copy codes',
    copied: 'The codes are copied.',
    copyFailed: 'The codes could not be copied: select them and copy them yourself.',
    download: 'Download as .txt',
    done: 'I have saved them',
    fileTitle: params('Recovery codes for {site} ({email})'),
    fileNote: 'Each code signs you in once, in place of the code from your app. Keep this file private.',
  },
  /** Turning it off: the password and a code. */
  disable: {
    intro: 'To turn it off, enter your password and a code from your app (or a recovery code).',
    password: 'Current password',
    code: 'Code from the app, or a recovery code',
    submit: 'Turn off',
    busy: 'Turning off…',
    cancel: 'Cancel',
  },
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
