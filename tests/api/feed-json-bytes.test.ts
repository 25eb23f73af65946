import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { createTestContext, type Member, type TestContext } from '../helpers/context';
import { blocks, comments, posts, profiles, users } from '../../src/server/db/schema';
import { feedPageText, type FeedOptions } from '../../src/server/services/feed';
import { signedMediaUrl } from '../../src/server/services/media';
import { clampLimit, toCommentJson, toPostJson } from '../../src/lib/contracts/community';

/**
 * The feed's JSON is written by the database (one statement) instead of JSON.stringify. These tests hold it to the
 * bytes the contract's serializers give for the same rows, read here the plain way, one table at a time.
 */

let t: TestContext;
let viewer: Member;
let quoter: Member;
let pictured: Member;
let blockedByViewer: Member;
let blockingViewer: Member;

const tricky = [
  'He said "hi" \\ and left',
  'Tabs\tnew\nlines\r\u0001\u001f and \u007f',
  'Emoji 💪🏽, accents éàü, CJK 筋トレ, separators \u2028\u2029',
  '"profile_picture":"posts/AAAAAAAAAAAAAAAAAAAA.jpg"',
  '<script>alert(1)</script> & </p>',
  '{"json":"inside"} [1,2] null true',
];

beforeAll(async () => {
  t = await createTestContext();
  viewer = await t.createMember({ name: 'Vera "Viewer" O\'Neil' });
  quoter = await t.createMember({ name: 'Back\\slash "Quote" \u2028 Member' });
  pictured = await t.createMember({ name: 'Pia Picture' });
  blockedByViewer = await t.createMember({ name: 'Bo Blocked' });
  blockingViewer = await t.createMember({ name: 'Bea Blocker' });
  await t.rt.db
    .update(profiles)
    .set({ imageKey: 'profile/abcdefghijklmnop0123.jpg' })
    .where(eq(profiles.userId, pictured.id));
  // Not a storage key: the feed must answer null, never the raw text.
  await t.rt.db.update(profiles).set({ imageKey: '../etc/"passwd"' }).where(eq(profiles.userId, quoter.id));
  await t.rt.db.insert(blocks).values([
    { blockerId: viewer.id, blockedId: blockedByViewer.id },
    { blockerId: blockingViewer.id, blockedId: viewer.id },
  ]);

  const authors = [viewer, quoter, pictured, blockedByViewer, blockingViewer];
  // Timestamps with microseconds, as rows written by SQL defaults have.
  const base = Date.UTC(2026, 0, 2, 3, 4, 5, 678);
  for (let i = 0; i < 14; i++) {
    const author = authors[i % authors.length]!;
    const [row] = await t.rt.db
      .insert(posts)
      .values({ userId: author.id, content: tricky[i % tricky.length]!, createdAt: new Date(base + i * 1000) })
      .returning({ id: posts.id });
    for (let j = 0; j < i % 4; j++) {
      await t.rt.db.insert(comments).values({
        postId: row!.id,
        userId: authors[(i + j + 1) % authors.length]!.id,
        content: tricky[(i + j) % tricky.length]!,
        // Two comments in the same millisecond: their order falls back to the id.
        createdAt: new Date(base + i * 1000 + (j === 2 ? 1 : j)),
      });
    }
  }
  await t.rt.db.execute(
    sql`update comments set created_at = created_at + interval '456 microseconds' where id % 2 = 0`,
  );
  // Some posts and comments were edited by their authors (edited_at, with microseconds too).
  await t.rt.db.execute(
    sql`update posts set edited_at = created_at + interval '1 hour 789 microseconds' where id % 3 = 0`,
  );
  await t.rt.db.execute(
    sql`update comments set edited_at = created_at + interval '2 minutes 5 microseconds' where id % 3 = 1`,
  );
});
afterAll(async () => {
  await t.close();
});

