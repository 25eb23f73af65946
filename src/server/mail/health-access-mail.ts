import type { Config } from '../config';
import type { Mail } from './mailer';
import { mailText } from '../../lib/i18n/en/mail';
import { healthAccessMailText } from '../../lib/i18n/en/health-access-mail';
import type { Locale } from '../../lib/i18n/locales';
import { mailWording } from './wording';
import type { NamedRecipient } from './sanction-mail';

type Site = Pick<Config, 'siteName' | 'publicUrl' | 'supportEmail'>;

/** When, as the member's language writes a date and time, in UTC (said, since members live in every time zone). */
const whenIn = (locale: Locale, at: Date): string =>
  `${new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(at)} UTC`;

/**
 * The mail telling a member that a staff member opened their health details: who, when and the reason they gave
 * (their words, untranslated), and where the member reads every access. Never the details themselves.
 */
export function healthAccessMail(
  config: Site,
  to: NamedRecipient,
  access: { staffName: string; at: Date; reason: string },
): Mail {
  const common = mailWording(mailText.common, to.language);
  const t = mailWording(healthAccessMailText.healthAccess, to.language);
  const site = { site: config.siteName };
  return {
    to: to.email,
    subject: t.subject(site),
    text: [
      common.helloName({ name: to.fullName }),
      '',
      t.opened({ ...site, staff: access.staffName, date: whenIn(to.language, access.at) }),
      common.reason({ reason: access.reason }),
      '',
      t.why,
      t.where({ url: `${config.publicUrl}/account-settings` }),
      '',
      common.question({ email: config.supportEmail }),
    ].join('\n'),
  };
}
