import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import { blocks, comments, posts, profiles, users } from '../db/schema';
import { fail, ok, type Result } from '../result';
import { signedMediaUrl } from './media';
import { isBlocking } from './blocks';
import { feedCacheOf, type FeedEntry } from './feed-cache';
import { runPrepared, type PreparedStatement } from './prepared-statements';
import { feedStatementOf, feedVersionStatement, type FeedValues, type FeedVariant } from './feed-statements';
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

const withPicture = <R extends Selected>(
  rt: Runtime,
  { imageKey, ...row }: R,
): Omit<R, 'imageKey'> & { picture: string | null } => ({
  ...row,
  picture: signedMediaUrl(rt, imageKey),
});

const author = { fullName: users.fullName, imageKey: profiles.imageKey };

/** One page of the feed as the JSON text the API sends (the body of GET community/), and where the next starts. */
export interface FeedPageText extends PageCursor {
  json: string;
  /** The same JSON as UTF-8 bytes, encoded once per second and page (not on every request). */
  bytes: Uint8Array<ArrayBuffer>;
}

/**
 * One page of posts, newest first, each with its comments oldest first and whether the viewer may comment on it,
 * as JSON text. The database builds the JSON in one prepared statement whatever the page size, and the server only
 * swaps each picture's storage key for its signed link. Pages are kept in memory while the feed change counter
 * stands still (feed-cache.ts): then a request costs one tiny query.
 */
export async function feedPageText(
  rt: Runtime,
  viewerId: number,
  options: FeedOptions = {},
  /** The counter as the caller already read it (requireUser reads it with the member), or undefined to read it. */
  knownVersion?: number,
): Promise<FeedPageText> {
  const variant: FeedVariant = {
    before: options.before !== undefined,
    author: options.authorId !== undefined,
    hideBlockedAuthors: options.hideBlockedAuthors ?? true,
  };
  const values: FeedValues = { viewer: viewerId, limit: clampLimit(options.limit) };
  if (variant.before) values.before = options.before;
  if (variant.author) values.author = options.authorId;
  const statement = feedStatementOf(variant);
  // Everything the page depends on besides the database's rows: the kind of statement and its values.
  const key = `${statement.name}:${values.viewer}:${values.limit}:${values.before ?? ''}:${values.author ?? ''}`;
  const version = knownVersion ?? (await feedVersion(rt));
  const page = await feedCacheOf(rt.db).page(key, version, () => readFeedPage(rt, statement, values));
  const signed = signedPage(rt, page);
  return {
    json: signed.json,
    bytes: signed.bytes,
    hasMore: page.hasMore,
    nextBefore: page.hasMore ? page.lastId : null,
  };
}

/** The feed change counter now (feed_changes.version): one prepared single-row read. */
async function feedVersion(rt: Runtime): Promise<number> {
  const [row] = await runPrepared<{ version: string }>(rt, feedVersionStatement(), {});
  return Number(row!.version);
}

/** One page read from the database, with the counter value of the snapshot it was read in. */
async function readFeedPage(rt: Runtime, statement: PreparedStatement, values: FeedValues): Promise<FeedEntry> {
  const [row] = await runPrepared<{ version: string; hasMore: boolean; lastId: number | null; json: string }>(
    rt,
    statement,
    values,
  );
  const entry: FeedEntry = {
    version: Number(row!.version),
    json: row!.json,
    hasMore: row!.hasMore,
    lastId: row!.lastId,
    signed: null,
  };
  signedPage(rt, entry);
  return entry;
}

/** The page with its picture links signed for the current second, as text and bytes (done once per second and page). */
function signedPage(rt: Runtime, entry: FeedEntry): NonNullable<FeedEntry['signed']> {
  const second = Math.floor(rt.clock.now().getTime() / 1000);
  if (entry.signed?.second !== second) {
    const json = signPictures(rt, entry.json);
    entry.signed = { second, json, bytes: Buffer.from(json) };
  }
  return entry.signed;
}

/** feedPageText as objects (the member page embeds its posts in a larger body). */
export async function feedPage(rt: Runtime, viewerId: number, options: FeedOptions = {}): Promise<FeedPage> {
  const { json, bytes: _, ...cursor } = await feedPageText(rt, viewerId, options);
  return { posts: JSON.parse(json) as PostJson[], ...cursor };
}

/**
 * A `"profile_picture":` field as the feed statement writes it: the storage key as a JSON string (null stays null).
 * Nothing inside a string value can match: there every quote is escaped.
 */
const PICTURE_FIELD = /"profile_picture":("(?:[^"\\]|\\.)*")/g;

/**
 * Swaps every picture's storage key for its signed link. A link depends only on the key, the secret and the current
 * second (its expiry is rounded), so each is signed once per second and runtime, however many requests show it.
 */
function signPictures(rt: Runtime, json: string): string {
  const second = Math.floor(rt.clock.now().getTime() / 1000);
  let signed = signedThisSecond.get(rt);
  if (signed?.second !== second) signedThisSecond.set(rt, (signed = { second, fields: new Map() }));
  const { fields } = signed;
  return json.replace(PICTURE_FIELD, (_, quotedKey: string) => {
    let field = fields.get(quotedKey);
    if (field === undefined) {
      field = `"profile_picture":${JSON.stringify(signedMediaUrl(rt, JSON.parse(quotedKey) as string))}`;
      fields.set(quotedKey, field);
    }
    return field;
  });
}

const signedThisSecond = new WeakMap<Runtime, { second: number; fields: Map<string, string> }>();

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
  const [comment] = await rt.db
    .insert(comments)
    .values({ postId, userId, content, createdAt: rt.clock.now() })
    .returning(commentColumns);
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
