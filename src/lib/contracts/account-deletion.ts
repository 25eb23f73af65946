/**
 * What deleting one's own account asks for, apart from the account schemas (accounts.ts): the settings page checks
 * the phrase and the email before it sends anything, and loads no zod for it.
 */

/** Typed to confirm a deletion, compared case-insensitively (the form shows it in capitals). */
export const CONFIRMATION_PHRASE = 'delete my account';
// i18n-lint: not interface text (stored with the deletion, in English, as the spec names it)
export const DEFAULT_DELETION_REASON = 'User requested account deletion';

export const isConfirmationPhrase = (typed: string): boolean => typed.trim().toLowerCase() === CONFIRMATION_PHRASE;

/** The failures' messages (accountsFailures.phrase_mismatch and .email_mismatch), shown by the page and the API. */
export const PHRASE_MISMATCH = 'Please type "DELETE MY ACCOUNT" exactly as shown to confirm.';
export const EMAIL_MISMATCH = 'Email address does not match your account.';