/** The feed as the contract's serializers write it, from rows read without any JSON help from the database. */
async function expectedFeed(viewerId: number, options: FeedOptions): Promise<string> {
  const limit = clampLimit(options.limit);
  const blockedIds = (
    await t.rt.db.select({ id: blocks.blockedId }).from(blocks).where(eq(blocks.blockerId, viewerId))
  ).map((b) => b.id);
  const blockerIds = (
    await t.rt.db.select({ id: blocks.blockerId }).from(blocks).where(eq(blocks.blockedId, viewerId))
  ).map((b) => b.id);
  const filters = [];
  if (options.before) filters.push(lt(posts.id, options.before));
  if (options.authorId !== undefined) filters.push(eq(posts.userId, options.authorId));
  const author = { fullName: users.fullName, imageKey: profiles.imageKey };
  const postRows = (
    await t.rt.db
      .select({
        id: posts.id,
        userId: posts.userId,
        content: posts.content,
        createdAt: posts.createdAt,
        editedAt: posts.editedAt,
        ...author,
      })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.userId))
      .leftJoin(profiles, eq(profiles.userId, posts.userId))
      .where(and(...filters))
      .orderBy(desc(posts.id))
  )
    .filter((p) => !(options.hideBlockedAuthors ?? true) || !blockedIds.includes(p.userId))
    .slice(0, limit);
  const commentRows = postRows.length
    ? await t.rt.db
        .select({
          id: comments.id,
          postId: comments.postId,
          userId: comments.userId,
          content: comments.content,
          createdAt: comments.createdAt,
          editedAt: comments.editedAt,
          ...author,
        })
        .from(comments)
        .innerJoin(users, eq(users.id, comments.userId))
        .leftJoin(profiles, eq(profiles.userId, comments.userId))
        .where(
          inArray(
            comments.postId,
            postRows.map((p) => p.id),
          ),
        )
        .orderBy(asc(comments.createdAt), asc(comments.id))
    : [];
  const picture = (key: string | null) => signedMediaUrl(t.rt, key);
  return JSON.stringify(
    postRows.map((p) =>
      toPostJson(
        { ...p, picture: picture(p.imageKey), canComment: !blockerIds.includes(p.userId) },
        commentRows
          .filter((c) => c.postId === p.id && !blockedIds.includes(c.userId))
          .map((c) => toCommentJson({ ...c, picture: picture(c.imageKey) })),
      ),
    ),
  );
}

describe('the feed JSON written by the database', () => {
  it('is byte for byte what the serializers write: escaping, unicode, timestamps, pictures, can_comment', async () => {
    const page = await feedPageText(t.rt, viewer.id, {});
    expect(page.json).toBe(await expectedFeed(viewer.id, {}));
    expect(page.json).toContain('/api/v1/media/profile/abcdefghijklmnop0123.jpg?exp=');
    expect(page.json).not.toContain('passwd');
    expect(page.json).toContain('"can_comment":false');
    expect(page.json).toContain('"edited_at":null');
    expect(page.json).toMatch(/"edited_at":"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z"/);
  });

  it('is the same on every page, for every viewer, and on a member page', async () => {
    for (const options of [
      { limit: 3 },
      { limit: 3, before: 9 },
      { limit: 100 },
      { authorId: pictured.id, hideBlockedAuthors: false },
    ]) {
      for (const who of [viewer, quoter, blockingViewer]) {
        expect((await feedPageText(t.rt, who.id, options)).json).toBe(await expectedFeed(who.id, options));
      }
    }
    expect(
      (await feedPageText(t.rt, viewer.id, { authorId: blockedByViewer.id, hideBlockedAuthors: false })).json,
    ).toBe(await expectedFeed(viewer.id, { authorId: blockedByViewer.id, hideBlockedAuthors: false }));
  });

  it('tells where the next page starts, and answers [] past the last one', async () => {
    const first = await feedPageText(t.rt, quoter.id, { limit: 5 });
    expect(first.hasMore).toBe(true);
    expect(first.nextBefore).toBe((JSON.parse(first.json) as { id: number }[]).at(-1)!.id);
    const past = await feedPageText(t.rt, quoter.id, { before: 1 });
    expect(past).toMatchObject({ json: '[]', hasMore: false, nextBefore: null });
    expect(Buffer.from(past.bytes).toString('utf8')).toBe('[]');
  });
});

describe('the prepared feed statement', () => {
  it('serves many first requests at once on a fresh database', async () => {
    const fresh = await createTestContext();
    try {
      const reader = await fresh.createMember();
      const pages = await Promise.all(
        Array.from({ length: 8 }, (_, i) => feedPageText(fresh.rt, reader.id, { limit: 1 + (i % 3) })),
      );
      expect(pages.map((p) => p.json)).toEqual(Array.from({ length: 8 }, () => '[]'));
    } finally {
      await fresh.close();
    }
  });

  it.skipIf(Boolean(process.env['DATABASE_URL']))(
    'is prepared again when the embedded database forgot it',
    async () => {
      const before = await feedPageText(t.rt, viewer.id, {});
      await t.rt.db.execute(sql`deallocate all`);
      expect(await feedPageText(t.rt, viewer.id, {})).toEqual(before);
    },
  );
});
