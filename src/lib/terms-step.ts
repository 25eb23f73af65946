import { terms } from './client/terms';

/** Whether the member has accepted the terms in force. The check fails open: a failure counts as accepted. */
export async function termsAccepted(): Promise<boolean> {
  try {
    const status = await terms.status();
    return status.has_accepted !== false;
  } catch (err) {
    console.error('Failed to check the terms status', err);
    return true;
  }
}

/**
 * Opens the Terms of Service dialog (src/islands/TermsDialog.tsx). The sign-in and sign-up pages hand it to their
 * scripts as a loader, so this library never imports an island.
 */
export type OpenTermsDialog = (mode: 'accept' | 'view', onAccepted?: () => void) => Promise<void>;
