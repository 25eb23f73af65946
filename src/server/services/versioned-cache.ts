import { LRUCache } from 'lru-cache';

/** An answer kept at the value of the change counter it was read at. */
export interface Versioned {
  version: number;
}

export interface VersionedCacheLimits {
  /** Answers kept at most (one per key: the newest version only). */
  entries: number;
  /** UTF-16 code units kept at most over all answers (as `sizeOf` counts them). */
  chars: number;
}

export interface VersionedCacheOptions<E extends Versioned> {
  limits: VersionedCacheLimits;
  /** The characters an answer holds, counted when it is kept. */
  sizeOf: (entry: E) => number;
  /** Whether `built` is older than `kept` (a slower build from an older snapshot never replaces a newer answer). */
  isOlder?: (built: E, kept: E) => boolean;
}

/**
 * The shape of the feed's and the profiles' kept answers: a bounded LRU (lru-cache) of answers, each valid for one
 * value of a change counter bumped at the commit of every change it shows; concurrent builds of one answer at one
 * value are shared.
 */
export class VersionedCache<K extends string | number, E extends Versioned> {
  private readonly kept: LRUCache<K, E>;
  private readonly building = new Map<string, Promise<E | null>>();
  private readonly isOlder: (built: E, kept: E) => boolean;

  constructor(options: VersionedCacheOptions<E>) {
    this.kept = new LRUCache<K, E>({
      max: options.limits.entries,
      maxSize: options.limits.chars,
      sizeCalculation: (entry) => Math.max(1, options.sizeOf(entry)),
    });
    this.isOlder = options.isOlder ?? ((built, kept) => built.version < kept.version);
  }

  /**
   * The answer `key` as of counter value `version` (read by the caller before calling): the kept one when it was
   * built at that value and `stillCurrent` agrees, else `build()`'s, shared with every request that read the same
   * value meanwhile. A build reads the counter in its own snapshot, at least `version`: its answer is kept under
   * what it read. A null build (nothing there) is not kept.
   */
  async get(
    key: K,
    version: number,
    build: () => Promise<E | null>,
    stillCurrent: (entry: E) => boolean = () => true,
  ): Promise<E | null> {
    const kept = this.kept.get(key);
    if (kept?.version === version && stillCurrent(kept)) return kept;
    const buildKey = `${version}@${key}`;
    let built = this.building.get(buildKey);
    if (!built) {
      built = build().then((entry) => {
        if (entry) this.keep(key, entry);
        return entry;
      });
      const forget = () => void this.building.delete(buildKey);
      built.then(forget, forget);
      this.building.set(buildKey, built);
    }
    return built;
  }

  /** Forgets every kept answer (tests compare a kept answer with one read afresh). */
  clear(): void {
    this.kept.clear();
  }

  /** How many answers and characters are kept (tests). */
  get size(): { entries: number; chars: number } {
    return { entries: this.kept.size, chars: this.kept.calculatedSize };
  }

  private keep(key: K, entry: E): void {
    const kept = this.kept.peek(key);
    if (kept && this.isOlder(entry, kept)) return;
    // An answer over the whole budget is not kept, and the older one it replaces goes.
    this.kept.delete(key);
    this.kept.set(key, entry);
  }
}
