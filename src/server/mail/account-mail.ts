import type { Config } from '../config';
import type { Mail } from './mailer';
import { mailText } from '../../lib/i18n/en/mail';
import { mailWording, type Recipient } from './wording';

/** The mails of an account's life: sign-up, a sign-up with a taken address, the password reset and its notice. */

type Site = Pick<Config, 'siteName' | 'publicUrl'>;

/** A mail that opens with the greeting in the member's language and a blank line before its own lines. */
function greeted(to: Recipient, subject: string, lines: string[]): Mail {
  const hello = mailWording(mailText.common, to.language).hello;
  return { to: to.email, subject, text: [hello, '', ...lines].join('\n') };
}

/** A new member's welcome. No name in it: sign-up must not carry a stranger's text (a link) to any address. */
export function welcomeMail(config: Site, to: Recipient): Mail {
  const t = mailWording(mailText.welcome, to.language);
  const site = { site: config.siteName };
  return greeted(to, t.subject(site), [t.ready({ site: config.siteName, url: `${config.publicUrl}/login/` })]);
}

/** To the owner of an address someone tried to sign up with again: nothing changed. */
export function emailTakenMail(config: Site, to: Recipient): Mail {
  const t = mailWording(mailText.emailTaken, to.language);
  const site = { site: config.siteName };
  return greeted(to, t.subject(site), [
    t.tried(site),
    '',
    t.ifYou({
      login: `${config.publicUrl}/login/`,
      reset: `${config.publicUrl}/forgot-password/`,
    }),
    t.ifNotYou,
  ]);
}

/** The reset link, on a line of its own (the first link of the mail). */
export function passwordResetMail(config: Site & Pick<Config, 'resetTokenMinutes'>, to: Recipient, link: string): Mail {
  const t = mailWording(mailText.passwordReset, to.language);
  const site = { site: config.siteName };
  return greeted(to, t.subject(site), [
    t.asked(site),
    '',
    link,
    '',
    t.expires({ minutes: config.resetTokenMinutes }),
    t.ignore,
  ]);
}

/** Tells the member their password changed, so a change they did not make does not go unnoticed. */
export function passwordChangedMail(config: Site, to: Recipient): Mail {
  const t = mailWording(mailText.passwordChanged, to.language);
  return greeted(to, t.subject({ site: config.siteName }), [
    t.changed({ site: config.siteName }),
    '',
    t.ifNotYou({ reset: `${config.publicUrl}/forgot-password/` }),
  ]);
}

/** A membership started (the weekly log opens today) or ended (the logs stay, to download). */
export function membershipMail(config: Site, to: Recipient, started: boolean): Mail {
  const t = mailWording(mailText.membership, to.language);
  const site = { site: config.siteName };
  return greeted(to, started ? t.startedSubject(site) : t.endedSubject(site), [
    started
      ? t.started({ ...site, url: `${config.publicUrl}/weekly-log` })
      : t.ended({ ...site, url: `${config.publicUrl}/account-settings` }),
  ]);
}
