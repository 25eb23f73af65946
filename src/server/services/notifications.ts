import type { Db } from '../db/client';
import { notifications } from '../db/schema';
import type { NotificationKind } from '../../lib/contracts/coaching-limits';

export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  /** What the text is written from when it is read, in the reader's language (a name, a count). */
  params?: Record<string, string | number>;
  /** The page of the thing, a path of this site. */
  link: string;
}

/**
 * Tells a member something happened, in the caller's transaction: the notification is there only if the thing it
 * tells of is committed.
 */
export async function notify(db: Db, now: Date, ...items: NewNotification[]): Promise<void> {
  if (items.length === 0) return;
  await db.insert(notifications).values(
    items.map((n) => ({ userId: n.userId, kind: n.kind, params: n.params ?? {}, link: n.link, createdAt: now })),
  );
}
