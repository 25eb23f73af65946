import { and, eq, sql, type Column } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { comments, posts, users } from '../db/schema';

/**
 * The post, comment or profile a row points at (a report, or a moderation log row about content), read in the row's
 * own statement: one left join per kind on the row's content type and id, so a deleted item reads as null text and
 * a page of rows costs no extra query. A profile's "text" is the member's name.
 */
export function reportedContent(typeColumn: Column, idColumn: Column, prefix: string) {
  const post = alias(posts, `${prefix}_post`);
  const comment = alias(comments, `${prefix}_comment`);
  const owner = alias(users, `${prefix}_profile_owner`);
  const postAuthor = alias(users, `${prefix}_post_author`);
  const commentAuthor = alias(users, `${prefix}_comment_author`);
  return {
    columns: {
      contentText: sql<string | null>`coalesce(${post.content}, ${comment.content}, ${owner.fullName})`,
      contentAuthor: sql<string | null>`coalesce(${postAuthor.fullName}, ${commentAuthor.fullName}, ${owner.fullName})`,
      contentCreatedAt: sql<Date | null>`coalesce(${post.createdAt}, ${comment.createdAt}, ${owner.createdAt})`.mapWith(
        (v: unknown) => (v === null || v === undefined ? null : v instanceof Date ? v : new Date(String(v))),
      ),
    },
    join: <Q extends PgSelect>(query: Q): Q =>
      query
        .leftJoin(post, and(eq(typeColumn, 'post'), eq(post.id, idColumn)))
        .leftJoin(postAuthor, eq(postAuthor.id, post.userId))
        .leftJoin(comment, and(eq(typeColumn, 'comment'), eq(comment.id, idColumn)))
        .leftJoin(commentAuthor, eq(commentAuthor.id, comment.userId))
        .leftJoin(owner, and(eq(typeColumn, 'profile'), eq(owner.id, idColumn))) as unknown as Q,
  };
}
