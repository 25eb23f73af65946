/**
 * Feed pages kept in memory, each valid for one value of the database's feed change counter (feed_changes.version,
 * bumped at the commit of every change the feed shows: drizzle/0003_feed_changes.sql). A request reads the counter
 * first; a page built at that value is still exactly what the database would answer, so it is served as is. Any
 * change, made by this node, another node or by hand in SQL, moves the counter and the page is built again. Nothing
 * here expires by time: picture links are signed on the way out (community.ts).
 */

/** One page as the feed statement wrote it, at one counter value. */
export interface FeedEntry {
  /** The counter value of the snapshot the page was read in. */
  version: number;
  /** The page's JSON with pictures as storage keys (community.ts signs them). */
  json: string;
  hasMore: boolean;
  lastId: number | null;
  /**
   * The JSON with signed picture links, as text and as UTF-8 bytes, and the second they were signed for (a link
   * depends on the second only).
   */
  signed: { second: number; json: string; bytes: Uint8Array<ArrayBuffer> } | null;
}

export interface FeedCacheLimits {
  /** Pages kept at most (one per viewer and kind of page: the newest version only). */
  entries: number;
  /** UTF-16 code units kept at most over all pages, counting the signed text and its bytes too. */
  chars: number;
}

/** 256 pages, 8 M characters: a 50-post page of the bench is 47 KB, so about 55 such pages with both signed forms. */
export const DEFAULT_FEED_CACHE_LIMITS: FeedCacheLimits = { entries: 256, chars: 8_000_000 };

/**
 * The characters a page holds (a byte counting as one), counted when it is kept. Signing it again later does not
 * change it: a signed link is as long whatever second signs it (a fixed-width expiry and signature).
 */
const sizeOf = (entry: FeedEntry): number =>
  entry.json.length + (entry.signed ? entry.signed.json.length + entry.signed.bytes.byteLength : 2 * entry.json.length);

/** A bounded LRU of feed pages, by page, at the newest counter value seen; concurrent builds of a page are shared. */
export class FeedCache {
  private readonly pages = new Map<string, { entry: FeedEntry; size: number }>();
  private readonly building = new Map<string, Promise<FeedEntry>>();
  private chars = 0;

  constructor(private readonly limits: FeedCacheLimits = DEFAULT_FEED_CACHE_LIMITS) {}

  /**
   * The page `key` as of counter value `version` (read by the caller before calling): the kept one when it was built
   * at that value, else `build()`'s, which is shared with every request that read the same value meanwhile. A build
   * reads the counter in its own snapshot, at least `version`: its page is kept under what it read.
   */
  async page(key: string, version: number, build: () => Promise<FeedEntry>): Promise<FeedEntry> {
    const kept = this.pages.get(key);
    if (kept?.entry.version === version) {
      // Most recently used last: Map keeps insertion order.
      this.pages.delete(key);
      this.pages.set(key, kept);
      return kept.entry;
    }
    const buildKey = `${version}@${key}`;
    let built = this.building.get(buildKey);
    if (!built) {
      built = build().then((entry) => {
        this.keep(key, entry);
        return entry;
      });
      const forget = () => void this.building.delete(buildKey);
      built.then(forget, forget);
      this.building.set(buildKey, built);
    }
    return built;
  }

  /** Forgets every kept page (tests compare a kept page with one read afresh). */
  clear(): void {
    this.pages.clear();
    this.chars = 0;
  }

  /** How many pages and characters are kept (tests). */
  get size(): { entries: number; chars: number } {
    return { entries: this.pages.size, chars: this.chars };
  }

  private keep(key: string, entry: FeedEntry): void {
    const kept = this.pages.get(key);
    // A slower build from an older snapshot never replaces a newer page.
    if (kept && kept.entry.version > entry.version) return;
    if (kept) this.drop(key);
    const size = sizeOf(entry);
    if (size > this.limits.chars) return;
    this.pages.set(key, { entry, size });
    this.chars += size;
    for (const oldest of this.pages.keys()) {
      if (this.pages.size <= this.limits.entries && this.chars <= this.limits.chars) break;
      this.drop(oldest);
    }
  }

  private drop(key: string): void {
    const kept = this.pages.get(key);
    if (!kept) return;
    this.pages.delete(key);
    this.chars -= kept.size;
  }
}

/** One cache per database handle: a transaction's handle (which may see its own uncommitted rows) gets its own. */
const caches = new WeakMap<object, FeedCache>();

export function feedCacheOf(db: object): FeedCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new FeedCache()));
  return cache;
}
