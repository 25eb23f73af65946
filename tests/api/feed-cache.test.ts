import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openTwoRuntimes } from '../helpers/two-runtimes';
import { createTestContext, type Member, type TestContext } from '../helpers/context';
import { fileOf, png } from '../fixtures/profile/images';
import { comments, posts, profiles } from '../../src/server/db/schema';
import { feedCacheOf, FeedCache, type FeedEntry } from '../../src/server/services/feed-cache';
import { createComment, createPost } from '../../src/server/services/community';
import { feedPageText } from '../../src/server/services/feed';
import { blockMember } from '../../src/server/services/blocks';
import { createUser } from '../../src/server/services/accounts';
import type { Runtime } from '../../src/server/runtime';
import { okValue } from '../helpers/result';

/**
 * The feed keeps its pages in memory while the database's feed change counter stands still. Every kind of change
 * the feed shows moves the counter, so the next read shows it, and a kept page is byte for byte a fresh one.
 */

let t: TestContext;
let viewer: Member;
let author: Member;
let other: Member;
beforeAll(async () => {
  t = await createTestContext();
  viewer = await t.createMember({ name: 'Vic Viewer' });
  author = await t.createMember({ name: 'Ada Author' });
  other = await t.createMember({ name: 'Olly Other' });
  await post(author, 'The first post');
});
afterAll(async () => {
  await t.close();
});

type Page = Awaited<ReturnType<TestContext['request']>>;
type PostJson = {
  id: number;
  user_id: number;
  profile_name: string;
  profile_picture: string | null;
  content: string;
  can_comment: boolean;
  comments: { content: string; profile_name: string }[];
};

const post = async (m: Member, content: string): Promise<PostJson> =>
  (await t.request('POST', 'community/', { token: m.access, body: { content } })).json;
const comment = (m: Member, postId: number, content: string) =>
  t.request('POST', 'community/comment/', { token: m.access, body: { post: postId, content } });
const feed = (m: Member, query = '?limit=100'): Promise<Page> =>
  t.request('GET', `community/${query}`, { token: m.access });
const postsOf = (page: Page): PostJson[] => page.json;

/** The same page read afresh from the database (nothing kept). */
async function freshFeed(m: Member, query = '?limit=100'): Promise<Page> {
  feedCacheOf(t.rt.db).clear();
  return feed(m, query);
}

/** Counts the SQL statements Drizzle sends while `work` runs (PGlite and PostgreSQL). */
async function countQueries(rt: Runtime, work: () => Promise<unknown>): Promise<number> {
  const session = (rt.db as unknown as { session: { logger: { logQuery(q: string, p: unknown[]): void } } }).session;
  const original = session.logger;
  let count = 0;
  session.logger = { logQuery: () => void count++ };
  try {
    await work();
  } finally {
    session.logger = original;
  }
  return count;
}

/** Reads the feed (so it is kept), makes the change, and gives the next read and a fresh read of the same page. */
async function afterChange(m: Member, change: () => Promise<unknown>, query = '?limit=100') {
  const before = await feed(m, query);
  const kept = await feed(m, query);
  expect(kept.text).toBe(before.text);
  await change();
  const after = await feed(m, query);
  const fresh = await freshFeed(m, query);
  expect(after.status).toBe(200);
  expect(after.text).toBe(fresh.text);
  expect(after.headers.get('x-has-more')).toBe(fresh.headers.get('x-has-more'));
  expect(after.headers.get('x-next-before')).toBe(fresh.headers.get('x-next-before'));
  return { before: postsOf(before), after: postsOf(after) };
}

