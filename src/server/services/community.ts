import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import { blocks, comments, posts, profiles, users } from '../db/schema';
import { fail, ok, type Result } from '../result';
import { signedMediaUrl } from './media';
import { isBlocking } from './blocks';
import { memberWithProfile } from './member-row';
import { notify } from './notifications';
import { deliverSoon } from '../mail/outbox';
import type { Db } from '../db/client';
import {
  toCommentJson,
  toPostJson,
  type AuthoredRow,
  type CommentJson,
  type PostJson,
} from '../../lib/contracts/community';

/** Members' posts and comments: writing, editing and deleting them (feed.ts reads them). */

/** A post or comment as selected: the author's picture is still a storage key. */
type Selected = Omit<AuthoredRow, 'picture'> & { imageKey: string | null };

const withPicture = <R extends Selected>(
  rt: Runtime,
  { imageKey, ...row }: R,
): Omit<R, 'imageKey'> & { picture: string | null } => ({
  ...row,
  picture: signedMediaUrl(rt, imageKey),
});

const author = { fullName: users.fullName, imageKey: profiles.imageKey };

const postColumns = {
  id: posts.id,
  userId: posts.userId,
  content: posts.content,
  createdAt: posts.createdAt,
  editedAt: posts.editedAt,
};
const commentColumns = {
  id: comments.id,
  postId: comments.postId,
  userId: comments.userId,
  content: comments.content,
  createdAt: comments.createdAt,
  editedAt: comments.editedAt,
};

/** Publishes a post; the content is stored as typed (only trimmed) and always rendered as text. */
export async function createPost(rt: Runtime, userId: number, content: string): Promise<PostJson> {
  const [post] = await rt.db
    .insert(posts)
    .values({ userId, content, createdAt: rt.clock.now() })
    .returning(postColumns);
  // Nobody blocks themselves: the author may always comment on their own post.
  return toPostJson(withPicture(rt, { ...post!, ...(await authorOf(rt, userId)), canComment: true }), []);
}

/** Comments on a post. Nobody comments on the post of a member who blocks them. */
export async function createComment(
  rt: Runtime,
  userId: number,
  postId: number,
  content: string,
): Promise<Result<CommentJson, 'post_not_found' | 'cannot_comment'>> {
  const [post] = await rt.db.select({ authorId: posts.userId }).from(posts).where(eq(posts.id, postId));
  if (!post) return fail('post_not_found');
  if (await isBlocking(rt, post.authorId, userId)) return fail('cannot_comment');
  const commenter = await authorOf(rt, userId);
  const now = rt.clock.now();
  const comment = await rt.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(comments)
      .values({ postId, userId, content, createdAt: now })
      .returning(commentColumns);
    // The author hears of a comment by someone else, in the same transaction (and by mail if they chose it).
    if (post.authorId !== userId)
      await notify({ db: tx as unknown as Db, config: rt.config }, now, {
        userId: post.authorId,
        actorId: userId,
        kind: 'comment_on_my_post',
        params: { author: commenter.fullName },
        link: postLink(postId),
      });
    return row!;
  });
  if (post.authorId !== userId) deliverSoon(rt);
  return ok(toCommentJson(withPicture(rt, { ...comment, ...commenter })));
}

/** Where a notification about a post takes its author: the feed, at the post. */
const postLink = (postId: number) => `/community#post-${postId}`;

async function authorOf(rt: Runtime, userId: number): Promise<{ fullName: string; imageKey: string | null }> {
  const row = await memberWithProfile(rt.db, userId, author);
  return { fullName: row?.fullName ?? '', imageKey: row?.imageKey ?? null };
}

/**
 * The author changes their post's text (the same rules as a new post). It is marked edited only when the text
 * differs. Answers the post as the author's feed shows it, comments included. Nobody else may: not_own_post.
 * The feed's change counter moves with the row (drizzle/0003_feed_changes.sql), so every kept page shows it at once.
 */
