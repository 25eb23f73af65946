import { params } from '@nanostores/i18n';
import { defineText } from '../text';

/** English text of the passkey dialogs of Account Settings (loaded when one opens). */
export const passkeyDialogsText = defineText('passkeyDialogs', {
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
  /** The confirmation before a passkey is removed. */
  removeDialog: {
    confirm: 'Remove',
    removeTitle: 'Remove this passkey?',
    removeMessage: params('“{name}” will no longer sign you in. You can still sign in with your password.'),
    cancel: 'Cancel',
    removing: 'Removing…',
    removeFailed: 'The passkey could not be removed. Please try again.',
  },
});
