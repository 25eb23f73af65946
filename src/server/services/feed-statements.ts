import { sql, type SQL } from 'drizzle-orm';
import { preparedStatement, type PreparedStatement } from './prepared-statements';

/**
 * The feed's statements: one page of posts with their comments, built as the API's JSON text by the database, and
 * the feed change counter (feed.ts reads a page through them and keeps it in feed-cache.ts).
 */

/** Which clauses a feed statement has: each combination is its own prepared statement. */
export interface FeedVariant {
  before: boolean;
  author: boolean;
  hideBlockedAuthors: boolean;
}

export type FeedValues = Record<'viewer' | 'limit', number> & Partial<Record<'before' | 'author', number>>;

const feedStatements = new Map<string, PreparedStatement>();

export function feedStatementOf(variant: FeedVariant): PreparedStatement {
  const name = `feed_page_${Number(variant.before)}${Number(variant.author)}${Number(variant.hideBlockedAuthors)}`;
  let statement = feedStatements.get(name);
  if (!statement) feedStatements.set(name, (statement = preparedStatement(name, feedStatement(variant))));
  return statement;
}

const intParam = (name: string): SQL => sql`${sql.placeholder(name)}::int`;

/** The counter as text: PostgreSQL's bigint arrives as a string from node-postgres, and this way from PGlite too. */
const feedVersionColumn = sql`(select version::text from feed_changes where id = 1)`;

let versionStatement: PreparedStatement | undefined;

export function feedVersionStatement(): PreparedStatement {
  return (versionStatement ??= preparedStatement('feed_version', sql`select ${feedVersionColumn} as "version"`));
}

/**
 * The feed's one statement: a page of posts, newest first, with their comments oldest first, built as JSON text by
 * the database in exactly the bytes JSON.stringify gives for toPostJson/toCommentJson (same keys, same order, no
 * spaces, the same string escaping, timestamps as toISOString). Only `profile_picture` differs: it holds the storage
 * key, which signPictures turns into the signed link. Comments by members the viewer blocks are left out, and so
 * are the posts of those members when `hideBlockedAuthors` is set. It reads limit + 1 posts to tell whether older
 * ones exist, and the feed change counter in the same snapshot (the page is kept under that value).
 *
 * Placeholders: viewer, limit, and when the variant names them, before and author. All are integers.
 */
function feedStatement(variant: FeedVariant): SQL {
  const viewer = intParam('viewer');
  const limit = intParam('limit');
  const filters: SQL[] = [sql`true`];
  if (variant.before) filters.push(sql`p.id < ${intParam('before')}`);
  if (variant.author) filters.push(sql`p.user_id = ${intParam('author')}`);
  if (variant.hideBlockedAuthors) {
    filters.push(sql`not exists (select 1 from blocks b where b.blocker_id = ${viewer} and b.blocked_id = p.user_id)`);
  }
  const commentsJson = sql`(
    select '[' || string_agg(${authoredJson('c', 'cu', 'cp')} || ',"post":' || c.post_id || '}', ',' order by c.created_at, c.id) || ']'
    from comments c
    join users cu on cu.id = c.user_id
    left join profiles cp on cp.user_id = c.user_id
    where c.post_id = s.id
      and not exists (select 1 from blocks b where b.blocker_id = ${viewer} and b.blocked_id = c.user_id)
  )`;
  const canComment = sql`(not exists (select 1 from blocks b where b.blocker_id = s.user_id and b.blocked_id = ${viewer}))::text`;
  return sql`
    with page as (
      select p.id, p.user_id, p.content, p.created_at, p.edited_at
      from posts p
      where ${sql.join(filters, sql` and `)}
      order by p.id desc
      limit ${limit} + 1
    ),
    shown as (select * from page order by id desc limit ${limit})
    select
      ${feedVersionColumn} as "version",
      (select count(*) from page) > ${limit} as "hasMore",
      (select min(id) from shown) as "lastId",
      coalesce('[' || string_agg(
        ${authoredJson('s', 'u', 'pr')} || ',"comments":' || coalesce(${commentsJson}, '[]') || ',"can_comment":' || ${canComment} || '}',
        ',' order by s.id desc
      ) || ']', '[]') as "json"
    from shown s
    join users u on u.id = s.user_id
    left join profiles pr on pr.user_id = s.user_id`;
}

/** A timestamptz column as toISOString writes it (milliseconds, UTC, 'Z'), unquoted. */
const isoText = (column: string): string => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** authoredJson of the contract, in SQL: the opening of the object, up to and including "edited_at". */
function authoredJson(row: string, user: string, profile: string): SQL {
  return sql.raw(
    `'{"id":' || ${row}.id || ',"user_id":' || ${row}.user_id` +
      ` || ',"profile_name":' || to_json(${user}.full_name)::text` +
      ` || ',"profile_picture":' || coalesce(to_json(${profile}.image_key)::text, 'null')` +
      ` || ',"content":' || to_json(${row}.content)::text` +
      ` || ',"timestamp":"' || ${isoText(`${row}.created_at`)} || '"'` +
      ` || ',"edited_at":' || coalesce('"' || ${isoText(`${row}.edited_at`)} || '"', 'null')`,
  );
}
