import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type Member, type TestContext } from '../helpers/context';
import { countQueries } from '../helpers/query-count';
import { posts } from '../../src/server/db/schema';
import { feedPage } from '../../src/server/services/feed';
import { fieldTexts } from '../helpers/field-texts';

let t: TestContext;
let alice: Member;
let bob: Member;
beforeAll(async () => {
  t = await createTestContext();
  alice = await t.createMember({ name: 'Alice Author' });
  bob = await t.createMember({ name: 'Bob Commenter' });
});
afterAll(async () => {
  await t.close();
});

const post = (m: Member, body: unknown) => t.request('POST', 'community/', { token: m.access, body });
const comment = (m: Member, body: unknown) => t.request('POST', 'community/comment/', { token: m.access, body });
const feed = (m: Member, query = '') => t.request('GET', `community/${query}`, { token: m.access });

describe('posting', () => {
  it('publishes a post and answers 201 with it', async () => {
    const res = await post(alice, { content: '  First run of the week  ' });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      user_id: alice.id,
      profile_name: 'Alice Author',
      content: 'First run of the week',
      comments: [],
    });
    expect(typeof res.json.id).toBe('number');
    expect(new Date(res.json.timestamp).toISOString()).toBe(res.json.timestamp);
  });

  it('rejects empty, whitespace-only, missing and too-long content', async () => {
    expect(fieldTexts((await post(alice, { content: '' })).json)).toEqual({
      content: ['This field may not be blank.'],
    });
    expect((await post(alice, { content: ' \n\t ' })).status).toBe(400);
    expect(fieldTexts((await post(alice, {})).json)).toEqual({ content: ['This field is required.'] });
    const long = await post(alice, { content: 'x'.repeat(5001) });
    expect(long.status).toBe(400);
    expect(long.json.content[0]).toMatch(/5000/);
    expect((await post(alice, { content: 'x'.repeat(5000) })).status).toBe(201);
  });

  it('needs a signed-in member', async () => {
    expect((await t.request('POST', 'community/', { body: { content: 'hi' } })).status).toBe(401);
    expect((await t.request('GET', 'community/')).status).toBe(401);
  });

  it('returns markup verbatim in JSON, stored as typed', async () => {
    const xss = '<img src=x onerror=alert(1)>';
    const created = await post(alice, { content: xss });
    expect(created.json.content).toBe(xss);
    const c = await comment(bob, { post: created.json.id, content: xss });
    expect(c.json.content).toBe(xss);
    const listed = (await feed(bob)).json.find((p: { id: number }) => p.id === created.json.id);
    expect(listed.content).toBe(xss);
    expect(listed.comments[0].content).toBe(xss);
  });

  it('limits how fast one member can post', async () => {
    const spammer = await t.createMember();
    let last = 0;
    for (let i = 0; i < 31; i++) last = (await post(spammer, { content: `post ${i}` })).status;
    expect(last).toBe(429);
  });
});

describe('commenting', () => {
  it('adds a comment (201) that shows under the post, oldest first', async () => {
    const p = (await post(alice, { content: 'Who is in for Sunday?' })).json;
    const first = await comment(bob, { post: p.id, content: 'Me!' });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ user_id: bob.id, profile_name: 'Bob Commenter', content: 'Me!', post: p.id });
    t.clock.set(new Date(t.clock.now().getTime() + 1000));
    await comment(alice, { post: String(p.id), content: 'Great' });
    const listed = (await feed(alice)).json.find((x: { id: number }) => x.id === p.id);
    expect(listed.comments.map((c: { content: string }) => c.content)).toEqual(['Me!', 'Great']);
  });

  it('rejects empty, whitespace-only and too-long comments, and a missing or bad post id', async () => {
    const p = (await post(alice, { content: 'Comment rules' })).json;
    expect((await comment(bob, { post: p.id, content: '' })).status).toBe(400);
    expect(fieldTexts((await comment(bob, { post: p.id, content: '   ' })).json)).toEqual({
      content: ['This field may not be blank.'],
    });
    expect((await comment(bob, { post: p.id, content: 'y'.repeat(2001) })).status).toBe(400);
    expect((await comment(bob, { post: p.id, content: 'y'.repeat(2000) })).status).toBe(201);
    expect((await comment(bob, { content: 'hi' })).json).toHaveProperty('post');
    expect((await comment(bob, { post: 'abc', content: 'hi' })).status).toBe(400);
  });

  it('limits how fast one member can comment', async () => {
    const p = (await post(alice, { content: 'Chatty thread' })).json;
    const chatty = await t.createMember();
    let last = 0;
    for (let i = 0; i < 121; i++) last = (await comment(chatty, { post: p.id, content: `reply ${i}` })).status;
    expect(last).toBe(429);
  });

  it("answers 404 'Post not found.' for an unknown post", async () => {
    const res = await comment(bob, { post: 999999, content: 'Hello?' });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ detail: 'Post not found.', code: 'post_not_found' });
  });
});

