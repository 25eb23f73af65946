import type { Config } from '../config';
import type { Mail } from './mailer';
import { mailText } from '../../lib/i18n/en/mail';
import { notificationsText } from '../../lib/i18n/en/notifications';
import { mailWording } from './wording';
import type { NamedRecipient } from './sanction-mail';
import { notificationText } from '../services/notification-text';
import { signUnsubscribeToken } from '../auth/unsubscribe-token';
import type { MailSetting } from '../../lib/contracts/coaching-limits';
import { ACCOUNT_SETTINGS_PATH, UNSUBSCRIBE_PATH, type MailedNotification } from '../../lib/contracts/notifications';

type Site = Pick<Config, 'siteName' | 'publicUrl' | 'secretKey'>;

/**
 * The start-up warning of a server that mails over SMTP with an address that is not https, or null: RFC 8058 wants
 * an https one-click link, and Gmail and Yahoo ignore List-Unsubscribe otherwise (they also want the MTA's DKIM
 * signature to cover List-Unsubscribe and List-Unsubscribe-Post, which the server cannot see).
 */
export function oneClickUnsubscribeWarning(config: Pick<Config, 'publicUrl' | 'smtpUrl'>): string | null {
  return config.smtpUrl && !config.publicUrl.startsWith('https://')
    ? `PUBLIC_URL is not https (${config.publicUrl}): mail clients ignore the one-click unsubscribe of notification mails.` // i18n-lint: not interface text (the operator's log)
    : null;
}

/** The one-click address that turns `setting` off for this member; no sign-in needed (RFC 8058). */
export const unsubscribeUrl = (config: Site, userId: number, setting: MailSetting): string =>
  `${config.publicUrl}${UNSUBSCRIBE_PATH}${signUnsubscribeToken(config.secretKey, userId, setting)}/`;

/**
 * The mail of a notification a member may turn off, in their stored language: what happened, the link to it, and
 * the link that stops this kind of mail (also sent as the List-Unsubscribe header) with where to choose the others.
 */
export function notificationMail(
  config: Site,
  to: NamedRecipient,
  notification: MailedNotification,
  setting: MailSetting,
): Mail {
  const t = mailWording(notificationsText.mail, to.language);
  const hello = mailWording(mailText.common, to.language).helloName({ name: to.fullName });
  const subjectValues = { site: config.siteName, author: notification.params.author };
  const subject =
    notification.kind === 'coach_feedback'
      ? t.coachFeedbackSubject(subjectValues)
      : notification.kind === 'message'
        ? t.messageSubject(subjectValues)
        : t.commentOnMyPostSubject(subjectValues);
  const stop = unsubscribeUrl(config, notification.userId, setting);
  return {
    to: to.email,
    subject,
    text: [
      hello,
      '',
      notificationText(notification, to.language),
      t.open({ url: `${config.publicUrl}${notification.link}` }),
      '',
      t.stop({ url: stop }),
      t.settings({ url: `${config.publicUrl}${ACCOUNT_SETTINGS_PATH}` }),
    ].join('\n'),
    listUnsubscribe: stop,
  };
}
