import type { Runtime } from '../runtime';
import { signedMediaUrl } from './media';
import { feedCacheOf, type FeedEntry } from './feed-cache';
import { runPrepared, type PreparedStatement } from './prepared-statements';
import { feedStatementOf, feedVersionStatement, type FeedValues, type FeedVariant } from './feed-statements';
import { clampLimit, type PageCursor, type PageQuery, type PostJson } from '../../lib/contracts/community';

export interface FeedPage extends PageCursor {
  posts: PostJson[];
}

export interface FeedOptions extends PageQuery {
  /** Only this member's posts (the member page). */
  authorId?: number;
  /** Leave out posts by members the viewer blocks (the feed does; a member page the viewer opened does not). */
  hideBlockedAuthors?: boolean;
}

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
