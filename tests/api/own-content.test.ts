import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type Member, type TestContext } from '../helpers/context';
import { comments, reports } from '../../src/server/db/schema';
import { feedCacheOf } from '../../src/server/services/feed-cache';
import { fieldTexts } from '../helpers/field-texts';

/**
 * Members edit and delete their own posts and comments (issue 26, item 8): PUT and DELETE community/{id}/ and
 * community/comment/{id}/. Anyone else's is a 403 (posts and comments are visible to every member, so their existence
 * is no secret); an unknown id a 404. The feed, kept in memory, shows every change at once.
 */

let t: TestContext;
let ann: Member;
let ben: Member;
beforeAll(async () => {
  t = await createTestContext();
  ann = await t.createMember({ name: 'Ann Author' });
  ben = await t.createMember({ name: 'Ben Other' });
});
afterAll(async () => {
  await t.close();
});

interface CommentJson {
  id: number;
  post: number;
  content: string;
  timestamp: string;
  edited_at: string | null;
}
interface PostJson {
  id: number;
  user_id: number;
  content: string;
  timestamp: string;
  edited_at: string | null;
  comments: CommentJson[];
}

const post = async (m: Member, content: string): Promise<PostJson> =>
  (await t.request('POST', 'community/', { token: m.access, body: { content } })).json;
const comment = async (m: Member, postId: number, content: string): Promise<CommentJson> =>
  (await t.request('POST', 'community/comment/', { token: m.access, body: { post: postId, content } })).json;
const editPost = (m: Member, id: number | string, body: unknown) =>
  t.request('PUT', `community/${id}/`, { token: m.access, body });
const deletePost = (m: Member, id: number | string) => t.request('DELETE', `community/${id}/`, { token: m.access });
const editComment = (m: Member, id: number | string, body: unknown) =>
  t.request('PUT', `community/comment/${id}/`, { token: m.access, body });
const deleteComment = (m: Member, id: number | string) =>
  t.request('DELETE', `community/comment/${id}/`, { token: m.access });
const feed = async (m: Member): Promise<PostJson[]> =>
  (await t.request('GET', 'community/?limit=100', { token: m.access })).json;
const later = (ms = 60_000) => t.clock.set(new Date(t.clock.now().getTime() + ms));

