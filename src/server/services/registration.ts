import type { Runtime } from '../runtime';
import { fieldErrors } from '../http/errors';
import { deliverSoon, queueMail } from '../mail/outbox';
import { countHit } from './rate-limits';
import { isCommonPassword } from '../content/common-passwords';
import { EmailTakenError, PASSWORD_MAX, PASSWORD_MIN, createUser, isEmail, normalizeEmail } from './accounts';

export const REQUIRED = 'This field is required.';
const SIGN_UP_MAILS = { limit: 3, windowSeconds: 3600 };

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

/**
 * Validates a sign-up and creates the member with an empty profile. Field errors come back DRF-style.
 *
 * A taken email answers exactly like a new one (the same 201 and body, after the same password hashing), so the
 * endpoint never tells who is a member. Either way the address gets a mail: a welcome for the new member, a notice
 * for the owner of the taken address that someone tried to register it.
 */
export async function register(rt: Runtime, input: Registration): Promise<{ email: string; full_name: string }> {
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
  const site = rt.config.siteName;
  let mail;
  try {
    await createUser(rt, { email, password: input.password, fullName });
    // No name in it: sign-up must not carry a stranger's text (a link) to any address.
    mail = {
      to: email,
      subject: `Welcome to ${site}`,
      text: ['Hello,', '', `Your ${site} account is ready. Sign in at ${rt.config.publicUrl}/login/`].join('\n'),
    };
  } catch (err) {
    if (!(err instanceof EmailTakenError)) throw err;
    mail = {
      to: email,
      subject: `Someone tried to create a ${site} account with your address`,
      text: [
        'Hello,',
        '',
        `Someone tried to create a new ${site} account with this email address, which already has one. No account was created and nothing changed.`,
        '',
        `If it was you, sign in at ${rt.config.publicUrl}/login/ or reset your password at ${rt.config.publicUrl}/forgot-password/`,
        'If it was not you, you can ignore this mail.',
      ].join('\n'),
    };
  }
  // Sign-up must not become a way to mail one address over and over: past a few an hour, nothing more is sent.
  if ((await countHit(rt, `register-mail:email:${email}`, SIGN_UP_MAILS)) === null) {
    await queueMail(rt.db, rt.clock.now(), mail);
    deliverSoon(rt);
  }
  return { email, full_name: fullName };
}
