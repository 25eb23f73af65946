/**
 * Members' own profile answers (GET user/profile/) kept in memory, each valid for one value of that member's change
 * counter (profile_changes.version, bumped at the commit of every change the answer shows:
 * drizzle/0004_profile_changes.sql) and, for a paying member, one week of their membership (weeks are created as
 * time passes: a new week means a new answer). A request reads the counter first; an answer built at that value in
 * the same week is still exactly what the database would answer, so it is served as is. Nothing here expires by
 * time: picture links are signed on the way out (profiles.ts).
 */
import { VersionedCache, type VersionedCacheLimits } from './versioned-cache';

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

/** 1,000 answers, 16 M characters: a member of the bench with 12 weeks is 23 KB, so about 230 such answers kept three ways. */
export const DEFAULT_PROFILE_CACHE_LIMITS: VersionedCacheLimits = { entries: 1000, chars: 16_000_000 };

/** The answer's text counted three times: as built, signed, and signed as bytes (about a character a byte). */
const sizeOf = (entry: ProfileEntry): number =>
  3 * (entry.head.length + (entry.imageKey?.length ?? 0) + entry.tail.length) + 256;

/** Within one counter value, an answer of a later week is the newer one. */
const isOlder = (built: ProfileEntry, kept: ProfileEntry): boolean =>
  built.version < kept.version || (built.version === kept.version && built.week < kept.week);

/** Members' answers by member, at the newest counter value seen. */
export class ProfileCache extends VersionedCache<number, ProfileEntry> {
  constructor(limits: VersionedCacheLimits = DEFAULT_PROFILE_CACHE_LIMITS) {
    super({ limits, sizeOf, isOlder });
  }

  /**
   * The member's answer as of counter value `version`: the kept one when it was built at that value and
   * `stillCurrent` says its week is this week, else `build()`'s (VersionedCache.get). null: no such member.
   */
  answer(
    userId: number,
    version: number,
    stillCurrent: (entry: ProfileEntry) => boolean,
    build: () => Promise<ProfileEntry | null>,
  ): Promise<ProfileEntry | null> {
    return this.get(userId, version, build, stillCurrent);
  }
}

/** One cache per database handle: a transaction's handle (which may see its own uncommitted rows) gets its own. */
const caches = new WeakMap<object, ProfileCache>();

export function profileCacheOf(db: object): ProfileCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new ProfileCache()));
  return cache;
}