describe("editing one's own post", () => {
  it('changes the content, answers the post with edited_at, and the kept feed shows it at once', async () => {
    const p = await post(ann, 'Ran 5 km');
    await comment(ben, p.id, 'Nice!');
    expect(p.edited_at).toBeNull();
    // Both members' feeds are read and kept before the edit.
    expect((await feed(ann)).find((x) => x.id === p.id)!.content).toBe('Ran 5 km');
    expect((await feed(ben)).find((x) => x.id === p.id)!.edited_at).toBeNull();

    later();
    const res = await editPost(ann, p.id, { content: '  Ran 10 km  ' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id: p.id,
      user_id: ann.id,
      content: 'Ran 10 km',
      timestamp: p.timestamp,
      edited_at: t.clock.now().toISOString(),
    });
    expect(res.json.comments.map((c: CommentJson) => c.content)).toEqual(['Nice!']);

    for (const who of [ann, ben]) {
      const shown = (await feed(who)).find((x) => x.id === p.id)!;
      expect(shown).toMatchObject({
        content: 'Ran 10 km',
        edited_at: t.clock.now().toISOString(),
        timestamp: p.timestamp,
      });
    }
    // The member page shows the same.
    const page = await t.request('GET', `user/profile/${ann.id}/`, { token: ben.access });
    expect(page.json.posts.find((x: PostJson) => x.id === p.id)).toMatchObject({
      content: 'Ran 10 km',
      edited_at: expect.any(String),
    });
  });

  it('keeps edited_at as it was when the text does not change', async () => {
    const p = await post(ann, 'Same words');
    const res = await editPost(ann, p.id, { content: 'Same words' });
    expect(res.status).toBe(200);
    expect(res.json.edited_at).toBeNull();
  });

  it('validates as creation does: blank, missing, too long', async () => {
    const p = await post(ann, 'To be edited');
    expect(fieldTexts((await editPost(ann, p.id, { content: '' })).json)).toEqual({
      content: ['This field may not be blank.'],
    });
    expect((await editPost(ann, p.id, { content: ' \n\t ' })).status).toBe(400);
    expect(fieldTexts((await editPost(ann, p.id, {})).json)).toEqual({ content: ['This field is required.'] });
    const long = await editPost(ann, p.id, { content: 'x'.repeat(5001) });
    expect(long.status).toBe(400);
    expect(long.json.content[0]).toMatch(/5000/);
    expect((await editPost(ann, p.id, { content: 'x'.repeat(5000) })).status).toBe(200);
    // JSON only, as every body of the API.
    const text = await t.request('PUT', `community/${p.id}/`, {
      token: ann.access,
      body: 'content=hi',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
  });

  it("refuses another member's post (403) and an unknown one (404), changing nothing", async () => {
    const p = await post(ann, 'Mine alone');
    const res = await editPost(ben, p.id, { content: 'Hijacked' });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ detail: 'You can only edit or delete your own posts.', code: 'not_own_post' });
    expect((await feed(ann)).find((x) => x.id === p.id)).toMatchObject({ content: 'Mine alone', edited_at: null });
    expect((await editPost(ann, 999999, { content: 'x' })).json).toEqual({
      detail: 'Post not found.',
      code: 'post_not_found',
    });
    expect((await editPost(ann, 'abc', { content: 'x' })).status).toBe(404);
  });

  it('answers in the request language', async () => {
    const p = await post(ann, 'Sprache');
    const res = await t.request('PUT', `community/${p.id}/`, {
      token: ben.access,
      body: { content: 'x' },
      headers: { 'accept-language': 'de' },
    });
    expect(res.status).toBe(403);
    expect(res.json.detail).toBe('Sie können nur Ihre eigenen Beiträge bearbeiten oder löschen.');
  });
});

describe("deleting one's own post", () => {
  it('removes it and its comments; the kept feed no longer shows it; reports about it stay', async () => {
    const p = await post(ann, 'Delete me');
    const c = await comment(ben, p.id, 'A reply that goes with it');
    const reported = await t.request('POST', 'report/', {
      token: ben.access,
      body: { reported_user: ann.id, content_type: 'post', content_id: p.id, report_type: 'spam', description: 'Spam' },
    });
    expect(reported.status).toBe(201);
    expect((await feed(ben)).some((x) => x.id === p.id)).toBe(true);

    expect((await deletePost(ben, p.id)).status).toBe(403);
    expect((await feed(ben)).some((x) => x.id === p.id)).toBe(true);

    const res = await deletePost(ann, p.id);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    for (const who of [ann, ben]) expect((await feed(who)).some((x) => x.id === p.id)).toBe(false);
    expect(await t.rt.db.select().from(comments).where(eq(comments.id, c.id))).toEqual([]);
    expect(await t.rt.db.select({ id: reports.id }).from(reports).where(eq(reports.id, reported.json.id))).toHaveLength(
      1,
    );

    // Gone: a second delete or an edit is a 404, and so is commenting on it.
    expect((await deletePost(ann, p.id)).status).toBe(404);
    expect((await editPost(ann, p.id, { content: 'back?' })).status).toBe(404);
    expect(
      (await t.request('POST', 'community/comment/', { token: ben.access, body: { post: p.id, content: 'hi' } }))
        .status,
    ).toBe(404);
  });

  it('needs a signed-in member', async () => {
    const p = await post(ann, 'Signed in only');
    expect((await t.request('PUT', `community/${p.id}/`, { body: { content: 'x' } })).status).toBe(401);
    expect((await t.request('DELETE', `community/${p.id}/`)).status).toBe(401);
    expect((await t.request('PUT', 'community/comment/1/', { body: { content: 'x' } })).status).toBe(401);
    expect((await t.request('DELETE', 'community/comment/1/')).status).toBe(401);
  });
});

