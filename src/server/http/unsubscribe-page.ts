import '../i18n';
import { textIn, type Locale } from '../../lib/i18n';
import { notificationsText } from '../../lib/i18n/en/notifications';
import type { MailSetting } from '../../lib/contracts/coaching-limits';
import { ACCOUNT_SETTINGS_PATH } from '../../lib/contracts/notifications';

/**
 * The small page a person sees when they click the unsubscribe link of a mail (no page of the site is needed, and no
 * sign-in): plain HTML, no script, no style (the API's policy allows neither). A GET only asks, with a button that
 * POSTs what a one-click mail client posts: mail scanners and link previews open every link of a mail, and must not
 * unsubscribe anyone (RFC 8058 §1). The POST's answer says it is done.
 */

export type UnsubscribeStep = { step: 'ask' | 'done'; setting: MailSetting } | { step: 'invalid' };

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const html = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

const ASK = {
  email_coach_feedback: 'askCoachFeedback',
  email_messages: 'askMessages',
  email_comments: 'askComments',
} as const;
const DONE = {
  email_coach_feedback: 'doneCoachFeedback',
  email_messages: 'doneMessages',
  email_comments: 'doneComments',
} as const;

export function unsubscribePage(locale: Locale, publicUrl: string, page: UnsubscribeStep): string {
  const t = textIn(notificationsText.unsubscribe, locale);
  const settings = `<p>${html(t.settings)} <a href="${html(`${publicUrl}${ACCOUNT_SETTINGS_PATH}`)}">${html(t.openSettings)}</a></p>`;
  const body =
    page.step === 'invalid'
      ? `<p>${html(t.invalid)}</p>`
      : page.step === 'ask'
        ? `<form method="post"><p>${html(t[ASK[page.setting]])}</p>` +
          // i18n-lint: not interface text (the RFC 8058 form field, not shown)
          `<input type="hidden" name="List-Unsubscribe" value="One-Click">` +
          `<button type="submit">${html(t.confirm)}</button></form>`
        : `<p>${html(t[DONE[page.setting]])}</p>${settings}`;
  return (
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">` +
    // i18n-lint: not interface text (markup)
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${html(t.title)}</title></head><body><main><h1>${html(t.title)}</h1>${body}</main></body></html>`
  );
}
