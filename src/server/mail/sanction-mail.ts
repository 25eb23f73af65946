import type { Config } from '../config';
import type { Mail } from './mailer';
import type { SanctionStatus } from '../../lib/contracts/accounts';
import { mailText } from '../../lib/i18n/en/mail';
import { formatLongDate } from '../../lib/i18n/format';
import { mailWording, type Recipient } from './wording';

/** The mails of moderation: what staff did and why, in the member's language (appeals: services/appeal-mails.ts). */

type Site = Pick<Config, 'siteName' | 'publicUrl' | 'supportEmail'>;
export interface NamedRecipient extends Recipient {
  fullName: string;
}

export type Sanction =
  | { kind: 'warning'; reason: string }
  | { kind: 'suspension'; reason: string; until: Date }
  | { kind: 'ban'; reason: string }
  | { kind: 'lift'; reason: string | null; was: SanctionStatus };

/**
 * Hello, the lines, staff's reason (their words, untranslated) where given, a paragraph after it if any, and where
 * to write back.
 */
function letter(
  config: Site,
  to: NamedRecipient,
  subject: string,
  lines: string[],
  reason: string | null | undefined,
  after: string[] = [],
): Mail {
  const common = mailWording(mailText.common, to.language);
  const because = reason?.trim() ? [common.reason({ reason: reason.trim() })] : [];
  return {
    to: to.email,
    subject,
    text: [
      common.helloName({ name: to.fullName }),
      '',
      ...lines,
      ...because,
      ...(after.length > 0 ? ['', ...after] : []),
      '',
      common.question({ email: config.supportEmail }),
    ].join('\n'),
  };
}

/**
 * The mail that tells a member what staff did and why: plain and short, with where to write back (the support
 * address: the sender is a no-reply one). A suspension's end is written as the member's language writes dates (UTC).
 */
export function sanctionMail(config: Site, to: NamedRecipient, sanction: Sanction): Mail {
  const t = mailWording(mailText.sanction, to.language);
  const site = { site: config.siteName };
  const login = { url: `${config.publicUrl}/login/` };
  switch (sanction.kind) {
    case 'warning':
      return letter(config, to, t.warningSubject(site), [t.warning(site)], sanction.reason, [t.warningNote]);
    case 'suspension': {
      const date = formatLongDate(to.language, sanction.until, 'UTC');
      return letter(
        config,
        to,
        t.suspensionSubject({ ...site, date }),
        [t.suspension({ ...site, date })],
        sanction.reason,
      );
    }
    case 'ban':
      return letter(config, to, t.banSubject(site), [t.ban(site)], sanction.reason);
    case 'lift':
      return letter(
        config,
        to,
        t.liftSubject(site),
        [sanction.was === 'banned' ? t.banLifted(login) : t.suspensionLifted(login)],
        sanction.reason,
      );
  }
}

/** A post or comment staff removed: when it was written, its text (quoted, so the member knows which), and why. */
export interface RemovedContent {
  type: 'post' | 'comment';
  text: string;
  createdAt: Date;
  reason: string;
}

/** The longest part of the removed text quoted in the mail. */
const QUOTE_MAX = 500;

/** The mail telling a member which post or comment of theirs staff removed, and staff's reason. */
export function removalMail(config: Site, to: NamedRecipient, removed: RemovedContent): Mail {
  const t = mailWording(mailText.removal, to.language);
  const vars = { site: config.siteName, date: formatLongDate(to.language, removed.createdAt, 'UTC') };
  const text = removed.text.length > QUOTE_MAX ? `${removed.text.slice(0, QUOTE_MAX)}…` : removed.text;
  const quoted = text.split('\n').map((line) => `> ${line}`);
  return letter(
    config,
    to,
    removed.type === 'post' ? t.postSubject(vars) : t.commentSubject(vars),
    [removed.type === 'post' ? t.post(vars) : t.comment(vars), '', ...quoted, ''],
    removed.reason,
    [t.note],
  );
}
