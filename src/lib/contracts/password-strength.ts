import { message } from './message';
/**
 * How hard a new password must be to guess, without the scorer itself: the message, the bar, and whose password it
 * is. Apart from the scorer (src/lib/password-scorer.ts: zxcvbn-ts and its dictionaries, about 240 KB gzipped) so
 * that a form can name the message on load and fetch the scorer only when a password is typed. Re-exported by
 * contracts/accounts.ts; the sign-up page keeps its own copy of the message (registration-check.ts).
 *
 * The rule: zxcvbn-ts, with the common dictionaries and keyboard graphs of @zxcvbn-ts/language-common and the
 * member's own email, its local part and name as words of its dictionary, must score the password at least
 * MIN_PASSWORD_SCORE (3 of 0-4: about 10^8 guesses or more). It refuses `aaaaaaaa`, `abcdefgh`, `aaaaaaaa1`, the
 * member's own email or name, and passes a few unrelated words ('correct horse battery'). Applied where a password
 * is set: sign-up, the password reset's new password and the operator's create-user; the browser says it before
 * sending, the server decides.
 */

export const PASSWORD_TOO_EASY = message(
  'accounts.passwordTooEasy',
  'This password is too easy to guess. Try a longer phrase or add unusual words.',
);

/** The lowest zxcvbn score (0-4) a new password may have. */
export const MIN_PASSWORD_SCORE = 3;

/**
 * The characters scored: the scorer's time grows with the length (about 40 ms at 64 characters on a slow core,
 * on the server's event loop), and a longer password is scored by its first 64. That only ever errs towards
 * refusing: a password is at least as hard to guess as its beginning.
 */
export const SCORED_LENGTH = 64;

/** Who the password is for: their own email and name must not make it (the scorer's ownerWords). */
export interface PasswordOwner {
  email?: string;
  fullName?: string;
}
