// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearOutbox, waiting } from '../../src/lib/offline/outbox';
import { endRounds, sendWaiting } from '../../src/lib/offline/replay';
import { valuesOf, sendAgain } from '../../src/lib/offline/outbox-settle';
import { showDeviceData } from '../../src/lib/offline/device-data';
import { $feed, $newPost, commentStore } from '../../src/lib/stores/posts';
import { $memberId, $memberPage } from '../../src/lib/stores/member-page';
import { saveGoals } from '../../src/lib/stores/goals';
import { PROGRESS } from '../../src/lib/stores/progress';
import { cached, seedCache } from '../../src/lib/stores/query';
import { endSession, startSession } from '../../src/lib/session';
import { offlineText } from '../../src/lib/i18n/en/offline';
import type { ProgressJson } from '../../src/lib/contracts/progress';
import { accessToken } from '../helpers/access-token';
import { callLine, fakeApi } from '../helpers/fake-api';

/** Posts, comments and goals made without a network (issue 30): kept on the device, sent once, in order. */

const post = (id: number, content = `post ${id}`, comments: unknown[] = []) => ({
  id,
  user_id: 3,
  profile_name: 'Wendy',
  profile_picture: null,
  content,
  timestamp: '2026-11-01T10:00:00Z',
  edited_at: null,
  comments,
  can_comment: true,
});
const comment = (id: number, postId: number, content: string) => ({
  id,
  post: postId,
  user_id: 3,
  profile_name: 'Wendy',
  profile_picture: null,
  content,
  timestamp: '2026-11-01T11:00:00Z',
  edited_at: null,
});
const progress = (fields: Partial<ProgressJson> = {}): ProgressJson =>
  ({ weeks: [], summary: {}, goals: [], share_goals_with_staff: false, ...fields }) as unknown as ProgressJson;

const shownPosts = () => $feed.value?.data?.posts ?? [];
const kept = offlineText.save.base.kept;

