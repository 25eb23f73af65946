import { DIGITS } from './field-messages';
import { message, type Message } from './message';

/**
 * The accounts' limits and password rules, apart from the schemas (accounts.ts): the sign-up page checks a form with
 * them without loading zod (its script budget is 15 KB; the schemas bring about 8.5 KB).
 */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const PASSWORDS_DIFFER = message('accounts.passwordsDiffer', "Password fields didn't match.");

/** Whether a password is on a list of common ones. The list is the server's: the browser does without it. */
export type CommonPasswordCheck = (password: string) => boolean;
export const noList: CommonPasswordCheck = () => false;

/** The password rules of sign-up and password change, in Django's order; the messages that apply. */
export function passwordProblems(password: string, isCommon: CommonPasswordCheck = noList): Message[] {
  const problems: Message[] = [];
  if (password.length < PASSWORD_MIN) problems.push(PASSWORD_TOO_SHORT);
  if (password.length > PASSWORD_MAX) problems.push(PASSWORD_TOO_LONG);
  // Only within the limit: the list's variants are looked up by patterns that must not run on megabytes.
  else if (isCommon(password)) problems.push(PASSWORD_TOO_COMMON);
  if (DIGITS.test(password)) problems.push(PASSWORD_NUMERIC);
  return problems;
}

export const PASSWORD_TOO_SHORT = message(
  'accounts.passwordTooShort',
  `This password is too short. It must contain at least ${PASSWORD_MIN} characters.`,
  { min: PASSWORD_MIN },
);
export const PASSWORD_TOO_LONG = message(
  'accounts.passwordTooLong',
  `This password is too long. It must contain at most ${PASSWORD_MAX} characters.`,
  { max: PASSWORD_MAX },
);
export const PASSWORD_TOO_COMMON = message('accounts.passwordTooCommon', 'This password is too common.');
export const PASSWORD_NUMERIC = message('accounts.passwordNumeric', 'This password is entirely numeric.');
