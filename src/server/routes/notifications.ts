import { Hono, type Context } from 'hono';
import { requireUser, type AppEnv } from '../http/env';
import { parseBody, validate } from '../http/body';
import { requestLanguage } from '../http/outcomes';
import { pagingHeaders } from '../http/paging';
import { unsubscribePage, type UnsubscribeStep } from '../http/unsubscribe-page';
import { listNotifications, markNotificationsRead } from '../services/notifications';
import { changeNotificationSettings, notificationSettingsOf } from '../services/notification-settings';
import { unsubscribe, unsubscribeTarget } from '../services/unsubscribe';
import { pageQuerySchema } from '../../lib/contracts/community';
import { markReadSchema, notificationSettingsSchema } from '../../lib/contracts/notifications';
import type { Locale } from '../../lib/i18n';

/** A member's notifications, the mail they choose, and the one-click unsubscribe link of that mail (issue 29). */
export const notificationRoutes = new Hono<AppEnv>();

notificationRoutes.get('/notifications', requireUser, async (c) => {
  const query = validate(pageQuerySchema, c.req.query());
  const page = await listNotifications(c.var.rt, c.var.user.id, requestLanguage(c), query);
  c.header('Vary', 'Accept-Language', { append: true });
  return c.json(page.body, 200, pagingHeaders(c.req.url, page.cursor));
});

notificationRoutes.post('/notifications/read', requireUser, async (c) => {
  const which = await parseBody(c, markReadSchema);
  return c.json(await markNotificationsRead(c.var.rt, c.var.user.id, which));
});

notificationRoutes.get('/user/notification-settings', requireUser, async (c) =>
  c.json(await notificationSettingsOf(c.var.rt.db, c.var.user.id)),
);

notificationRoutes.put('/user/notification-settings', requireUser, async (c) => {
  const settings = await parseBody(c, notificationSettingsSchema);
  return c.json(await changeNotificationSettings(c.var.rt.db, c.var.user.id, settings));
});

/**
 * The link's small page: HTML, never stored by a cache (it names a member's choice), and its address (the token)
 * never sent on as a Referer: the page links to the account settings, as the reset page's token is kept.
 */
function answerPage(c: Context<AppEnv>, status: 200 | 404, locale: Locale, step: UnsubscribeStep): Response {
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  return c.html(unsubscribePage(locale, c.var.rt.config.publicUrl, step), status);
}

// No sign-in: the link in the mail is the permission (a signed token). GET asks (see http/unsubscribe-page.ts);
// POST is RFC 8058's one-click (`List-Unsubscribe=One-Click`, from the mail client or the page's button).
notificationRoutes.get('/notifications/unsubscribe/:token', async (c) => {
  const target = await unsubscribeTarget(c.var.rt, c.req.param('token'));
  if (!target.ok) return answerPage(c, 404, requestLanguage(c), { step: 'invalid' });
  return answerPage(c, 200, target.value.language, { step: 'ask', setting: target.value.setting });
});

notificationRoutes.post('/notifications/unsubscribe/:token', async (c) => {
  const done = await unsubscribe(c.var.rt, c.req.param('token'));
  if (!done.ok) return answerPage(c, 404, requestLanguage(c), { step: 'invalid' });
  return answerPage(c, 200, done.value.language, { step: 'done', setting: done.value.setting });
});
