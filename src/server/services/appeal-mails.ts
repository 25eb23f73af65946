import '../i18n';
import type { Runtime } from '../runtime';
import type { Mail } from '../mail/mailer';
import { formatLongDate, textIn, type Locale } from '../../lib/i18n';
import { standingMailText } from '../../lib/i18n/en/standing';
import { sanctionsText } from '../../lib/i18n/en/sanctions';
import { STANDING_PATH, type SanctionKind } from '../../lib/contracts/appeals';

/** The member a mail goes to, in the language they chose (users.language). */
export interface MailedMember {
  email: string;
  fullName: string;
  language: Locale;
}

export type AppealStep =
  | { step: 'filed' }
  | { step: 'accepted'; reply: string; lifted: 'suspension' | 'ban' | null }
  | { step: 'rejected'; reply: string };

/**
 * The mail of one appeal step (filed, accepted, rejected), in the member's stored language: which sanction, what
 * happened, staff's reply when there is one, where to see their standing, and where to write back (the support
 * address: the sender is a no-reply one).
 */
export function appealMail(
  config: Runtime['config'],
  to: MailedMember,
  sanction: { kind: SanctionKind; createdAt: Date },
  step: AppealStep,
): Mail {
  const t = textIn(standingMailText.mails, to.language);
  const kinds = textIn(sanctionsText.kinds, to.language);
  const site = config.siteName;
  const head = [t.greeting({ name: to.fullName }), ''];
  const which = t.sanction({
    kind: kinds[sanction.kind],
    date: formatLongDate(to.language, sanction.createdAt, 'UTC'),
  });
  const reply = step.step === 'filed' ? [] : ['', t.reply, step.reply];
  const tail = [
    '',
    t.standing({ url: `${config.publicUrl}${STANDING_PATH}` }),
    t.question({ email: config.supportEmail }),
  ];
  const mail = (subject: string, lines: string[]): Mail => ({
    to: to.email,
    subject,
    text: [...head, ...lines, which, ...reply, ...tail].join('\n'),
  });
  switch (step.step) {
    case 'filed':
      return mail(t.filedSubject({ site }), [t.filed]);
    case 'accepted': {
      const login = `${config.publicUrl}/login/`;
      const lifted =
        step.lifted === 'suspension'
          ? [t.liftedSuspension({ url: login })]
          : step.lifted === 'ban'
            ? [t.liftedBan({ url: login })]
            : [];
      return mail(t.acceptedSubject({ site }), [t.accepted, ...lifted]);
    }
    case 'rejected':
      return mail(t.rejectedSubject({ site }), [t.rejected]);
  }
}
