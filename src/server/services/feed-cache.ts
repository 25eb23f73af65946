/**
 * Feed pages kept in memory, each valid for one value of the database's feed change counter (feed_changes.version,
 * bumped at the commit of every change the feed shows: drizzle/0003_feed_changes.sql). A request reads the counter
 * first; a page built at that value is still exactly what the database would answer, so it is served as is. Any
 * change, made by this node, another node or by hand in SQL, moves the counter and the page is built again. Nothing
 * here expires by time: picture links are signed on the way out (feed.ts).
 */
import { VersionedCache, type VersionedCacheLimits } from './versioned-cache';

/** One page as the feed statement wrote it, at one counter value. */
export interface FeedEntry {
  /** The counter value of the snapshot the page was read in. */
  version: number;
  /** The page's JSON with pictures as storage keys (feed.ts signs them). */
  json: string;
  hasMore: boolean;
  lastId: number | null;
  /**
   * The JSON with signed picture links, as text and as UTF-8 bytes, and the second they were signed for (a link
   * depends on the second only).
   */
  signed: { second: number; json: string; bytes: Uint8Array<ArrayBuffer> } | null;
}

/** 256 pages, 8 M characters: a 50-post page of the bench is 47 KB, so about 55 such pages with both signed forms. */
export const DEFAULT_FEED_CACHE_LIMITS: VersionedCacheLimits = { entries: 256, chars: 8_000_000 };

/**
 * The characters a page holds (a byte counting as one), counted when it is kept. Signing it again later does not
 * change it: a signed link is as long whatever second signs it (a fixed-width expiry and signature).
 */
const sizeOf = (entry: FeedEntry): number =>
  entry.json.length + (entry.signed ? entry.signed.json.length + entry.signed.bytes.byteLength : 2 * entry.json.length);

/** Feed pages by page, at the newest counter value seen. */
export class FeedCache extends VersionedCache<string, FeedEntry> {
  constructor(limits: VersionedCacheLimits = DEFAULT_FEED_CACHE_LIMITS) {
    super({ limits, sizeOf });
  }

  /** The page `key` as of counter value `version` (VersionedCache.get). */
  async page(key: string, version: number, build: () => Promise<FeedEntry>): Promise<FeedEntry> {
    return (await this.get(key, version, build))!;
  }
}

/** One cache per database handle: a transaction's handle (which may see its own uncommitted rows) gets its own. */
const caches = new WeakMap<object, FeedCache>();

export function feedCacheOf(db: object): FeedCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new FeedCache()));
  return cache;
}
