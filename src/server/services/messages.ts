import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import type { Db } from '../db/client';
import { messages, notifications, users } from '../db/schema';
import { fail, ok, type Result } from '../result';
import { deliverSoon } from '../mail/outbox';
import { notify } from './notifications';
import { clampLimit, type PageCursor, type PageQuery } from '../../lib/contracts/community';
import type { CoachingFailure, ThreadMessageJson, ThreadSummaryJson } from '../../lib/contracts/coaching';

/**
 * One conversation per member with the staff (issue 29). The thread is the member's (`member_id`); any staff member
 * may answer in it, and each message keeps who wrote it. Opening the thread is what reads it: the member's opening
 * reads the staff's messages, any staff member's opening reads the member's.
 */

/** A page of a thread, oldest first, and where the older messages start. */
export interface ThreadPage {
  messages: ThreadMessageJson[];
  cursor: PageCursor;
}

/** Who writes: the signed-in account as requireUser read it. */
export interface Writer {
  id: number;
  fullName: string;
  isStaff: boolean;
  status: string;
}

/** The page of a member's conversation a member's messages link to (pages come with the interface). */
export const MESSAGES_LINK = '/messages';

type MessageRow = typeof messages.$inferSelect;

const toMessageJson = (row: MessageRow): ThreadMessageJson => ({
  id: row.id,
  text: row.text,
  author_name: row.authorName,
  from_staff: row.fromStaff,
  created_at: row.createdAt.toISOString(),
  read: row.readAt !== null,
});

/** One page of the thread: the newest `limit` before `before`, handed back oldest first. */
async function threadPage(db: Db, memberId: number, page: PageQuery): Promise<ThreadPage> {
  const limit = clampLimit(page.limit);
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.memberId, memberId), page.before ? lt(messages.id, page.before) : undefined))
    .orderBy(desc(messages.id))
    .limit(limit + 1);
  const hasMore = rows.length > limit;
  const shown = rows.slice(0, limit).reverse();
  return {
    messages: shown.map(toMessageJson),
    cursor: { hasMore, nextBefore: hasMore ? shown[0]!.id : null },
  };
}

/** SQL: a member's message no staff member has read yet (the thread list's and the attention queue's unread). */
export const UNREAD_BY_STAFF = sql`not ${messages.fromStaff} and ${messages.readAt} is null`;

/** Marks read what the other side wrote: `byStaff` is who opens the thread. */
async function markRead(db: Db, memberId: number, byStaff: boolean, now: Date): Promise<void> {
  await db
    .update(messages)
    .set({ readAt: now })
    .where(and(eq(messages.memberId, memberId), eq(messages.fromStaff, !byStaff), isNull(messages.readAt)));
}

/**
 * Whether a GET of the thread opens it: only its newest page does. An older page (`before`) is scrolling back
 * through what was opened already, and marks nothing read (nor would a prefetch of it).
 */
const opens = (page: PageQuery) => !page.before;

/**
 * GET messages/: the member's own thread. Opening it reads the staff's messages, and the member's notifications of
 * them with them (the bell should not count what the member is looking at).
 */
export async function memberThread(rt: Runtime, memberId: number, page: PageQuery): Promise<ThreadPage> {
  const now = rt.clock.now();
  if (!opens(page)) return threadPage(rt.db, memberId, page);
  return rt.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await markRead(db, memberId, false, now);
    await db
      .update(notifications)
      .set({ readAt: now })
      .where(and(eq(notifications.userId, memberId), eq(notifications.kind, 'message'), isNull(notifications.readAt)));
    return threadPage(db, memberId, page);
  });
}

/**
 * POST messages/: a member writes to the staff. Staff have no thread of their own, and a member who is suspended or
 * banned may not write (their sessions are cut when it happens; this holds whatever brought the request).
 * Member-to-member blocks do not apply: the conversation is with the staff as a whole.
 */
