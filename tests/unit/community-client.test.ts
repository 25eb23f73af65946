// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { community } from '../../src/lib/client/community';
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
      calls.push({ url, method: init.method ?? 'GET', body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      return new Response(body === null ? null : JSON.stringify(body), { status, headers });
    }),
  );
}

const post = (id: number) => ({ id, user_id: 1, profile_name: 'A', profile_picture: null, content: `p${id}`, timestamp: '', comments: [] });
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
    answer(200, { profile: { user_id: 7 }, posts: posts(50), is_blocked_by_me: false, is_blocking_me: false, can_comment: true }, { 'X-Has-More': 'true' });
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

describe('the safety client', () => {
  it('reports, blocks and unblocks at the paths of the spec', async () => {
    answer(201, {});
    const report = { reported_user: 2, content_type: 'post', content_id: 9, report_type: 'spam', description: 'Ads' } as const;
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
});
