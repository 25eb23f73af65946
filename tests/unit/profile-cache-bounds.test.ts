import { describe, expect, it } from 'vitest';
import { ProfileCache, type ProfileEntry } from '../../src/server/services/profile-cache';

/** A member's answer at `version`, `chars` characters of text long. */
function answerOf(userId: number, version: number, chars = 100): ProfileEntry {
  const head = `{"id":${userId},"version":${version},"pad":"`;
  return {
    version,
    week: 0,
    paidSince: null,
    hasPaid: false,
    head: head.padEnd(chars, 'x'),
    imageKey: null,
    tail: '"}',
    signed: null,
  };
}

/** Asks the cache for the member's answer at `version`, counting the builds it needed. */
async function ask(
  cache: ProfileCache,
  builds: number[],
  userId: number,
  version = 1,
  chars = 100,
): Promise<ProfileEntry | null> {
  return cache.answer(
    userId,
    version,
    () => true,
    async () => {
      builds.push(userId);
      return answerOf(userId, version, chars);
    },
  );
}

describe("the profile cache's bounds", () => {
  it('keeps at most `entries` answers, dropping the least recently read first', async () => {
    const cache = new ProfileCache({ entries: 2, chars: 1_000_000 });
    const builds: number[] = [];
    await ask(cache, builds, 1);
    await ask(cache, builds, 2);
    await ask(cache, builds, 1); // member 1 read again: member 2 is now the oldest
    await ask(cache, builds, 3);
    expect(cache.size.entries).toBe(2);
    expect(builds).toEqual([1, 2, 3]);
    await ask(cache, builds, 1);
    expect(builds).toEqual([1, 2, 3]);
    await ask(cache, builds, 2);
    expect(builds).toEqual([1, 2, 3, 2]);
  });

  it('keeps at most `chars` characters over all answers, dropping the oldest to make room', async () => {
    const cache = new ProfileCache({ entries: 100, chars: 2_000 });
    const builds: number[] = [];
    for (let userId = 1; userId <= 10; userId++) await ask(cache, builds, userId);
    expect(cache.size.chars).toBeLessThanOrEqual(2_000);
    expect(cache.size.entries).toBeLessThan(10);
    // The newest is still kept; the first was dropped.
    await ask(cache, builds, 10);
    expect(builds.filter((id) => id === 10)).toHaveLength(1);
    await ask(cache, builds, 1);
    expect(builds.filter((id) => id === 1)).toHaveLength(2);
  });

  it('never keeps an answer larger than the whole bound, and still answers it', async () => {
    const cache = new ProfileCache({ entries: 100, chars: 500 });
    const builds: number[] = [];
    const answer = await ask(cache, builds, 7, 1, 1_000);
    expect(answer?.head.startsWith('{"id":7,')).toBe(true);
    expect(cache.size).toEqual({ entries: 0, chars: 0 });
  });

  it('answers an evicted member with a fresh build of the version asked for', async () => {
    const cache = new ProfileCache({ entries: 1, chars: 1_000_000 });
    const builds: number[] = [];
    await ask(cache, builds, 1, 4);
    await ask(cache, builds, 2, 9);
    const again = await ask(cache, builds, 1, 5);
    expect(again).toMatchObject({ version: 5, head: expect.stringContaining('"version":5') });
    expect(builds).toEqual([1, 2, 1]);
    expect(cache.size.entries).toBe(1);
  });
});
