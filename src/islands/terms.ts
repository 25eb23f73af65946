import type { OpenTermsDialog } from '../lib/terms-step';

/**
 * The one hop the sign-in and sign-up pages import on demand: the dialog and React load only when it runs, so the
 * pages' own scripts carry no list of the dialog's chunks.
 */
export const openTermsDialog: OpenTermsDialog = async (mode, onAccepted) =>
  (await import('./TermsDialog')).openTermsDialog(mode, onAccepted);
