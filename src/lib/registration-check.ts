import { PASSWORDS_DIFFER, passwordProblems } from './contracts/account-limits';
import type { RegistrationInput } from './contracts/accounts';
import { isEmail, normalizeEmail } from './contracts/emails';
import { INVALID_EMAIL, REQUIRED, tooLong } from './contracts/field-messages';
import type { Message } from './contracts/message';
import { FULL_NAME_MAX } from './contracts/profile-limits';

/*
 * What registrationSchema (contracts/accounts.ts) says of a sign-up form, from the contract's zod-free modules: the
 * schema brings zod/mini with it, about 8.5 KB gzipped, and the sign-up page's whole script budget is 15 KB.
 * tests/unit/registration-check.test.ts holds the two equal on thousands of forms; the server checks again anyway.
 */

/**
 * What registrationSchema() would say of `form`, as field errors by code: the server's messages without the round
 * trip (but for the common-password list).
 */
export function registrationProblems(form: RegistrationInput): Record<string, Message[]> {
  const problems: Record<string, Message[]> = {};
  const add = (field: string, problem: Message) => {
    problems[field] = [...(problems[field] ?? []), problem];
  };
  const fullName = form.full_name.trim();
  if (!fullName) add('full_name', REQUIRED);
  else if (fullName.length > FULL_NAME_MAX) add('full_name', tooLong(FULL_NAME_MAX));
  const email = normalizeEmail(form.email);
  if (!email) add('email', REQUIRED);
  else if (!isEmail(email)) add('email', INVALID_EMAIL);
  if (!form.password) add('password', REQUIRED);
  else for (const problem of passwordProblems(form.password)) add('password', problem);
  if (!form.password2) add('password2', REQUIRED);
  // The schema's check of the pair runs only when no field is missing (its 'required' issues abort the object).
  const missing = Object.values(problems).some((found) => found.includes(REQUIRED));
  if (!missing && form.password && form.password2 && form.password !== form.password2)
    add('password', PASSWORDS_DIFFER);
  return problems;
}
