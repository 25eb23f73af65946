import { and, asc, desc, eq, inArray, lt, notExists, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Runtime } from '../runtime';
import { blocks, comments, posts, profiles, users } from '../db/schema';
import { fail, ok, type Result } from '../result';
import { signedMediaUrl } from './media';
import { isBlocking } from './blocks';
import {
  clampLimit,
  toCommentJson,
  toPostJson,
  type AuthoredRow,
  type CommentJson,
  type PageCursor,
  type PageQuery,
  type PostJson,
} from '../../lib/contracts/community';

export interface FeedPage extends PageCursor {
  posts: PostJson[];
}

export interface FeedOptions extends PageQuery {
  /** Only this member's posts (the member page). */
  authorId?: number;
  /** Leave out posts by members the viewer blocks (the feed does; a member page the viewer opened does not). */
  hideBlockedAuthors?: boolean;
}

/** A post or comment as selected: the author's picture is still a storage key. */
type Selected = Omit<AuthoredRow, 'picture'> & { imageKey: string | null };

const withPicture = <R extends Selected>(rt: Runtime, { imageKey, ...row }: R): Omit<R, 'imageKey'> & { picture: string | null } => ({
  ...row,
  picture: signedMediaUrl(rt, imageKey),
});

/** "The viewer blocks the author of this row": a correlated NOT EXISTS on the blocks primary key. */
function notBlockedBy(rt: Runtime, viewerId: number, authorColumn: AnyPgColumn): SQL {
  return notExists(
    rt.db
      .select({ one: sql`1` })
      .from(blocks)
      .where(and(eq(blocks.blockerId, viewerId), eq(blocks.blockedId, authorColumn))),
  );
}

const author = { fullName: users.fullName, imageKey: profiles.imageKey };

/** "The author of this row does not block the viewer": whether the viewer may comment, in the same query. */
function notBlockingViewer(rt: Runtime, viewerId: number, authorColumn: AnyPgColumn): SQL<boolean> {
  return sql<boolean>`${notExists(
    rt.db
      .select({ one: sql`1` })
      .from(blocks)
      .where(and(eq(blocks.blockerId, authorColumn), eq(blocks.blockedId, viewerId))),
  )}`;
}

/**
 * One page of posts, newest first, each with its comments oldest first and whether the viewer may comment on it.
 * Exactly two queries whatever the page size (posts, then all their comments), so the feed stays fast with
 * thousands of posts.
 */
export async function feedPage(rt: Runtime, viewerId: number, options: FeedOptions = {}): Promise<FeedPage> {
  const limit = clampLimit(options.limit);
  const filters: SQL[] = [];
  if (options.before) filters.push(lt(posts.id, options.before));
  if (options.authorId !== undefined) filters.push(eq(posts.userId, options.authorId));
  if (options.hideBlockedAuthors ?? true) filters.push(notBlockedBy(rt, viewerId, posts.userId));

  // One row more than the page tells whether older posts exist.
  const rows: (Selected & { canComment: boolean })[] = await rt.db
    .select({
      id: posts.id,
      userId: posts.userId,
      content: posts.content,
      createdAt: posts.createdAt,
      ...author,
      canComment: notBlockingViewer(rt, viewerId, posts.userId),
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .leftJoin(profiles, eq(profiles.userId, posts.userId))
    .where(and(...filters))
    .orderBy(desc(posts.id))
    .limit(limit + 1);
  const hasMore = rows.length > limit;
  const page = rows.slice(0, limit);
  if (page.length === 0) return { posts: [], hasMore: false, nextBefore: null };

  const commentRows = await rt.db
    .select({
      id: comments.id,
      postId: comments.postId,
      userId: comments.userId,
      content: comments.content,
      createdAt: comments.createdAt,
      ...author,
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .leftJoin(profiles, eq(profiles.userId, comments.userId))
    .where(and(inArray(comments.postId, page.map((p) => p.id)), notBlockedBy(rt, viewerId, comments.userId)))
    .orderBy(asc(comments.createdAt), asc(comments.id));

  const byPost = new Map<number, CommentJson[]>();
  for (const row of commentRows) {
    const list = byPost.get(row.postId) ?? [];
    list.push(toCommentJson(withPicture(rt, row)));
    byPost.set(row.postId, list);
  }
  return {
    posts: page.map((row) => toPostJson(withPicture(rt, row), byPost.get(row.id) ?? [])),
    hasMore,
    nextBefore: hasMore ? page[page.length - 1]!.id : null,
  };
}

/** Publishes a post; the content is stored as typed (only trimmed) and always rendered as text. */
export async function createPost(rt: Runtime, userId: number, content: string): Promise<PostJson> {
  const [post] = await rt.db
    .insert(posts)
    .values({ userId, content, createdAt: rt.clock.now() })
    .returning({ id: posts.id, userId: posts.userId, content: posts.content, createdAt: posts.createdAt });
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
  const [comment] = await rt.db
    .insert(comments)
    .values({ postId, userId, content, createdAt: rt.clock.now() })
    .returning({
      id: comments.id,
      postId: comments.postId,
      userId: comments.userId,
      content: comments.content,
      createdAt: comments.createdAt,
    });
  return ok(toCommentJson(withPicture(rt, { ...comment!, ...(await authorOf(rt, userId)) })));
}

async function authorOf(rt: Runtime, userId: number): Promise<{ fullName: string; imageKey: string | null }> {
  const [row] = await rt.db
    .select(author)
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  return { fullName: row?.fullName ?? '', imageKey: row?.imageKey ?? null };
}
