/**
 * Members' own profile answers (GET user/profile/) kept in memory, each valid for one value of that member's change
 * counter (profile_changes.version, bumped at the commit of every change the answer shows:
 * drizzle/0004_profile_changes.sql) and, for a paying member, one week of their membership (weeks are created as
 * time passes: a new week means a new answer). A request reads the counter first; an answer built at that value in
 * the same week is still exactly what the database would answer, so it is served as is. Nothing here expires by
 * time: picture links are signed on the way out (profiles.ts).
 */

/** One member's answer as the database wrote it, at one counter value. */
export interface ProfileEntry {
  /** The counter value of the snapshot the answer was read in. */
  version: number;
  /** The membership week the answer was built in (0 for a member who does not pay: their answer has no weeks). */
  week: number;
  /** When the membership started (the week is worked out from it on each read). */
  paidSince: string | null;
  hasPaid: boolean;
  /** The answer up to its profile picture's value, the picture's storage key, and the rest (weeks' keys unsigned). */
  head: string;
  imageKey: string | null;
  tail: string;
  /** The answer with signed links, and the second they were signed for (a link depends on the second only). */
  signed: { second: number; json: string; bytes: Uint8Array<ArrayBuffer> } | null;
}

export interface ProfileCacheLimits {
  /** Answers kept at most (one per member: the newest version only). */
  entries: number;
  /** UTF-16 code units kept at most over all answers, counting the signed text and bytes too. */
  chars: number;
}

/** 1,000 answers, 16 M characters: a member of the bench with 12 weeks is 23 KB, so about 230 such answers kept three ways. */
export const DEFAULT_PROFILE_CACHE_LIMITS: ProfileCacheLimits = { entries: 1000, chars: 16_000_000 };

/** The answer's text counted three times: as built, signed, and signed as bytes (about a character a byte). */
const sizeOf = (entry: ProfileEntry): number => 3 * (entry.head.length + (entry.imageKey?.length ?? 0) + entry.tail.length) + 256;

/** A bounded LRU of members' answers at the newest counter value seen; concurrent builds of one are shared. */
export class ProfileCache {
  private readonly answers = new Map<number, { entry: ProfileEntry; size: number }>();
  private readonly building = new Map<string, Promise<ProfileEntry | null>>();
  private chars = 0;

  constructor(private readonly limits: ProfileCacheLimits = DEFAULT_PROFILE_CACHE_LIMITS) {}

  /**
   * The member's answer as of counter value `version` (read by the caller before calling): the kept one when it was
   * built at that value and `stillCurrent` says its week is this week, else `build()`'s, shared with every request
   * that read the same value meanwhile. A build reads the counter in its own snapshot, at least `version`: its answer
   * is kept under what it read. null: no such member (not kept).
   */
  async answer(
    userId: number,
    version: number,
    stillCurrent: (entry: ProfileEntry) => boolean,
    build: () => Promise<ProfileEntry | null>,
  ): Promise<ProfileEntry | null> {
    const kept = this.answers.get(userId);
    if (kept?.entry.version === version && stillCurrent(kept.entry)) {
      // Most recently used last: Map keeps insertion order.
      this.answers.delete(userId);
      this.answers.set(userId, kept);
      return kept.entry;
    }
    const buildKey = `${version}@${userId}`;
    let built = this.building.get(buildKey);
    if (!built) {
      built = build().then((entry) => {
        if (entry) this.keep(userId, entry);
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
    this.answers.clear();
    this.chars = 0;
  }

  /** How many answers and characters are kept (tests). */
  get size(): { entries: number; chars: number } {
    return { entries: this.answers.size, chars: this.chars };
  }

  private keep(userId: number, entry: ProfileEntry): void {
    const kept = this.answers.get(userId);
    // A slower build from an older snapshot never replaces a newer answer.
    if (kept && (kept.entry.version > entry.version || (kept.entry.version === entry.version && kept.entry.week > entry.week))) return;
    if (kept) this.drop(userId);
    const size = sizeOf(entry);
    if (size > this.limits.chars) return;
    this.answers.set(userId, { entry, size });
    this.chars += size;
    for (const oldest of this.answers.keys()) {
      if (this.answers.size <= this.limits.entries && this.chars <= this.limits.chars) break;
      this.drop(oldest);
    }
  }

  private drop(userId: number): void {
    const kept = this.answers.get(userId);
    if (!kept) return;
    this.answers.delete(userId);
    this.chars -= kept.size;
  }
}

/** One cache per database handle: a transaction's handle (which may see its own uncommitted rows) gets its own. */
const caches = new WeakMap<object, ProfileCache>();

export function profileCacheOf(db: object): ProfileCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new ProfileCache()));
  return cache;
}