export async function editPost(
  rt: Runtime,
  userId: number,
  postId: number,
  content: string,
): Promise<Result<PostJson, 'post_not_found' | 'not_own_post'>> {
  const [post] = await rt.db
    .update(posts)
    .set({
      content,
      editedAt: sql`case when ${posts.content} is distinct from ${content} then ${rt.clock.now().toISOString()}::timestamptz else ${posts.editedAt} end`,
    })
    .where(and(eq(posts.id, postId), eq(posts.userId, userId)))
    .returning(postColumns);
  if (!post) return whyNotOwn(rt, posts, postId, 'post_not_found', 'not_own_post');
  const shownComments = await commentsShownTo(rt, userId, postId);
  return ok(toPostJson(withPicture(rt, { ...post, ...(await authorOf(rt, userId)), canComment: true }), shownComments));
}

/** The author deletes their post, and with it its comments (reports about it stay, for staff). */
export async function deletePost(
  rt: Runtime,
  userId: number,
  postId: number,
): Promise<Result<null, 'post_not_found' | 'not_own_post'>> {
  const [deleted] = await rt.db
    .delete(posts)
    .where(and(eq(posts.id, postId), eq(posts.userId, userId)))
    .returning({ id: posts.id });
  // Its comments go with it: comments.post_id cascades.
  return deleted ? ok(null) : whyNotOwn(rt, posts, postId, 'post_not_found', 'not_own_post');
}

/** The author changes their comment's text (the same rules as a new comment); marked edited when the text differs. */
export async function editComment(
  rt: Runtime,
  userId: number,
  commentId: number,
  content: string,
): Promise<Result<CommentJson, 'comment_not_found' | 'not_own_comment'>> {
  const [comment] = await rt.db
    .update(comments)
    .set({
      content,
      editedAt: sql`case when ${comments.content} is distinct from ${content} then ${rt.clock.now().toISOString()}::timestamptz else ${comments.editedAt} end`,
    })
    .where(and(eq(comments.id, commentId), eq(comments.userId, userId)))
    .returning(commentColumns);
  if (!comment) return whyNotOwn(rt, comments, commentId, 'comment_not_found', 'not_own_comment');
  return ok(toCommentJson(withPicture(rt, { ...comment, ...(await authorOf(rt, userId)) })));
}

/** The author deletes their comment (reports about it stay, for staff). */
export async function deleteComment(
  rt: Runtime,
  userId: number,
  commentId: number,
): Promise<Result<null, 'comment_not_found' | 'not_own_comment'>> {
  const [deleted] = await rt.db
    .delete(comments)
    .where(and(eq(comments.id, commentId), eq(comments.userId, userId)))
    .returning({ id: comments.id });
  return deleted ? ok(null) : whyNotOwn(rt, comments, commentId, 'comment_not_found', 'not_own_comment');
}

/** Nothing was changed: the item does not exist, or another member wrote it. */
async function whyNotOwn<Missing extends string, Theirs extends string>(
  rt: Runtime,
  table: typeof posts | typeof comments,
  id: number,
  missing: Missing,
  theirs: Theirs,
): Promise<Result<never, Missing | Theirs>> {
  const [row] = await rt.db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return fail(row ? theirs : missing);
}

/** A post's comments as the viewer's feed shows them: oldest first, none by members the viewer blocks. */
async function commentsShownTo(rt: Runtime, viewerId: number, postId: number): Promise<CommentJson[]> {
  const rows = await rt.db
    .select({ ...commentColumns, ...author })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .leftJoin(profiles, eq(profiles.userId, comments.userId))
    .where(
      and(
        eq(comments.postId, postId),
        notExists(
          rt.db
            .select({ one: sql`1` })
            .from(blocks)
            .where(and(eq(blocks.blockerId, viewerId), eq(blocks.blockedId, comments.userId))),
        ),
      ),
    )
    .orderBy(asc(comments.createdAt), asc(comments.id));
  return rows.map((row) => toCommentJson(withPicture(rt, row)));
}