describe('the feed', () => {
  it('pages 120 posts newest first, 50 at a time by default, with a cursor for older ones', async () => {
    const ctx = await createTestContext();
    try {
      const reader = await ctx.createMember();
      const writer = await ctx.createMember({ name: 'Prolific Poster' });
      const base = ctx.clock.now().getTime();
      await ctx.rt.db.insert(posts).values(
        Array.from({ length: 120 }, (_, i) => ({
          userId: writer.id,
          content: `post ${i + 1}`,
          createdAt: new Date(base + i * 60_000),
        })),
      );
      const get = (q: string) => ctx.request('GET', `community/${q}`, { token: reader.access });

      const first = await get('');
      expect(first.json).toHaveLength(50);
      expect(first.json[0].content).toBe('post 120');
      expect(first.json[49].content).toBe('post 71');
      expect(first.headers.get('x-has-more')).toBe('true');
      const cursor = first.headers.get('x-next-before');
      expect(cursor).toBe(String(first.json[49].id));
      expect(first.headers.get('link')).toContain(`before=${cursor}`);

      const second = await get(`?before=${cursor}`);
      expect(second.json.map((p: { content: string }) => p.content)[0]).toBe('post 70');
      expect(second.json).toHaveLength(50);

      const third = await get(`?before=${second.headers.get('x-next-before')}`);
      expect(third.json).toHaveLength(20);
      expect(third.json[19].content).toBe('post 1');
      expect(third.headers.get('x-has-more')).toBe('false');
      expect(third.headers.get('x-next-before')).toBeNull();

      const seen = [...first.json, ...second.json, ...third.json].map((p: { id: number }) => p.id);
      expect(new Set(seen).size).toBe(120);

      expect((await get('?limit=10')).json).toHaveLength(10);
      expect((await get('?limit=1000')).json).toHaveLength(100);
      expect((await get('?limit=0')).json).toHaveLength(1);
      expect((await get('?before=abc')).status).toBe(400);
    } finally {
      await ctx.close();
    }
  });

  it('reads a page in a fixed number of queries, however many posts and comments it holds', async () => {
    const ctx = t;
    const writer = await ctx.createMember();
    for (let i = 0; i < 12; i++) {
      const p = (await post(writer, { content: `busy ${i}` })).json;
      await comment(alice, { post: p.id, content: `c ${i}` });
      await comment(bob, { post: p.id, content: `d ${i}` });
    }
    await feedPage(t.rt, alice.id, { limit: 1 }); // the first read of a kind of page prepares its statement
    // A page not kept yet: the feed change counter, then the page's one statement.
    const small = await countQueries(t.rt, () => feedPage(t.rt, alice.id, { limit: 2 }));
    const large = await countQueries(t.rt, () => feedPage(t.rt, alice.id, { limit: 50 }));
    expect(small).toBe(2);
    expect(large).toBe(2);
  });

  it('reads the same page again with the counter alone while nothing changed, and from the database after a change', async () => {
    await feedPage(t.rt, bob.id, { limit: 50 });
    expect(await countQueries(t.rt, () => feedPage(t.rt, bob.id, { limit: 50 }))).toBe(1);
    await comment(alice, { post: (await post(bob, { content: 'Changes the feed' })).json.id, content: 'So does this' });
    expect(await countQueries(t.rt, () => feedPage(t.rt, bob.id, { limit: 50 }))).toBe(2);
    expect(await countQueries(t.rt, () => feedPage(t.rt, bob.id, { limit: 50 }))).toBe(1);
  });
});

