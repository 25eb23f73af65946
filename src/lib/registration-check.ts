import type { RegistrationInput } from './contracts/accounts';

/*
 * The server's sign-up rules (registrationSchema of src/lib/contracts/accounts.ts, with passwordProblems, isEmail and
 * the messages of contracts/common.ts and FULL_NAME_MAX of contracts/profiles.ts), repeated here by hand: the
 * schema brings zod/mini with it, about 8.5 KB gzipped against this copy's 0.5 KB, and the sign-up page's whole
 * script budget is 15 KB (it loads about 13 KB). tests/unit/registration-check.test.ts holds the two equal on
 * thousands of forms; the server checks again anyway.
 */
const REQUIRED = 'This field is required.';
const INVALID_EMAIL = 'Enter a valid email address.';
const PASSWORDS_DIFFER = "Password fields didn't match.";
const FULL_NAME_MAX = 150;
const PASSWORD_MIN = 8;
const PASSWORD_MAX = 128;
const tooLong = (max: number) => `Ensure this field has no more than ${max} characters.`;
const isEmail = (email: string) => email.length <= 254 && /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u.test(email);

/**
 * Every message these checks can give, so the sign-up page can render them in its language once (register.astro)
 * instead of loading the API's catalogue.
 */
export const REGISTRATION_CHECK_MESSAGES: readonly string[] = [
  REQUIRED,
  INVALID_EMAIL,
  PASSWORDS_DIFFER,
  tooLong(FULL_NAME_MAX),
  `This password is too short. It must contain at least ${PASSWORD_MIN} characters.`,
  `This password is too long. It must contain at most ${PASSWORD_MAX} characters.`,
  'This password is entirely numeric.',
  // PASSWORD_TOO_EASY of contracts/password-strength.ts (tests/unit/password-strength.test.ts holds the two equal):
  // said after these checks pass, by the scorer the form fetches on demand (src/lib/password-check.ts).
  'This password is too easy to guess. Try a longer phrase or add unusual words.',
];

/** passwordProblems() without the common-password list (the server's). */
function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN) {
    problems.push(REGISTRATION_CHECK_MESSAGES[4]!);
  }
  if (password.length > PASSWORD_MAX) {
    problems.push(REGISTRATION_CHECK_MESSAGES[5]!);
  }
  if (/^\d+$/.test(password)) problems.push(REGISTRATION_CHECK_MESSAGES[6]!);
  return problems;
}

/**
 * What registrationSchema() would say of `form`, as DRF-style field errors: the server's messages without the
 * round trip (but for the common-password list).
 */
export function registrationProblems(form: RegistrationInput): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const add = (field: string, message: string) => (problems[field] ??= []).push(message);
  const fullName = form.full_name.trim();
  if (!fullName) add('full_name', REQUIRED);
  else if (fullName.length > FULL_NAME_MAX) add('full_name', tooLong(FULL_NAME_MAX));
  const email = form.email.trim().toLowerCase();
  if (!email) add('email', REQUIRED);
  else if (!isEmail(email)) add('email', INVALID_EMAIL);
  if (!form.password) add('password', REQUIRED);
  else for (const message of passwordProblems(form.password)) add('password', message);
  if (!form.password2) add('password2', REQUIRED);
  // The schema's check of the pair runs only when no field is missing (its 'required' issues abort the object).
  const missing = Object.values(problems).some((messages) => messages.includes(REQUIRED));
  if (!missing && form.password && form.password2 && form.password !== form.password2) add('password', PASSWORDS_DIFFER);
  return problems;
}
