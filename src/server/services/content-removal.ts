import { and, eq, inArray, or } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import { addresseeColumns } from './language';
import { comments, posts, reports, users } from '../db/schema';
import { fail, ok, type Result } from '../result';
import { deliverSoon, queueMail } from '../mail/outbox';
import { removalMail } from '../mail/sanction-mail';
import { inTransaction, logAction } from './moderation';
import { toContentRemovedJson, type ContentRemovedJson, type RemovableContent } from '../../lib/contracts/admin';

/**
 * Staff remove one post or comment (issue 26): the item goes, its author gets a mail in their language saying which
 * item and why, the moderation log records it, and the pending reports about it are resolved, all in one
 * transaction. Removing a post takes its comments with it (the foreign key's cascade), so the pending reports about
 * those comments are resolved too. The feed's kept pages are not served again: deleting a post or comment bumps the
 * feed change counter at commit (drizzle/0003_feed_changes.sql), as every community write does.
 */

type RemovalFailure = 'removal_post_not_found' | 'removal_comment_not_found';

/** The item with what the mail needs: its text and date, and its author's address, name and language. */
async function findItem(rt: Pick<Runtime, 'db'>, type: RemovableContent, id: number) {
  const table = type === 'post' ? posts : comments;
  const [item] = await rt.db
    .select({
      text: table.content,
      createdAt: table.createdAt,
      authorId: users.id,
      ...addresseeColumns,
    })
    .from(table)
    .innerJoin(users, eq(users.id, table.userId))
    .where(eq(table.id, id));
  return item ?? null;
}

export async function removeContent(
  rt: Runtime,
  actorId: number,
  type: RemovableContent,
  id: number,
  reason: string,
): Promise<Result<ContentRemovedJson, RemovalFailure>> {
  const notFound = type === 'post' ? 'removal_post_not_found' : 'removal_comment_not_found';
  const item = await findItem(rt, type, id);
  if (!item) return fail(notFound);
  const resolved = await inTransaction(rt, async (txRt) => {
    // The comments a removed post takes with it: their reports are closed with the post's.
    const gone =
      type === 'post'
        ? (await txRt.db.select({ id: comments.id }).from(comments).where(eq(comments.postId, id))).map((c) => c.id)
        : [];
    const table = type === 'post' ? posts : comments;
    const deleted = await txRt.db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
    // Removed meanwhile (its author, or another staff member): nothing left to do.
    if (deleted.length === 0) return null;
    const about = or(
      and(eq(reports.contentType, type), eq(reports.contentId, id)),
      gone.length > 0 ? and(eq(reports.contentType, 'comment'), inArray(reports.contentId, gone)) : undefined,
    );
    const closed = await txRt.db
      .update(reports)
      .set({ status: 'resolved', resolvedBy: actorId, resolvedAt: txRt.clock.now() })
      .where(and(eq(reports.status, 'pending'), about))
      .returning({ id: reports.id });
    await queueMail(
      txRt.db,
      txRt.clock.now(),
      removalMail(rt.config, item, { type, text: item.text, createdAt: item.createdAt, reason }),
    );
    await logAction(txRt, {
      actorId,
      targetUserId: item.authorId,
      actionType: 'content_removed',
      reason,
      content: { type, id },
    });
    return closed.map((r) => r.id).sort((a, b) => a - b);
  });
  if (resolved === null) return fail(notFound);
  deliverSoon(rt);
  return ok(toContentRemovedJson(type, id, resolved));
}