describe('blocking and the feed', () => {
  it("hides a blocked member's posts and comments from the blocker only", async () => {
    const blocker = await t.createMember();
    const pest = await t.createMember();
    const mine = (await post(blocker, { content: 'My post' })).json;
    const theirs = (await post(pest, { content: 'Pest post' })).json;
    await comment(pest, { post: mine.id, content: 'Pest comment' });
    await comment(alice, { post: mine.id, content: 'Friendly comment' });

    expect((await t.request('POST', 'block/', { token: blocker.access, body: { blocked: pest.id } })).status).toBe(201);

    const blockerFeed = (await feed(blocker, '?limit=100')).json;
    expect(blockerFeed.find((p: { id: number }) => p.id === theirs.id)).toBeUndefined();
    const minePost = blockerFeed.find((p: { id: number }) => p.id === mine.id);
    expect(minePost.comments.map((c: { content: string }) => c.content)).toEqual(['Friendly comment']);

    const othersFeed = (await feed(alice, '?limit=100')).json;
    expect(othersFeed.find((p: { id: number }) => p.id === theirs.id)).toBeDefined();
    expect(othersFeed.find((p: { id: number }) => p.id === mine.id).comments).toHaveLength(2);
  });

  it("refuses a comment on the post of a member who blocks the commenter with 403 'You cannot comment on this post.'", async () => {
    const author = await t.createMember();
    const blocked = await t.createMember();
    const p = (await post(author, { content: 'Not for you' })).json;
    await t.request('POST', 'block/', { token: author.access, body: { blocked: blocked.id } });
    const res = await comment(blocked, { post: p.id, content: 'Let me in' });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ detail: 'You cannot comment on this post.', code: 'cannot_comment' });
    // The blocker can still comment on the blocked member's posts.
    const q = (await post(blocked, { content: 'Mine' })).json;
    expect((await comment(author, { post: q.id, content: 'ok' })).status).toBe(201);
  });

  it('tells each viewer, post by post, whether they may comment (can_comment), so the feed shows no box they cannot use', async () => {
    const blocker = await t.createMember();
    const blocked = await t.createMember();
    const theirs = (await post(blocker, { content: 'Blocker speaks' })).json;
    const mine = (await post(blocked, { content: 'Blocked speaks' })).json;
    expect(theirs.can_comment).toBe(true);
    await t.request('POST', 'block/', { token: blocker.access, body: { blocked: blocked.id } });

    const canCommentOn = (list: { id: number; can_comment: boolean }[], id: number) =>
      list.find((p) => p.id === id)?.can_comment;
    const blockedFeed = (await feed(blocked, '?limit=100')).json;
    expect(canCommentOn(blockedFeed, theirs.id)).toBe(false);
    expect(canCommentOn(blockedFeed, mine.id)).toBe(true);
    expect(
      blockedFeed.filter((p: { can_comment: boolean }) => !p.can_comment).map((p: { id: number }) => p.id),
    ).toEqual([theirs.id]);
    // The blocker may still comment on the blocked member's posts (the feed hides them, the member page does not).
    const onBlockedPage = (await t.request('GET', `user/profile/${blocked.id}/`, { token: blocker.access })).json;
    expect(canCommentOn(onBlockedPage.posts, mine.id)).toBe(true);
    expect(canCommentOn((await feed(alice, '?limit=100')).json, theirs.id)).toBe(true);
    // The member page's posts say the same as its can_comment.
    const onBlockerPage = (await t.request('GET', `user/profile/${blocker.id}/`, { token: blocked.access })).json;
    expect(onBlockerPage.can_comment).toBe(false);
    expect(canCommentOn(onBlockerPage.posts, theirs.id)).toBe(false);

    expect((await t.request('DELETE', `unblock/${blocked.id}/`, { token: blocker.access })).status).toBe(204);
    expect(canCommentOn((await feed(blocked, '?limit=100')).json, theirs.id)).toBe(true);
  });

  it("reads can_comment within the page's one statement (after the counter)", async () => {
    const blocker = await t.createMember();
    const blocked = await t.createMember();
    await post(blocker, { content: 'Counted' });
    await t.request('POST', 'block/', { token: blocker.access, body: { blocked: blocked.id } });
    await feedPage(t.rt, blocked.id, { limit: 1 }); // prepares the statement
    expect(await countQueries(t.rt, () => feedPage(t.rt, blocked.id, { limit: 20 }))).toBe(2);
  });
});
