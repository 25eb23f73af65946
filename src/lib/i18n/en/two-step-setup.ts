import { params } from '@nanostores/i18n';
import { defineText } from '../text';

/** English text of two-step sign-in's set-up, recovery codes and turning off: loaded with those forms. */
export const twoStepSetupText = defineText('twoStepSetup', {
  /** The card's status and its buttons, once opened. */
  status: {
    intro:
      'After your password, FitGroup asks for a code from an authenticator app on your phone, so a stolen password alone cannot open your account.',
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
});
