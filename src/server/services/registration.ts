import type { Runtime } from '../runtime';
import { fieldErrors } from '../http/errors';
import { isCommonPassword } from '../content/common-passwords';
import { EmailTakenError, PASSWORD_MAX, PASSWORD_MIN, createUser, isEmail, normalizeEmail } from './accounts';

export const REQUIRED = 'This field is required.';

export interface Registration {
  full_name: string;
  email: string;
  password: string;
  password2: string;
}

/** The password rules shared by sign-up and password change; returns the messages that apply. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN) {
    problems.push(`This password is too short. It must contain at least ${PASSWORD_MIN} characters.`);
  }
  if (password.length > PASSWORD_MAX) {
    problems.push(`This password is too long. It must contain at most ${PASSWORD_MAX} characters.`);
  }
  if (isCommonPassword(password)) problems.push('This password is too common.');
  if (/^\d+$/.test(password)) problems.push('This password is entirely numeric.');
  return problems;
}

/** Validates a sign-up and creates the member with an empty profile. Field errors come back DRF-style. */
export async function register(rt: Runtime, input: Registration): Promise<{ id: number; email: string; full_name: string }> {
  const errors: Record<string, string[]> = {};
  const fullName = input.full_name.trim();
  const email = normalizeEmail(input.email);
  if (!fullName) errors['full_name'] = [REQUIRED];
  else if (fullName.length > 150) errors['full_name'] = ['Ensure this field has no more than 150 characters.'];
  if (!email) errors['email'] = [REQUIRED];
  else if (!isEmail(email)) errors['email'] = ['Enter a valid email address.'];
  if (!input.password) errors['password'] = [REQUIRED];
  else {
    const problems = passwordProblems(input.password);
    if (problems.length) errors['password'] = problems;
  }
  if (!input.password2) errors['password2'] = [REQUIRED];
  else if (input.password && input.password !== input.password2) {
    (errors['password'] ??= []).push("Password fields didn't match.");
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  try {
    const { id } = await createUser(rt, { email, password: input.password, fullName });
    return { id, email, full_name: fullName };
  } catch (err) {
    if (err instanceof EmailTakenError) throw fieldErrors({ email: ['A user with this email already exists.'] });
    throw err;
  }
}
