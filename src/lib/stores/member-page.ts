import { atom } from 'nanostores';
import { createFetcherStore, createMutatorStore } from './query';
import { community, type MemberProfilePage } from '../client/community';
import { safety } from '../client/safety';
import { listPosts, withOlder } from './posts';

/**
 * Another member's page (`user/profile/{id}/`): who they are, their posts so far, and the viewer's block state. Its
 * posts change with the writes of posts.ts like the feed's; it is a module of its own so the feed page loads none of it.
 */

/** The member whose page is open; null on other pages. */
export const $memberId = atom<string | null>(null);

/** The open member's page: who they are, their posts so far, and the viewer's block state. */
export const $memberPage = createFetcherStore<MemberProfilePage>(['user/profile/', $memberId, '/'], {
  onErrorRetry: null,
  fetcher: (_path, id) => community.memberPage(String(id)),
});

listPosts($memberPage, (view) => view.profile.user_id);

/** Reads the next page of the open member's posts and appends it. */
export const $olderMemberPosts = createMutatorStore<void, MemberProfilePage>(async () => {
  const view = $memberPage.value?.data;
  const page = await community.memberPage(view!.profile.user_id, view!.posts.at(-1)?.id ?? null);
  const shown = $memberPage.value?.data;
  if (shown) $memberPage.mutate({ ...shown, posts: withOlder(shown.posts, page.posts), hasMore: page.hasMore });
  return page;
});

/** The open member's page with the viewer's block flag set, and the member's comments hidden while blocked. */
export function withBlock(view: MemberProfilePage, blocked: boolean): MemberProfilePage {
  const memberId = view.profile.user_id;
  const posts = blocked
    ? view.posts.map((p) => ({ ...p, comments: p.comments.filter((c) => c.user_id !== memberId) }))
    : view.posts;
  return { ...view, is_blocked_by_me: blocked, posts };
}

/**
 * Blocks or unblocks the open member. The button turns at once and turns back if the server refuses. Blocking hides
 * the member's comments here as the server would; unblocking reads the page again, since only the server has the
 * comments it hid.
 */
export const $blockToggle = createMutatorStore<{ block: boolean }, true>(
  async ({ data: { block } }) => {
    const before = $memberPage.value!.data!;
    $memberPage.mutate(withBlock(before, block));
    try {
      await (block ? safety.block(before.profile.user_id) : safety.unblock(before.profile.user_id));
    } catch (err) {
      const now = $memberPage.value?.data;
      if (now) $memberPage.mutate({ ...now, is_blocked_by_me: before.is_blocked_by_me, posts: before.posts });
      throw err;
    }
    if (!block) $memberPage.revalidate();
    return true;
  },
  { throttleCalls: true },
);
