import type { Runtime } from '../runtime';
import { deliverSoon, queueMail } from '../mail/outbox';
import { emailTakenMail, welcomeMail } from '../mail/account-mail';
import type { Mail } from '../mail/mailer';
import { LIMITS, countHit } from './rate-limits';
import { createUser } from './accounts';
import { memberByEmail } from './language';
import { passwordStrengthProblem } from '../auth/password-strength';
import { toRegisteredJson, type Registration, type RegisteredJson } from '../../lib/contracts/accounts';
import type { Locale } from '../../lib/i18n/locales';
import { invalid, ok, type Failed, type Result } from '../result';

/**
 * Creates the member of a valid sign-up (the route checked it against the contract) with an empty profile.
 *
 * A taken email answers exactly like a new one (the same 201 and body, after the same password hashing), so the
 * endpoint never tells who is a member. Either way the address gets a mail: a welcome for the new member, a notice
 * for the owner of the taken address that someone tried to register it.
 *
 * The new member's language is the request's (the `lang` cookie, else Accept-Language): their mail, the welcome
 * first, is written in it. The owner of a taken address gets theirs in the language they chose.
 *
 * A password too easy to guess for this email and name is refused first, as a field error on `password`: before
 * anything is looked up, so a new and a taken email are refused alike.
 */
export async function register(
  rt: Runtime,
  input: Registration,
  language: Locale,
): Promise<Result<RegisteredJson, 'invalid' | 'busy'>> {
  const { email, full_name: fullName, password } = input;
  const weak = await passwordStrengthProblem(password, { email, fullName });
  if (weak) return invalid({ password: [weak] });
  let mail: Mail;
  const created = await createUser(rt, { email, password, fullName, language });
  if (created.ok) {
    mail = welcomeMail(rt.config, { email, language });
  } else if (created.reason === 'email_taken') {
    const owner = await memberByEmail(rt.db, email);
    mail = emailTakenMail(rt.config, { email, language: owner?.language ?? language });
  } else {
    return created as Failed<'busy'>;
  }
  // Sign-up must not become a way to mail one address over and over: past a few an hour, nothing more is sent.
  if ((await countHit(rt, `register-mail:email:${email}`, LIMITS.signUpMails)) === null) {
    await queueMail(rt.db, rt.clock.now(), mail);
    deliverSoon(rt);
  }
  return ok(toRegisteredJson({ email, fullName }));
}
