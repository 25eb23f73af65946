import { defineText } from '../text';

/** English text of "Sign in with a passkey" on the sign-in page (rendered by the server into the markup). */
export const passkeySignInText = defineText('passkeySignIn', {
  button: {
    or: 'or',
    button: 'Sign in with a passkey',
    waiting: 'Waiting for your passkey…',
    cancelled: 'Passkey sign-in was cancelled.',
    unsupported: 'This browser cannot use passkeys. Please sign in with your email and password.',
  },
});
