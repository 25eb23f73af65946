import { params } from '@nanostores/i18n';
import { defineText } from '../text';

/** English text of the passkeys domain (issue 28): the account settings card and the sign-in page's button. */
export const passkeysText = defineText('passkeys', {
  /** The "Passkeys" card of Account Settings. */
  card: {
    title: 'Passkeys',
    intro:
      'Sign in with your fingerprint, face or device PIN instead of your password. A passkey stays on your device and works only on this site.',
    loading: 'Loading your passkeys…',
    empty: 'You have no passkeys yet.',
    unsupported: 'This browser cannot use passkeys. Try a recent browser on your phone or computer.',
    add: 'Add a passkey',
    added: params('Added {date}'),
    lastUsed: params('Last used {date}'),
    neverUsed: 'Not used yet',
    rename: 'Rename',
    renameNamed: params('Rename {name}'),
    remove: 'Remove',
    removeNamed: params('Remove {name}'),
    removeTitle: 'Remove this passkey?',
    removeMessage: params('“{name}” will no longer sign you in. You can still sign in with your password.'),
    cancel: 'Cancel',
    removing: 'Removing…',
    addedStatus: 'Your passkey has been added.',
    renamedStatus: 'Your passkey has been renamed.',
    removedStatus: 'Your passkey has been removed.',
    removeFailed: 'The passkey could not be removed. Please try again.',
  },
  /** The dialog that names a new passkey, or renames one. */
  nameDialog: {
    addTitle: 'Add a passkey',
    renameTitle: 'Rename passkey',
    name: 'Name',
    nameHint: 'A name that tells you which device it is on, such as “Phone” or “Work laptop”.',
    addHint: 'Your browser will ask you to confirm with your fingerprint, face or device PIN.',
    continue: 'Continue',
    save: 'Save',
    saving: 'Saving…',
    waiting: 'Waiting for your device…',
    cancel: 'Cancel',
    cancelled: 'The passkey was not created.',
    alreadyRegistered: 'This device already has a passkey for your account.',
  },
  /** "Sign in with a passkey" on the sign-in page. */
  signIn: {
    or: 'or',
    button: 'Sign in with a passkey',
    waiting: 'Waiting for your passkey…',
    cancelled: 'Passkey sign-in was cancelled.',
    unsupported: 'This browser cannot use passkeys. Please sign in with your email and password.',
  },
});