describe("one's own comments", () => {
  it('are edited in place with edited_at, shown at once in the kept feed', async () => {
    const p = await post(ann, 'Comment here');
    const c = await comment(ben, p.id, 'Frist!');
    expect(c.edited_at).toBeNull();
    await feed(ann);
    later();
    const res = await editComment(ben, c.id, { content: 'First!' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id: c.id,
      post: p.id,
      user_id: ben.id,
      content: 'First!',
      timestamp: c.timestamp,
      edited_at: t.clock.now().toISOString(),
    });
    const shown = (await feed(ann)).find((x) => x.id === p.id)!;
    expect(shown.edited_at).toBeNull();
    expect(shown.comments).toEqual([
      expect.objectContaining({ id: c.id, content: 'First!', edited_at: t.clock.now().toISOString() }),
    ]);
  });

  it('validate as creation does', async () => {
    const p = await post(ann, 'Comment rules');
    const c = await comment(ben, p.id, 'ok');
    expect(fieldTexts((await editComment(ben, c.id, { content: '' })).json)).toEqual({
      content: ['This field may not be blank.'],
    });
    expect((await editComment(ben, c.id, { content: '   ' })).status).toBe(400);
    const long = await editComment(ben, c.id, { content: 'y'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(long.json.content[0]).toMatch(/2000/);
    expect((await editComment(ben, c.id, { content: 'y'.repeat(2000) })).status).toBe(200);
  });

  it("refuse another member's comment (403), even the post's author, and an unknown one (404)", async () => {
    const p = await post(ann, 'Whose comment?');
    const c = await comment(ben, p.id, 'Ben wrote this');
    const edit = await editComment(ann, c.id, { content: 'Ann rewrote it' });
    expect(edit.status).toBe(403);
    expect(edit.json).toEqual({ detail: 'You can only edit or delete your own comments.', code: 'not_own_comment' });
    expect((await deleteComment(ann, c.id)).status).toBe(403);
    expect((await feed(ben)).find((x) => x.id === p.id)!.comments.map((x) => x.content)).toEqual(['Ben wrote this']);
    expect((await editComment(ben, 999999, { content: 'x' })).json).toEqual({
      detail: 'Comment not found.',
      code: 'comment_not_found',
    });
    expect((await deleteComment(ben, 999999)).status).toBe(404);
  });

  it('are deleted (204) and vanish from the kept feed at once', async () => {
    const p = await post(ann, 'Two replies');
    const keep = await comment(ann, p.id, 'Stays');
    const gone = await comment(ben, p.id, 'Goes');
    expect((await feed(ann)).find((x) => x.id === p.id)!.comments).toHaveLength(2);
    expect((await deleteComment(ben, gone.id)).status).toBe(204);
    expect((await feed(ann)).find((x) => x.id === p.id)!.comments.map((x) => x.id)).toEqual([keep.id]);
    // And a fresh read agrees with the kept one.
    const kept = await t.request('GET', 'community/?limit=100', { token: ann.access });
    feedCacheOf(t.rt.db).clear();
    const fresh = await t.request('GET', 'community/?limit=100', { token: ann.access });
    expect(kept.text).toBe(fresh.text);
    expect((await deleteComment(ben, gone.id)).status).toBe(404);
  });
});

describe("changes to one's own content", () => {
  it('are limited in number (each rebuilds every kept feed page): 120 an hour, then 429 with Retry-After', async () => {
    const busy = await t.createMember();
    const p = await post(busy, 'Edited over and over');
    for (let i = 0; i < 120; i++) expect((await editPost(busy, p.id, { content: `take ${i}` })).status).toBe(200);
    const refused = await deletePost(busy, p.id);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    // Nobody else is held back.
    const mine = await post(ann, 'Still free to edit');
    expect((await editPost(ann, mine.id, { content: 'Edited' })).status).toBe(200);
  });
});
