import { and, count, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import type { Db } from '../db/client';
import { notifications, users } from '../db/schema';
import { queueMail } from '../mail/outbox';
import { notificationMail } from '../mail/notification-mail';
import { addresseeColumns } from './language';
import { settingsOfMembers } from './notification-settings';
import { notificationText } from './notification-text';
import type { Locale } from '../../lib/i18n';
import { clampLimit, type PageCursor, type PageQuery } from '../../lib/contracts/community';
import {
  MAIL_SETTING_OF,
  isMailed,
  type MailedKind,
  type MarkRead,
  type NewNotification,
  type NotificationsPageJson,
} from '../../lib/contracts/notifications';

export type { NewNotification } from '../../lib/contracts/notifications';

/** What notify() needs: the caller's transaction, and the site's address and secret for the mail's links. */
export type NotifyRuntime = Pick<Runtime, 'db' | 'config'>;

/**
 * Tells members something happened, in the caller's transaction (`tx.db`): the notification, and the mail of a
 * kind the member may turn off when their setting is on, are there only if the thing they tell of is committed.
 * The caller calls deliverSoon(rt) after the commit (the housekeeping's minute sends it otherwise). Sanctions and
 * appeal decisions get the row only: their own mails (sanction-mail.ts, appeal-mails.ts) already tell the member.
 * A mail goes only when the member has no unread notification of that kind yet: three quick messages are one mail,
 * and the bell counts the rest; once they read it, the next one is mailed again.
 */
export async function notify(tx: NotifyRuntime, now: Date, ...items: NewNotification[]): Promise<void> {
  if (items.length === 0) return;
  const mailed = items.filter(isMailed);
  const ids = [...new Set(mailed.map((n) => n.userId))];
  // Read before the insert: the rows written now are not "waiting".
  const waiting = ids.length > 0 ? await unreadKinds(tx.db, ids) : new Set<string>();
  await tx.db.insert(notifications).values(
    items.map((n) => ({
      userId: n.userId,
      kind: n.kind,
      params: n.params,
      link: n.link,
      actorId: n.actorId ?? null,
      createdAt: now,
    })),
  );
  if (mailed.length === 0) return;
  const settings = await settingsOfMembers(tx.db, ids);
  const members = await tx.db
    .select({ id: users.id, ...addresseeColumns })
    .from(users)
    .where(inArray(users.id, ids));
  const byId = new Map(members.map((m) => [m.id, m]));
  const mails = mailed.flatMap((n) => {
    const setting = MAIL_SETTING_OF[n.kind];
    const to = byId.get(n.userId);
    const key = waitingKey(n.userId, n.kind);
    if (!to || !settings.get(n.userId)?.[setting] || waiting.has(key)) return [];
    waiting.add(key);
    return [notificationMail(tx.config, to, n, setting)];
  });
  await queueMail(tx.db, now, ...mails);
}

const waitingKey = (userId: number, kind: MailedKind) => `${userId}:${kind}`;

/** Which mailed kinds each of these members has an unread notification of, as waitingKey()s. */
async function unreadKinds(db: Db, userIds: number[]): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ userId: notifications.userId, kind: notifications.kind })
    .from(notifications)
    .where(
      and(
        inArray(notifications.userId, userIds),
        inArray(notifications.kind, Object.keys(MAIL_SETTING_OF) as MailedKind[]),
        isNull(notifications.readAt),
      ),
    );
  return new Set(rows.map((r) => waitingKey(r.userId, r.kind as MailedKind)));
}

const unreadOf = (userId: number) => and(eq(notifications.userId, userId), isNull(notifications.readAt));

async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(unreadOf(userId));
  return row?.n ?? 0;
}

/** A member's notifications, newest first, a page at a time, each written in `locale`; with the unread count. */
export async function listNotifications(
  rt: Pick<Runtime, 'db'>,
  userId: number,
  locale: Locale,
  query: PageQuery,
): Promise<{ body: NotificationsPageJson; cursor: PageCursor }> {
  const limit = clampLimit(query.limit);
  const rows = await rt.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), query.before ? lt(notifications.id, query.before) : undefined))
    .orderBy(desc(notifications.id))
    .limit(limit + 1);
  const hasMore = rows.length > limit;
  const page = rows.slice(0, limit);
  return {
    body: {
      unread: await unreadCount(rt.db, userId),
      results: page.map((row) => ({
        id: row.id,
        kind: row.kind,
        text: notificationText(row, locale),
        link: row.link,
        created_at: row.createdAt.toISOString(),
        read: row.readAt !== null,
      })),
    },
    cursor: { hasMore, nextBefore: hasMore ? page[page.length - 1]!.id : null },
  };
}

/** Marks the member's notifications read (those named, or all); others' ids are ignored. Answers what is unread. */
export async function markNotificationsRead(
  rt: Pick<Runtime, 'db' | 'clock'>,
  userId: number,
  which: MarkRead,
): Promise<{ unread: number }> {
  const named = which.all === true ? undefined : inArray(notifications.id, which.ids ?? []);
  if (which.all === true || (which.ids ?? []).length > 0)
    await rt.db
      .update(notifications)
      .set({ readAt: rt.clock.now() })
      .where(and(unreadOf(userId), named));
  return { unread: await unreadCount(rt.db, userId) };
}
