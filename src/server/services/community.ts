import { and, asc, desc, eq, inArray, lt, notExists, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Runtime } from '../runtime';
import { blocks, comments, posts, profiles, users } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import { signedMediaUrl } from './media';
import type { CommentJson, PostJson } from '../../lib/contracts/community';

export const POST_MAX = 5000;
export const COMMENT_MAX = 2000;
export const PAGE_DEFAULT = 50;
export const PAGE_MAX = 100;
export const CANNOT_COMMENT = 'You cannot comment on this post.';

export type { CommentJson, PostJson };

export interface FeedPage {
  posts: PostJson[];
  /** True when older posts exist; fetch them with `before = nextBefore`. */
  hasMore: boolean;
  nextBefore: number | null;
}

export interface FeedOptions {
  /** Only posts with an id below this one (the cursor for older posts). */
  before?: number | null;
  limit?: number;
  /** Only this member's posts (the profile view). */
  authorId?: number;
  /** Leave out posts by members the viewer blocks (the feed does; a profile the viewer opened does not). */
  hideBlockedAuthors?: boolean;
}

type Row = { id: number; userId: number; content: string; createdAt: Date; fullName: string; imageKey: string | null };

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

/**
 * One page of posts, newest first, each with its comments oldest first. Exactly two queries whatever the page
 * size (posts, then all their comments), so the feed stays fast with thousands of posts.
 */
export async function feedPage(rt: Runtime, viewerId: number, options: FeedOptions = {}): Promise<FeedPage> {
  const limit = clampLimit(options.limit);
  const filters: SQL[] = [];
  if (options.before) filters.push(lt(posts.id, options.before));
  if (options.authorId !== undefined) filters.push(eq(posts.userId, options.authorId));
  if (options.hideBlockedAuthors ?? true) filters.push(notBlockedBy(rt, viewerId, posts.userId));

  // One row more than the page tells whether older posts exist.
  const rows: Row[] = await rt.db
    .select({ id: posts.id, userId: posts.userId, content: posts.content, createdAt: posts.createdAt, ...author })
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
    list.push(commentJson(rt, row));
    byPost.set(row.postId, list);
  }
  return {
    posts: page.map((row) => ({ ...postJson(rt, row), comments: byPost.get(row.id) ?? [] })),
    hasMore,
    nextBefore: hasMore ? page[page.length - 1]!.id : null,
  };
}

export function clampLimit(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return PAGE_DEFAULT;
  return Math.min(PAGE_MAX, Math.max(1, Math.trunc(limit)));
}

/** Publishes a post; the content is stored as typed (only trimmed) and always rendered as text. */
export async function createPost(rt: Runtime, userId: number, content: string): Promise<PostJson> {
  const [post] = await rt.db
    .insert(posts)
    .values({ userId, content, createdAt: rt.clock.now() })
    .returning({ id: posts.id, userId: posts.userId, content: posts.content, createdAt: posts.createdAt });
  const who = await authorOf(rt, userId);
  return { ...postJson(rt, { ...post!, ...who }), comments: [] };
}

/** Comments on a post. Unknown post → 404; a post whose author blocks the commenter → 403. */
export async function createComment(rt: Runtime, userId: number, postId: number, content: string): Promise<CommentJson> {
  const [post] = await rt.db.select({ authorId: posts.userId }).from(posts).where(eq(posts.id, postId));
  if (!post) throw notFound('Post not found.');
  if (await isBlocking(rt, post.authorId, userId)) throw forbidden(CANNOT_COMMENT);
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
  const who = await authorOf(rt, userId);
  return commentJson(rt, { ...comment!, ...who });
}

/** True when `blockerId` blocks `blockedId`. */
export async function isBlocking(rt: Runtime, blockerId: number, blockedId: number): Promise<boolean> {
  const [row] = await rt.db
    .select({ one: sql<number>`1` })
    .from(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
  return row !== undefined;
}

async function authorOf(rt: Runtime, userId: number): Promise<{ fullName: string; imageKey: string | null }> {
  const [row] = await rt.db
    .select(author)
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  return { fullName: row?.fullName ?? '', imageKey: row?.imageKey ?? null };
}

function postJson(rt: Runtime, row: Row): Omit<PostJson, 'comments'> {
  return {
    id: row.id,
    user_id: row.userId,
    profile_name: row.fullName,
    profile_picture: signedMediaUrl(rt, row.imageKey),
    content: row.content,
    timestamp: row.createdAt.toISOString(),
  };
}

function commentJson(rt: Runtime, row: Row & { postId: number }): CommentJson {
  return { ...postJson(rt, row), post: row.postId };
}