let stopFeed: () => void;
let stopPost: () => void;
beforeAll(async () => {
  startSession(accessToken(3), accessToken(3));
  fakeApi([[200, [post(1)], { 'X-Has-More': 'false' }]]);
  // Shown as the islands show them: a write's store that nothing listens to stays busy after its first write.
  stopFeed = $feed.listen(() => undefined);
  stopPost = $newPost.listen(() => undefined);
  await vi.waitFor(() => expect(shownPosts()).toHaveLength(1));
});
afterAll(() => {
  stopFeed();
  stopPost();
  endSession();
});
beforeEach(async () => {
  await clearOutbox();
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A post's comment box, shown (its store listened to, as PostCard does). */
function comment$() {
  const store = commentStore(1);
  stops.push(store.listen(() => undefined));
  return store;
}
const stops: Array<() => void> = [];

/** The browser knows it has no network: a save is kept without a try. */
const offline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

describe('a post and a comment written without a network', () => {
  it('are kept on the device under the key their try was sent with, and the box says so', async () => {
    // The post's try, the comment's, and the replay's first round (it stops at the post, still without a network).
    const calls = fakeApi(['network', 'network', 'network']);
    expect(await $newPost.mutate('Leg day done')).toBe(kept);
    const $comment = comment$();
    expect(await $comment.mutate('Nice one')).toBe(kept);
    await vi.waitFor(async () => expect((await waiting(3))[0]!.attempts).toBe(1));
    // The round's next try waits its backoff: stopped here, so it sends nothing during the next tests.
    await endRounds(async () => undefined);

    const [keptPost, keptComment] = await waiting(3);
    expect(keptPost).toMatchObject({
      kind: 'post',
      method: 'POST',
      path: 'community/',
      body: { content: 'Leg day done' },
    });
    expect(keptComment).toMatchObject({
      kind: 'comment',
      method: 'POST',
      path: 'community/comment/',
      body: { content: 'Nice one', post: 1 },
    });
    const keysOf = (path: string) =>
      calls.filter((c) => callLine(c) === `POST /api/v1/${path}`).map((c) => c.headers['Idempotency-Key']);
    expect(keysOf('community/')).toEqual([keptPost!.id, keptPost!.id]);
    expect(keysOf('community/comment/')).toEqual([keptComment!.id]);
    // Not in the feed until the server has them: a kept post has no id to comment on, edit or report.
    expect(shownPosts().map((p) => p.id)).toEqual([1]);
  });

  it('are sent in order, each once with its key, and then shown in the feed', async () => {
    let calls = fakeApi([]);
    offline();
    await $newPost.mutate('Leg day done');
    await comment$().mutate('Nice one');
    vi.restoreAllMocks();
    expect(calls).toEqual([]);
    const [keptPost, keptComment] = await waiting(3);

    // The toasts said, one after the other (each replaces the last).
    const said: string[] = [];
    const watch = new MutationObserver(() => {
      const toast = document.querySelector('[data-testid="toast-region"]')?.textContent?.replace('×', '');
      if (toast && said.at(-1) !== toast) said.push(toast);
    });
    watch.observe(document.body, { subtree: true, childList: true, characterData: true });
    calls = fakeApi([
      [201, post(2, 'Leg day done')],
      [201, comment(7, 1, 'Nice one')],
    ]);
    expect(await sendWaiting(3, true)).toEqual({ sent: 2, refused: 0, stopped: false });
    expect(calls.map(callLine)).toEqual(['POST /api/v1/community/', 'POST /api/v1/community/comment/']);
    expect(calls.map((c) => c.headers['Idempotency-Key'])).toEqual([keptPost!.id, keptComment!.id]);
    expect(calls.map((c) => c.body)).toEqual([{ content: 'Leg day done' }, { content: 'Nice one', post: 1 }]);
    expect(shownPosts().map((p) => p.id)).toEqual([2, 1]);
    expect(shownPosts()[1]!.comments.map((c) => c.content)).toEqual(['Nice one']);
    expect(await waiting()).toEqual([]);
    // The usual success: the member is told each was sent.
    await vi.waitFor(() => expect(said).toEqual([offlineText.sent.base.post, offlineText.sent.base.comment]));
    watch.disconnect();
  });

  it('are put in the feed when sent, never on another member’s page open meanwhile', async () => {
    offline();
    await $newPost.mutate('Sent from the gym');
    vi.restoreAllMocks();
    const theirs = { ...post(40, 'Their own post'), user_id: 9 };
    seedCache({ 'user/profile/9/': { profile: { user_id: 9 }, posts: [theirs], hasMore: false } });
    $memberId.set('9');
    stops.push($memberPage.listen(() => undefined));
    await vi.waitFor(() => expect($memberPage.value?.data?.posts).toEqual([theirs]));
    fakeApi([[201, post(41, 'Sent from the gym')]]);
    expect(await sendWaiting(3, true)).toMatchObject({ sent: 1 });
    expect(shownPosts()[0]!.id).toBe(41);
    expect($memberPage.value?.data?.posts).toEqual([theirs]);
    $memberId.set(null);
  });

  it('are not put in the feed by the device’s data while they wait', async () => {
    offline();
    await $newPost.mutate('Still waiting');
    vi.restoreAllMocks();
    const before = shownPosts();
    await showDeviceData(3);
    expect(shownPosts()).toEqual(before);
  });

  it('is kept when refused on replay, its text corrected and sent again under a new key', async () => {
    offline();
    await $newPost.mutate('x'.repeat(10));
    vi.restoreAllMocks();
    fakeApi([[400, { content: ['Ensure this field has no more than 5 characters.'] }]]);
    expect(await sendWaiting(3, true)).toMatchObject({ refused: 1 });
    const [refused] = await waiting(3);
    expect(valuesOf(refused!)).toEqual({ content: 'x'.repeat(10) });

    const calls = fakeApi([[201, post(5, 'short')]]);
    await sendAgain(refused!, { content: 'short' });
    expect(calls.map((c) => c.body)).toEqual([{ content: 'short' }]);
    expect(calls[0]!.headers['Idempotency-Key']).not.toBe(refused!.id);
    expect(await waiting()).toEqual([]);
    expect(shownPosts()[0]).toMatchObject({ id: 5, content: 'short' });
  });

  it('is not kept when the server refuses it at once: the refusal is the box’s', async () => {
    fakeApi([[400, { content: ['This field may not be blank.'] }]]);
    expect(await $newPost.mutate(' ')).toBeUndefined();
    expect($newPost.get().error).toMatchObject({ status: 400 });
    expect(await waiting()).toEqual([]);
  });
});

describe('goals saved without a network', () => {
  const update = {
    goals: [{ series: 'waist' as const, target: '30', target_date: '2027-01-01' }],
    share_goals_with_staff: true,
  };

  it('are kept, shown as saved on the progress, and the card says they are kept', async () => {
    seedCache({ [PROGRESS]: progress() });
    offline();
    const [shown, said] = await saveGoals(update);
    vi.restoreAllMocks();
    expect(said).toBe(kept);
    expect(shown.goals).toEqual([
      {
        series: 'waist',
        target: '30',
        target_date: '2027-01-01',
        start: null,
        progress_percent: null,
        faster_than_safe: false,
      },
    ]);
    expect(cached<ProgressJson>(PROGRESS)!.share_goals_with_staff).toBe(true);
    expect(await waiting(3)).toMatchObject([{ kind: 'goals', method: 'PUT', path: 'user/goals/', body: update }]);
  });

  it('are sent once when the network is back, and the progress the server works out replaces the kept one', async () => {
    seedCache({ [PROGRESS]: progress() });
    offline();
    await saveGoals(update);
    vi.restoreAllMocks();
    const answer = progress({
      goals: [{ ...update.goals[0]!, start: '32', progress_percent: 50, faster_than_safe: false }],
    });
    const calls = fakeApi([[200, answer]]);
    expect(await sendWaiting(3, true)).toMatchObject({ sent: 1 });
    expect(calls.map((c) => [callLine(c), c.body])).toEqual([['PUT /api/v1/user/goals/', update]]);
    expect(cached<ProgressJson>(PROGRESS)).toEqual(answer);
    expect(document.body.textContent).toContain(offlineText.sent.base.goals);
  });

  it('saved again online while earlier ones wait, wait behind them: sent after, never written over by them', async () => {
    seedCache({ [PROGRESS]: progress() });
    offline();
    await saveGoals(update);
    vi.restoreAllMocks();
    const newer = { ...update, goals: [{ ...update.goals[0]!, target: '29' }] };
    let calls = fakeApi([]);
    const [, said] = await saveGoals(newer);
    expect(said).toBe(kept);
    expect(calls).toEqual([]);
    calls = fakeApi([
      [200, progress()],
      [200, progress({ share_goals_with_staff: true })],
    ]);
    expect(await sendWaiting(3, true)).toMatchObject({ sent: 2 });
    expect(calls.map((c) => c.body)).toEqual([update, newer]);
  });

  it('answer the server’s progress and no note when the server has them', async () => {
    seedCache({ [PROGRESS]: progress() });
    const answer = progress({ share_goals_with_staff: true });
    fakeApi([[200, answer]]);
    expect(await saveGoals(update)).toEqual([answer, '']);
    expect(cached<ProgressJson>(PROGRESS)).toEqual(answer);
    expect(await waiting()).toEqual([]);
  });
});
