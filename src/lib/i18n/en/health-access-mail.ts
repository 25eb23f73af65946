import { params } from '../params';
import { defineText } from '../text';

/**
 * English text of the mail a member gets when staff open their health details (issue 28). In the `mail` domain, so
 * pages never carry it (src/server/i18n.ts keeps mail/* out of the inline catalogue); apart from en/mail.ts so that
 * the privacy work has its own file. `{staff}` is the staff member's name, `{date}` when (UTC).
 */
export const healthAccessMailText = defineText('mail', {
  healthAccess: {
    subject: params('A staff member opened your health details on {site}'),
    opened: params(
      '{staff} of the {site} team opened your health and emergency details (medical history, emergency contact, address and phone) on {date}.',
    ),
    why: 'Staff open these details only when they need them, and must give a reason each time.',
    where: params(
      'Every time staff looked at your data is listed in your account settings, under "Who has seen my data": {url}',
    ),
  },
});