describe('a kept feed page', () => {
  it('is served again with one tiny query while nothing changed (none on the embedded database), byte for byte what the database answers', async () => {
    const first = await feed(viewer);
    // The one query is the token's check, which reads the counter with the member; on the embedded database the
    // check itself is kept until a change is announced (access-cache.ts).
    const queries = await countQueries(t.rt, () => feed(viewer));
    expect(queries).toBe(t.rt.database.kind === 'pglite' ? 0 : 1);
    const again = await feed(viewer);
    expect(again.text).toBe(first.text);
    expect(again.text).toBe((await freshFeed(viewer)).text);
  });

  it('is kept per viewer and per page: paging and other viewers get their own', async () => {
    for (let i = 0; i < 4; i++) await post(other, `paged ${i}`);
    const firstPage = await feed(viewer, '?limit=2');
    const cursor = firstPage.headers.get('x-next-before');
    const secondPage = await feed(viewer, `?limit=2&before=${cursor}`);
    expect(postsOf(secondPage)[0]!.id).toBeLessThan(Number(cursor));
    expect(secondPage.text).toBe((await freshFeed(viewer, `?limit=2&before=${cursor}`)).text);
    expect((await feed(viewer, '?limit=2')).text).toBe(firstPage.text);
    expect((await feed(other, '?limit=3')).text).toBe((await freshFeed(other, '?limit=3')).text);
  });

  it('is read once by many requests at once: they share one read of the page', async () => {
    await post(other, 'A change: nothing is kept at this counter value');
    const queries = await countQueries(t.rt, () => Promise.all(Array.from({ length: 5 }, () => feed(viewer))));
    // Five token checks (each reads the counter), one page statement.
    expect(queries).toBe(6);
  });

  it('signs its picture links for the time of each read: a link never outlives its window', async () => {
    await t.rt.db
      .update(profiles)
      .set({ imageKey: 'profile/abcdefghijklmnop0123.jpg' })
      .where(eq(profiles.userId, author.id));
    const before = await feed(viewer);
    const link = postsOf(before).find((p) => p.user_id === author.id)!.profile_picture!;
    expect(link).toMatch(/^\/api\/v1\/media\/profile\/abcdefghijklmnop0123\.jpg\?exp=\d+&sig=/);
    t.clock.set(new Date(t.clock.now().getTime() + 11 * 60_000));
    const later = await feed(viewer);
    const newLink = postsOf(later).find((p) => p.user_id === author.id)!.profile_picture!;
    expect(newLink).not.toBe(link);
    expect(Number(new URL(newLink, 'http://x').searchParams.get('exp'))).toBeGreaterThan(
      Number(new URL(link, 'http://x').searchParams.get('exp')),
    );
    expect(later.text).toBe((await freshFeed(viewer)).text);
  });
});