export async function writeAsMember(
  rt: Runtime,
  writer: Writer,
  text: string,
): Promise<Result<ThreadMessageJson, Extract<CoachingFailure, 'staff_thread' | 'cannot_write'>>> {
  if (writer.isStaff) return fail('staff_thread');
  if (writer.status !== 'active') return fail('cannot_write');
  const [row] = await rt.db
    .insert(messages)
    .values({
      memberId: writer.id,
      authorId: writer.id,
      authorName: writer.fullName,
      fromStaff: false,
      text,
      createdAt: rt.clock.now(),
    })
    .returning();
  return ok(toMessageJson(row!));
}

/** A member account that has a thread (staff accounts have none): the id, or member_not_found. */
async function threadOwner(db: Db, memberId: number): Promise<Result<{ id: number }, 'member_not_found'>> {
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, memberId), eq(users.isStaff, false)));
  return member ? ok(member) : fail('member_not_found');
}

/** GET admin/members/{id}/messages/: a member's thread as staff read it; opening it reads the member's messages. */
export async function staffThread(
  rt: Runtime,
  memberId: number,
  page: PageQuery,
): Promise<Result<ThreadPage, 'member_not_found'>> {
  const now = rt.clock.now();
  return rt.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const owner = await threadOwner(db, memberId);
    if (!owner.ok) return owner;
    if (opens(page)) await markRead(db, memberId, true, now);
    return ok(await threadPage(db, memberId, page));
  });
}

/**
 * POST admin/members/{id}/messages/: any staff member answers in a member's thread. The message and the member's
 * notification (with the mail it may queue) are one transaction; the mail goes out after the commit. Staff are not
 * notified of members' messages: the thread list's unread counts and the attention queue show them to every staff
 * member at once, where a notification would reach each of them separately.
 */
export async function writeAsStaff(
  rt: Runtime,
  writer: Writer,
  memberId: number,
  text: string,
): Promise<Result<ThreadMessageJson, 'member_not_found'>> {
  const now = rt.clock.now();
  const written = await rt.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const owner = await threadOwner(db, memberId);
    if (!owner.ok) return owner;
    const [row] = await db
      .insert(messages)
      .values({ memberId, authorId: writer.id, authorName: writer.fullName, fromStaff: true, text, createdAt: now })
      .returning();
    await notify({ db, config: rt.config }, now, {
      userId: memberId,
      actorId: writer.id,
      kind: 'message',
      params: { author: writer.fullName },
      link: MESSAGES_LINK,
    });
    return ok(toMessageJson(row!));
  });
  if (written.ok) deliverSoon(rt);
  return written;
}

/** A page of staff's thread list, newest activity first, and where the next starts (a message id, as `before`). */
export interface ThreadListPage {
  threads: ThreadSummaryJson[];
  cursor: PageCursor;
}

/**
 * GET admin/messages/: every member's thread, newest activity first (the newest message's id: ids grow with time),
 * with the member's name, how many of their messages no staff member has read, and the newest message. Paged by
 * `before`, the newest message id of the last thread shown. Two queries whatever the page's size.
 */
export async function threadList(rt: Runtime, page: PageQuery): Promise<ThreadListPage> {
  const limit = clampLimit(page.limit);
  const lastId = sql<number>`max(${messages.id})`;
  const rows = await rt.db
    .select({
      memberId: messages.memberId,
      fullName: users.fullName,
      lastId,
      unread: sql<number>`(count(*) filter (where ${UNREAD_BY_STAFF}))::int`,
    })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.memberId))
    .groupBy(messages.memberId, users.fullName)
    .having(page.before ? sql`max(${messages.id}) < ${page.before}` : undefined)
    .orderBy(desc(lastId))
    .limit(limit + 1);
  const hasMore = rows.length > limit;
  const shown = rows.slice(0, limit);
  const last = shown.length
    ? await rt.db
        .select()
        .from(messages)
        .where(
          inArray(
            messages.id,
            shown.map((r) => r.lastId),
          ),
        )
    : [];
  const byId = new Map(last.map((m) => [m.id, m]));
  return {
    threads: shown.map((r) => ({
      member: { id: r.memberId, full_name: r.fullName },
      unread: r.unread,
      last_message: toMessageJson(byId.get(r.lastId)!),
    })),
    cursor: { hasMore, nextBefore: hasMore ? shown.at(-1)!.lastId : null },
  };
}
