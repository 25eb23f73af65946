import { params } from '@nanostores/i18n';
import { defineText } from '../text';

/**
 * English text of the passkeys domain (issue 28): the account settings card. Its dialogs' text is in
 * passkey-dialogs.ts (loaded with them), the sign-in page's in passkey-sign-in.ts.
 */
export const passkeysText = defineText('passkeys', {
  /** The "Passkeys" card of Account Settings. */
  card: {
    title: 'Passkeys',
    open: 'Manage passkeys',
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
    addedStatus: 'Your passkey has been added.',
    renamedStatus: 'Your passkey has been renamed.',
    removedStatus: 'Your passkey has been removed.',
  },
});
