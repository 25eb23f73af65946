import { message } from './message';
/**
 * What deleting one's own account asks for, apart from the account schemas (accounts.ts): the settings page checks
 * the phrase and the email before it sends anything, and loads no zod for it.
 */

import type { Locale } from '../i18n/locales';

/** Typed to confirm a deletion, compared case-insensitively (the form shows it in capitals). The spec's English: */
export const CONFIRMATION_PHRASE = 'delete my account';
/** ... and the phrase a French or German member types, in their words (the form shows the page's language's). */
// The phrases a member types, compared, each in its own language (not interface text: the form shows them from here).
export const CONFIRMATION_PHRASES: Readonly<Record<Locale, string>> = {
  en: CONFIRMATION_PHRASE,
  // i18n-lint: not interface text (the phrase a French member types)
  fr: 'supprimer mon compte',
  // i18n-lint: not interface text (the phrase a German member types)
  de: 'mein konto löschen',
};

/** The phrase the form asks for in `locale`, as it shows it. */
export const confirmationPhraseIn = (locale: Locale): string => CONFIRMATION_PHRASES[locale].toLocaleUpperCase(locale);
// i18n-lint: not interface text (stored with the deletion, in English, as the spec names it)
export const DEFAULT_DELETION_REASON = 'User requested account deletion';

/** Any language's phrase counts: the page's language may not be the account's. */
export const isConfirmationPhrase = (typed: string): boolean => {
  const phrase = typed.trim().toLowerCase();
  return Object.values(CONFIRMATION_PHRASES).includes(phrase);
};

/** The failures' messages (accountsFailures.phrase_mismatch and .email_mismatch), shown by the page and the API. */
export const PHRASE_MISMATCH = message(
  'accounts.phraseMismatch',
  'Please type "DELETE MY ACCOUNT" exactly as shown to confirm.',
);
export const EMAIL_MISMATCH = message('accounts.emailMismatch', 'Email address does not match your account.');
