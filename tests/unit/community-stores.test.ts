// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { $feed, $newPost, $olderFeed, commentStore } from '../../src/lib/stores/posts';
import { $blockToggle, $memberId, $memberPage } from '../../src/lib/stores/member-page';
import { deletionStore, editStore } from '../../src/lib/stores/own-posts';
import { $dismissWarning, $openWarnings, $warningsWanted } from '../../src/lib/stores/warnings';
import { errorMessage, failureCode } from '../../src/lib/messages';

interface Call {
  url: string;
  method: string;
}

let calls: Call[] = [];
/** Answers the calls in order with [status, body, headers?], recording each. */
function serve(...answers: Array<[number, unknown, Record<string, string>?]>) {
  const queue = [...answers];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, method: init.method ?? 'GET' });
      const [status, body, headers] = queue.shift() ?? [500, { detail: 'unexpected call' }];
      return new Response(body === null ? null : JSON.stringify(body), { status, headers });
    }),
  );
}

const post = (id: number, comments: unknown[] = []) => ({
  id,
  user_id: 1,
  profile_name: 'Ada',
  profile_picture: null,
  content: `post ${id}`,
  timestamp: '2026-11-01T10:00:00Z',
  edited_at: null,
  comments,
  can_comment: true,
});
const comment = (id: number, postId: number, userId = 2) => ({
  id,
  post: postId,
  user_id: userId,
  profile_name: 'Bo',
  profile_picture: null,
  content: `comment ${id}`,
  timestamp: '2026-11-01T11:00:00Z',
  edited_at: null,
});

/** Waits until `ready` holds (the stores answer on later ticks). */
async function until(ready: () => unknown): Promise<void> {
  for (let i = 0; i < 100 && !ready(); i++) await new Promise((resolve) => setTimeout(resolve, 0));
  expect(ready()).toBeTruthy();
}

const stops: Array<() => void> = [];
/** Shows a store as an island would (listening to it), so it reads its key. */
const show = (store: { listen: (fn: () => void) => () => void }) => stops.push(store.listen(() => undefined));

beforeEach(() => {
  calls = [];
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.unstubAllGlobals();
});

describe('the feed store', () => {
  // Shown for the whole story, as on the page: a write changes the list an island shows.
  let stopFeed: () => void;
  beforeAll(() => {
    serve([200, [post(2), post(1)], { 'X-Has-More': 'true' }]);
    stopFeed = $feed.listen(() => undefined);
  });
  afterAll(() => stopFeed());

  it('puts a new post on top and a new comment under its post from their answers, reading nothing again', async () => {
    serve([201, post(3)], [201, comment(7, 1)]);
    await until(() => $feed.value?.data);
    show($newPost);
    await $newPost.mutate('post 3');
    const $comment = commentStore(1);
    show($comment);
    await $comment.mutate('comment 7');

    expect($feed.value?.data?.posts.map((p) => p.id)).toEqual([3, 2, 1]);
    expect($feed.value?.data?.posts[2]?.comments.map((c) => c.id)).toEqual([7]);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/v1/community/',
      'POST /api/v1/community/comment/',
    ]);
  });

  it('appends an older page after the posts shown, asking before the last one', async () => {
    serve([200, [post(9)], { 'X-Has-More': 'false' }]);
    const shownBefore = $feed.value?.data?.posts.map((p) => p.id);
    show($olderFeed);
    await $olderFeed.mutate();
    expect(calls[0]?.url).toBe(`/api/v1/community/?before=${shownBefore?.at(-1)}`);
    expect($feed.value?.data?.posts.map((p) => p.id)).toEqual([...shownBefore!, 9]);
    expect($feed.value?.data?.hasMore).toBe(false);
  });

  it("changes an edited post's text in place and takes a deleted comment out", async () => {
    serve([200, { ...post(2), content: 'edited', edited_at: '2026-11-02T09:00:00Z' }], [204, null]);
    const $edit = editStore({ kind: 'post', id: 2 });
    show($edit);
    await $edit.mutate('edited');
    const $delete = deletionStore({ kind: 'comment', id: 7, post: 1 });
    show($delete);
    expect(await $delete.mutate()).toBe(true);

    const posts = $feed.value!.data!.posts;
    expect(posts.find((p) => p.id === 2)).toMatchObject({ content: 'edited', edited_at: '2026-11-02T09:00:00Z' });
    expect(posts.find((p) => p.id === 1)!.comments).toEqual([]);
  });

  it('takes a post already deleted elsewhere (code post_not_found) as deleted', async () => {
    serve([404, { detail: 'Post not found.', code: 'post_not_found' }]);
    const $delete = deletionStore({ kind: 'post', id: 3 });
    show($delete);
    expect(await $delete.mutate()).toBe(true);
    expect($feed.value!.data!.posts.map((p) => p.id)).not.toContain(3);
  });

  it('keeps a post whose deletion was refused, with the reason said by its code', async () => {
    serve([403, { detail: 'You can only edit or delete your own posts.', code: 'not_own_post' }]);
    const $delete = deletionStore({ kind: 'post', id: 2 });
    show($delete);
    expect(await $delete.mutate()).toBeUndefined();
    expect($feed.value!.data!.posts.map((p) => p.id)).toContain(2);
    expect(failureCode($delete.value!.error)).toBe('not_own_post');
    expect(errorMessage($delete.value!.error)).toBe('You can only edit or delete your own posts.');
  });
});

describe("a member's page store", () => {
  const page = {
    profile: { user_id: 5, full_name: 'Cy', image: null, date: '2026-01-01' },
    posts: [post(4, [comment(8, 4, 5)])],
    is_blocked_by_me: false,
    is_blocking_me: false,
    can_comment: true,
  };

  it('blocks at once, hiding the member’s comments, and turns back when the server refuses', async () => {
    serve([200, page, { 'X-Has-More': 'false' }], [500, { detail: 'Server error' }]);
    $memberId.set('5');
    show($memberPage);
    await until(() => $memberPage.value?.data);
    show($blockToggle);
    const blocking = $blockToggle.mutate({ block: true });
    expect($memberPage.value!.data!.is_blocked_by_me).toBe(true);
    expect($memberPage.value!.data!.posts[0]!.comments).toEqual([]);

    expect(await blocking).toBeUndefined();
    expect($memberPage.value!.data!.is_blocked_by_me).toBe(false);
    expect($memberPage.value!.data!.posts[0]!.comments.map((c) => c.id)).toEqual([8]);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/v1/user/profile/5/', 'POST /api/v1/block/']);
  });
});

describe('the warnings store', () => {
  const warning = (id: number) => ({ id, reason: 'Be kind', created_at: '2026-11-01T10:00:00Z' });

  it('takes a dismissed warning away at once and puts it back when the server refuses', async () => {
    serve([200, [warning(1), warning(2)]], [500, { detail: 'Server error' }], [204, null]);
    $warningsWanted.set('user/warnings/');
    show($openWarnings);
    await until(() => $openWarnings.value?.data);
    show($dismissWarning);

    const refused = $dismissWarning.mutate(1);
    expect($openWarnings.value!.data!.map((w) => w.id)).toEqual([2]);
    await refused;
    expect($openWarnings.value!.data!.map((w) => w.id)).toEqual([1, 2]);
    expect(errorMessage($dismissWarning.value!.error)).toBe('Server error');

    await $dismissWarning.mutate(1);
    expect($openWarnings.value!.data!.map((w) => w.id)).toEqual([2]);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/v1/user/warnings/',
      'POST /api/v1/user/warnings/1/dismiss/',
      'POST /api/v1/user/warnings/1/dismiss/',
    ]);
  });
});
