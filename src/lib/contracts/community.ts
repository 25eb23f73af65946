import * as z from 'zod/mini';
import {
  INVALID_INTEGER,
  MAX_ID,
  failure,
  idField,
  queryInteger,
  requiredText,
  schema,
  type FailureTable,
} from './common';
import { COMMENT_MAX, POST_MAX } from './community-limits';

/**
 * The community feed and other members' public pages: what is sent, what comes back, and why a call can fail.
 *
 * Paging, one way for both lists (GET community/ and GET user/profile/{id}/): the body keeps the spec's shape (a
 * JSON list of posts; `{profile, posts, is_blocked_by_me, is_blocking_me, can_comment}`), and where the next page
 * starts travels in headers only:
 *   ?limit=1..100 (default 50; out-of-range values are clamped), ?before=<post id> for older posts;
 *   X-Has-More: true|false, X-Next-Before: <post id> (absent on the last page), and a Link rel="next".
 * The browser client (src/lib/client/community.ts) reads X-Has-More, and asks for the next page with the last
 * post shown as `before`.
 */

export { COMMENT_MAX, POST_MAX };
/** Posts per page when the request names no limit, and the most one page holds. */
export const PAGE_DEFAULT = 50;
export const PAGE_MAX = 100;

export const PAGING_HEADERS = { hasMore: 'X-Has-More', nextBefore: 'X-Next-Before' } as const;

export const newPostSchema = schema(() => z.object({ content: requiredText(POST_MAX) }));
export type NewPost = z.output<typeof newPostSchema>;

export const newCommentSchema = schema(() => z.object({ content: requiredText(COMMENT_MAX), post: idField }));
export type NewComment = z.output<typeof newCommentSchema>;

/** PUT community/{id}/: the author's new text, under the same rules as a new post. */
export const postEditSchema = schema(() => z.object({ content: requiredText(POST_MAX) }));
export type PostEdit = z.output<typeof postEditSchema>;

/** PUT community/comment/{id}/: the author's new text, under the same rules as a new comment. */
export const commentEditSchema = schema(() => z.object({ content: requiredText(COMMENT_MAX) }));
export type CommentEdit = z.output<typeof commentEditSchema>;

/** An integer query value; absent or empty is undefined. */
const queryInt = schema(() => queryInteger(z.number(INVALID_INTEGER).check(z.int(INVALID_INTEGER))));

/** ?before=<post id>&limit=n of both lists; the limit is clamped to 1..PAGE_MAX (see clampLimit). */
export const pageQuerySchema = schema(() =>
  z.object({
    before: z.pipe(queryInt, z.optional(z.number().check(z.gte(1, INVALID_INTEGER), z.lte(MAX_ID, INVALID_INTEGER)))),
    limit: queryInt,
  }),
);
export type PageQuery = z.output<typeof pageQuerySchema>;

/** A page size the server honours: the default when absent, otherwise within 1..PAGE_MAX. */
export function clampLimit(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return PAGE_DEFAULT;
  return Math.min(PAGE_MAX, Math.max(1, Math.trunc(limit)));
}

/** Where the next page starts; the routes send it as PAGING_HEADERS, never in the body. */
export interface PageCursor {
  hasMore: boolean;
  /** The `before` of the next page; null on the last one. */
  nextBefore: number | null;
}

/** What a post and a comment both carry: the text and its author as the feed shows them. */
interface AuthoredTextJson {
  id: number;
  user_id: number;
  profile_name: string;
  profile_picture: string | null;
  content: string;
  timestamp: string;
  /** When the author last changed the content (the feed then says "edited"); null if never. */
  edited_at: string | null;
}

export interface CommentJson extends AuthoredTextJson {
  post: number;
}

export interface PostJson extends AuthoredTextJson {
  comments: CommentJson[];
  /**
   * Whether the viewer may comment on this post: false when its author blocks the viewer. The feed shows 'You cannot
   * comment on this post.' instead of the comment box, as the member page does with its can_comment.
   */
  can_comment: boolean;
}

/** A post or comment as the services read it, with the author's name and signed picture link. */
export interface AuthoredRow {
  id: number;
  userId: number;
  content: string;
  createdAt: Date;
  editedAt: Date | null;
  fullName: string;
  /** A signed media URL, never the storage key. */
  picture: string | null;
}

export const toCommentJson = (row: AuthoredRow & { postId: number }): CommentJson => ({
  ...authoredJson(row),
  post: row.postId,
});

/** A post as its viewer reads it: `canComment` is false when the author blocks the viewer. */
export const toPostJson = (row: AuthoredRow & { canComment: boolean }, comments: CommentJson[]): PostJson => ({
  ...authoredJson(row),
  comments,
  can_comment: row.canComment,
});

/**
 * The feed is serialized by the database instead (feedStatementOf in src/server/services/feed-statements.ts), in
 * the very bytes JSON.stringify gives for these objects: keys in this order. Change both together;
 * tests/api/feed-json-bytes.test.ts holds them equal.
 */
function authoredJson(row: AuthoredRow): Omit<PostJson, 'comments' | 'can_comment'> {
  return {
    id: row.id,
    user_id: row.userId,
    profile_name: row.fullName,
    profile_picture: row.picture,
    content: row.content,
    timestamp: row.createdAt.toISOString(),
    edited_at: row.editedAt?.toISOString() ?? null,
  };
}

/** What any signed-in member may see of another: never email, phone, address, medical or emergency data. */
export interface PublicProfileJson {
  user_id: number;
  full_name: string;
  image: string | null;
  /** Member since (YYYY-MM-DD). */
  date: string;
}

/** GET user/profile/{id}/: the body of the spec's "user profile view" (its paging is in headers). */
export interface MemberProfilePageJson {
  profile: PublicProfileJson;
  posts: PostJson[];
  is_blocked_by_me: boolean;
  is_blocking_me: boolean;
  can_comment: boolean;
}

/** A member's public columns, with the signed picture link. */
export interface PublicProfileRow {
  id: number;
  fullName: string;
  picture: string | null;
  createdAt: Date;
}

export const toPublicProfileJson = (row: PublicProfileRow): PublicProfileJson => ({
  user_id: row.id,
  full_name: row.fullName,
  image: row.picture,
  date: row.createdAt.toISOString().slice(0, 10),
});

/** Why a community request can fail, beyond the common failures: the reason, its status and the spec's message. */
export const communityFailures = {
  post_not_found: failure(404, 'community.postNotFound', 'Post not found.'),
  comment_not_found: failure(404, 'community.commentNotFound', 'Comment not found.'),
  /**
   * Editing or deleting another member's post or comment. 403, not 404: posts and comments are shown to every member,
   * so their existence is no secret (a member's private weeks answer 404 instead).
   */
  not_own_post: failure(403, 'community.notOwnPost', 'You can only edit or delete your own posts.'),
  not_own_comment: failure(403, 'community.notOwnComment', 'You can only edit or delete your own comments.'),
  /** The post's author blocks the commenter. */
  cannot_comment: failure(403, 'community.cannotComment', 'You cannot comment on this post.'),
} as const satisfies FailureTable;

/** @deprecated The old name of MemberProfilePageJson, kept while the client moves to it (issue 27). */
export type MemberPageJson = MemberProfilePageJson;
