import type { Runtime } from '../runtime';
import { deliverSoon, queueMail } from '../mail/outbox';
import { LIMITS, countHit } from './rate-limits';
import { EmailTakenError, createUser } from './accounts';
import { toRegisteredJson, type Registration, type RegisteredJson } from '../../lib/contracts/accounts';


/**
 * Creates the member of a valid sign-up (the route checked it against the contract) with an empty profile.
 *
 * A taken email answers exactly like a new one (the same 201 and body, after the same password hashing), so the
 * endpoint never tells who is a member. Either way the address gets a mail: a welcome for the new member, a notice
 * for the owner of the taken address that someone tried to register it.
 */
export async function register(rt: Runtime, input: Registration): Promise<RegisteredJson> {
  const { email, full_name: fullName, password } = input;
  const site = rt.config.siteName;
  let mail;
  try {
    await createUser(rt, { email, password, fullName });
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
  if ((await countHit(rt, `register-mail:email:${email}`, LIMITS.signUpMails)) === null) {
    await queueMail(rt.db, rt.clock.now(), mail);
    deliverSoon(rt);
  }
  return toRegisteredJson({ email, fullName });
}