describe('the next feed read shows', () => {
  it('a new post', async () => {
    let created: PostJson | undefined;
    const { after } = await afterChange(viewer, async () => (created = await post(author, 'Brand new post')));
    expect(after[0]).toMatchObject({ id: created!.id, content: 'Brand new post' });
  });

  it('a new comment', async () => {
    const target = await post(author, 'Comment on me');
    const { after } = await afterChange(viewer, () => comment(other, target.id, 'A new comment'));
    expect(after.find((p) => p.id === target.id)!.comments.map((c) => c.content)).toEqual(['A new comment']);
  });

  it('a post or comment edited or removed in the database (the app has no edit; tools and cascades do)', async () => {
    const target = await post(author, 'Will be edited');
    await comment(other, target.id, 'Will be removed');
    const edited = await afterChange(viewer, () =>
      t.rt.db.update(posts).set({ content: 'Edited by hand' }).where(eq(posts.id, target.id)),
    );
    expect(edited.after.find((p) => p.id === target.id)!.content).toBe('Edited by hand');
    const uncommented = await afterChange(viewer, () => t.rt.db.delete(comments).where(eq(comments.postId, target.id)));
    expect(uncommented.after.find((p) => p.id === target.id)!.comments).toEqual([]);
    const removed = await afterChange(viewer, () => t.rt.db.delete(posts).where(eq(posts.id, target.id)));
    expect(removed.after.find((p) => p.id === target.id)).toBeUndefined();
  });

  it("a block by the viewer (the blocked member's posts go) and its end (they come back)", async () => {
    const theirs = await post(other, 'Soon hidden');
    const blocked = await afterChange(viewer, () =>
      t.request('POST', 'block/', { token: viewer.access, body: { blocked: other.id } }),
    );
    expect(blocked.before.some((p) => p.id === theirs.id)).toBe(true);
    expect(blocked.after.some((p) => p.user_id === other.id)).toBe(false);
    const unblocked = await afterChange(viewer, () =>
      t.request('DELETE', `unblock/${other.id}/`, { token: viewer.access }),
    );
    expect(unblocked.after.some((p) => p.id === theirs.id)).toBe(true);
  });

  it('a block of the viewer by an author (can_comment turns false) and its end', async () => {
    const theirs = await post(author, 'Comment while you can');
    const blocked = await afterChange(viewer, () =>
      t.request('POST', 'block/', { token: author.access, body: { blocked: viewer.id } }),
    );
    expect(blocked.before.find((p) => p.id === theirs.id)!.can_comment).toBe(true);
    expect(blocked.after.find((p) => p.id === theirs.id)!.can_comment).toBe(false);
    const unblocked = await afterChange(viewer, () =>
      t.request('DELETE', `unblock/${viewer.id}/`, { token: author.access }),
    );
    expect(unblocked.after.find((p) => p.id === theirs.id)!.can_comment).toBe(true);
  });

  it('a member renaming themselves, on their posts and comments', async () => {
    const target = await post(author, 'Whose name is this');
    await comment(author, target.id, 'Mine too');
    const form = new FormData();
    form.append('full_name', 'Ada Renamed');
    const { after } = await afterChange(viewer, () =>
      t.request('PUT', 'user/profile/', { token: author.access, form }),
    );
    const shown = after.find((p) => p.id === target.id)!;
    expect(shown.profile_name).toBe('Ada Renamed');
    expect(shown.comments[0]!.profile_name).toBe('Ada Renamed');
  });

  it('a member changing their picture', async () => {
    await post(other, 'Look at my picture');
    const form = new FormData();
    form.append('image', fileOf(await png(40, 40), 'me.png', 'image/png'));
    const { before, after } = await afterChange(viewer, async () => {
      const res = await t.request('PUT', 'user/profile/', { token: other.access, form });
      expect(res.status).toBe(200);
    });
    const pictureOf = (list: PostJson[]) => list.find((p) => p.user_id === other.id)!.profile_picture;
    expect(pictureOf(after)).toMatch(/^\/api\/v1\/media\/profile\//);
    expect(pictureOf(after)).not.toBe(pictureOf(before));
  });

  it('a member deleting their account: their posts and comments go', async () => {
    const leaver = await t.createMember({ name: 'Lee Leaver' });
    const theirs = await post(leaver, 'Goodbye post');
    const target = await post(author, 'Say goodbye');
    await comment(leaver, target.id, 'Goodbye comment');
    const { before, after } = await afterChange(viewer, async () => {
      const res = await t.request('POST', 'user/delete-account/', {
        token: leaver.access,
        body: { password: leaver.password, confirmation: 'DELETE MY ACCOUNT', email: leaver.email },
      });
      expect(res.status).toBe(200);
    });
    expect(before.some((p) => p.id === theirs.id)).toBe(true);
    expect(after.some((p) => p.id === theirs.id)).toBe(false);
    expect(after.find((p) => p.id === target.id)!.comments).toEqual([]);
  });

  it('the same on the member page, which shares the kept pages', async () => {
    const page = () => t.request('GET', `user/profile/${author.id}/`, { token: viewer.access });
    const before = (await page()).json;
    const created = await post(author, 'On my page too');
    const after = (await page()).json;
    expect(after.posts[0].id).toBe(created.id);
    expect(after.posts.length).toBe(before.posts.length + 1);
  });
});

describe('the feed change counter', () => {
  const version = async () =>
    Number(
      ((await t.rt.db.execute(sql`select version from feed_changes`)) as unknown as { rows: { version: unknown }[] })
        .rows[0]!.version,
    );

  it('moves once per transaction, however many rows it writes, and not for a rolled-back one', async () => {
    const start = await version();
    await t.rt.db
      .insert(posts)
      .values(Array.from({ length: 30 }, (_, i) => ({ userId: author.id, content: `bulk ${i}` })));
    expect(await version()).toBe(start + 1);
    await t.rt.db
      .transaction(async (tx) => {
        await tx.insert(posts).values({ userId: author.id, content: 'never committed' });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await version()).toBe(start + 1);
  });

  it('stays still for what the feed does not show (other profile fields, sign-ins)', async () => {
    const start = await version();
    await t.rt.db.update(profiles).set({ age: 41 }).where(eq(profiles.userId, author.id));
    const signIn = await t.request('POST', 'user/token/', { body: { email: viewer.email, password: viewer.password } });
    expect(signIn.status).toBe(200);
    expect(await version()).toBe(start);
  });
});

describe('the kept pages are bounded', () => {
  const entry = (version: number, chars: number): FeedEntry => ({
    version,
    json: 'x'.repeat(chars),
    hasMore: false,
    lastId: null,
    signed: null,
  });

  it('by count: the least recently used page goes first', async () => {
    const cache = new FeedCache({ entries: 2, chars: 1_000_000 });
    let builds = 0;
    const read = (key: string) => cache.page(key, 1, async () => (builds++, entry(1, 10)));
    await read('a');
    await read('b');
    await read('a');
    await read('c'); // b goes
    expect(cache.size.entries).toBe(2);
    expect(builds).toBe(3);
    await read('a');
    expect(builds).toBe(3);
    await read('b');
    expect(builds).toBe(4);
  });

  it('by size, counting a page three times (as read, signed, and signed as bytes), and a page too large to keep is served but not kept', async () => {
    const cache = new FeedCache({ entries: 100, chars: 1000 });
    await cache.page('a', 1, async () => entry(1, 200));
    await cache.page('b', 1, async () => entry(1, 200));
    expect(cache.size).toEqual({ entries: 1, chars: 600 });
    expect((await cache.page('huge', 1, async () => entry(1, 400))).json).toHaveLength(400);
    expect(cache.size).toEqual({ entries: 1, chars: 600 });
  });

  it('by version: a page is kept once, at the newest value, and an older build never replaces it', async () => {
    const cache = new FeedCache();
    await cache.page('a', 5, async () => entry(5, 10));
    await cache.page('a', 4, async () => entry(4, 20));
    expect(cache.size).toEqual({ entries: 1, chars: 30 });
    expect((await cache.page('a', 5, async () => entry(5, 99))).json).toHaveLength(10);
  });
});

describe.skipIf(!process.env['DATABASE_URL'])('two app nodes on one PostgreSQL', () => {
  let nodes: Awaited<ReturnType<typeof openTwoRuntimes>>;
  let nodeA: Runtime;
  let nodeB: Runtime;
  beforeAll(async () => {
    nodes = await openTwoRuntimes('feed-cache');
    ({ nodeA, nodeB } = nodes);
  });
  afterAll(async () => {
    await nodes?.close();
  });

  it("see each other's changes on their next read, and keep the same bytes", async () => {
    const member = async (fullName: string) =>
      okValue(
        await createUser(nodeA, {
          email: `${fullName.toLowerCase()}@example.com`,
          password: 'correct horse battery',
          fullName,
        }),
      ).id;
    const reader = await member('Reader');
    const writer = await member('Writer');
    const onA = async () => (await feedPageText(nodeA, reader, {})).json;
    const onB = async () => (await feedPageText(nodeB, reader, {})).json;

    expect(await onB()).toBe('[]');
    const first = await createPost(nodeA, writer, 'Posted on node A');
    expect(JSON.parse(await onB())[0]).toMatchObject({ id: first.id, content: 'Posted on node A' });
    expect(await onA()).toBe(await onB());

    const reply = await createComment(nodeB, reader, first.id, 'Answered on node B');
    expect(reply.ok).toBe(true);
    expect(JSON.parse(await onA())[0].comments[0]).toMatchObject({ content: 'Answered on node B' });

    await blockMember(nodeB, reader, writer);
    expect(await onA()).toBe('[]');
    expect(await onB()).toBe('[]');
    await nodeB.db.execute(sql`delete from blocks`);
    await nodeA.db.execute(sql`update users set full_name = 'Writer Renamed' where id = ${writer}`);
    expect(JSON.parse(await onB())[0].profile_name).toBe('Writer Renamed');
    expect(await onA()).toBe(await onB());
  });
});
