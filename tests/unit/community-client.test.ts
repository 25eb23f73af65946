// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { community } from '../../src/lib/client/community';
import { ownPosts } from '../../src/lib/client/own-posts';
import { withEditedComment, withEditedPost, withoutComment, withoutPost } from '../../src/lib/stores/own-posts';
import { safety } from '../../src/lib/client/safety';

interface Call {
  url: string;
  method: string;
  body: unknown;
}

let calls: Call[] = [];
/** Answers every call with `body` (and `headers`) and records what was asked. */
function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({
        url,
        method: init.method ?? 'GET',
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      return new Response(body === null ? null : JSON.stringify(body), { status, headers });
    }),
  );
}

const post = (id: number) => ({
  id,
  user_id: 1,
  profile_name: 'A',
  profile_picture: null,
  content: `p${id}`,
  timestamp: '',
  edited_at: null,
  comments: [],
  can_comment: true,
});
const comment = (id: number, postId: number) => ({
  id,
  post: postId,
  user_id: 2,
  profile_name: 'B',
  profile_picture: null,
  content: `c${id}`,
  timestamp: '',
  edited_at: null,
});
const posts = (count: number, from = 100) => Array.from({ length: count }, (_, i) => post(from - i));

beforeEach(() => {
  calls = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the community client', () => {
  it('pages the feed by the X-Has-More header, asking for older posts before the last one shown', async () => {
    answer(200, posts(50), { 'X-Has-More': 'true', 'X-Next-Before': '51' });
    const page = await community.feed();
    expect(calls[0]!.url).toBe('/api/v1/community/');
    expect(page.posts).toHaveLength(50);
    expect(page.hasMore).toBe(true);

    answer(200, posts(3, 50), { 'X-Has-More': 'false' });
    const older = await community.feed(51);
    expect(calls[1]!.url).toBe('/api/v1/community/?before=51');
    expect(older).toEqual({ posts: posts(3, 50), hasMore: false });
  });

  it("pages a member's posts the same way, keeping the rest of the member page", async () => {
    answer(
      200,
      { profile: { user_id: 7 }, posts: posts(50), is_blocked_by_me: false, is_blocking_me: false, can_comment: true },
      { 'X-Has-More': 'true' },
    );
    const page = await community.memberPage('7');
    expect(calls[0]!.url).toBe('/api/v1/user/profile/7/');
    expect(page).toMatchObject({ profile: { user_id: 7 }, hasMore: true, can_comment: true });
    expect(page.posts).toHaveLength(50);
    await community.memberPage(7, 51);
    expect(calls[1]!.url).toBe('/api/v1/user/profile/7/?before=51');
  });

  it('posts and comments with the bodies of the spec', async () => {
    answer(201, {});
    await community.createPost('Leg day');
    await community.comment(4, 'Nice');
    expect(calls).toEqual([
      { url: '/api/v1/community/', method: 'POST', body: { content: 'Leg day' } },
      { url: '/api/v1/community/comment/', method: 'POST', body: { content: 'Nice', post: 4 } },
    ]);
  });
});

describe("the author's own posts and comments", () => {
  it('edits with PUT and deletes with DELETE at community/{id}/ and community/comment/{id}/', async () => {
    answer(200, {});
    await ownPosts.editPost(4, 'Leg day, done');
    await ownPosts.editComment(9, 'Nice!');
    answer(204, null);
    await ownPosts.deletePost(4);
    await ownPosts.deleteComment(9);
    expect(calls).toEqual([
      { url: '/api/v1/community/4/', method: 'PUT', body: { content: 'Leg day, done' } },
      { url: '/api/v1/community/comment/9/', method: 'PUT', body: { content: 'Nice!' } },
      { url: '/api/v1/community/4/', method: 'DELETE', body: undefined },
      { url: '/api/v1/community/comment/9/', method: 'DELETE', body: undefined },
    ]);
  });

  it('change the shown list in place: an edit keeps the place and the comments, a deletion removes', () => {
    const shown = [{ ...post(2), comments: [comment(5, 2), comment(6, 2)] }, post(1)];
    const edited = withEditedPost(shown, { ...post(2), content: 'new', edited_at: '2026-11-02T00:00:00.000Z' });
    expect(edited[0]).toMatchObject({ id: 2, content: 'new', edited_at: '2026-11-02T00:00:00.000Z' });
    expect(edited[0]!.comments.map((c) => c.id)).toEqual([5, 6]);
    expect(edited[1]).toBe(shown[1]);
    expect(withoutPost(shown, 2).map((p) => p.id)).toEqual([1]);
    const commentEdited = withEditedComment(shown, { ...comment(6, 2), content: 'fixed', edited_at: 'x' });
    expect(commentEdited[0]!.comments.map((c) => c.content)).toEqual(['c5', 'fixed']);
    expect(withoutComment(shown, 2, 5)[0]!.comments.map((c) => c.id)).toEqual([6]);
  });
});

describe('the safety client', () => {
  it('reports, blocks and unblocks at the paths of the spec', async () => {
    answer(201, {});
    const report = {
      reported_user: 2,
      content_type: 'post',
      content_id: 9,
      report_type: 'spam',
      description: 'Ads',
    } as const;
    await safety.report(report);
    await safety.block(2);
    answer(204, null);
    await safety.unblock(2);
    expect(calls).toEqual([
      { url: '/api/v1/report/', method: 'POST', body: report },
      { url: '/api/v1/block/', method: 'POST', body: { blocked: 2 } },
      { url: '/api/v1/unblock/2/', method: 'DELETE', body: undefined },
    ]);
  });

  it('lists the blocked members at block/', async () => {
    const list = [{ id: 3, full_name: 'C', image: null, since: '2026-11-01T12:00:00.000Z' }];
    answer(200, list);
    expect(await safety.blocked()).toEqual(list);
    expect(calls).toEqual([{ url: '/api/v1/block/', method: 'GET', body: undefined }]);
  });
});
