import { atom } from 'nanostores';
import { createFetcherStore, createMutatorStore } from './query';
import {
  community,
  withEditedComment,
  withEditedPost,
  withNewComment,
  withNewPost,
  withoutComment,
  withoutPost,
  type MemberProfilePage,
  type PostsPage,
} from '../client/community';
import { takeFirstPage } from '../client/feed-first-page';
import { safety } from '../client/safety';
import type { CommentJson, PostJson } from '../contracts/community';
import { failureCode } from '../messages';

/**
 * The posts a page shows, and every write on them. Two lists hold posts: the feed (`community/`) and another
 * member's page (`user/profile/{id}/`). Each holds its pages read so far; a write changes them in place from its
 * answer, and nothing is read again. A list that failed shows the error with a Retry button: nothing retries by itself.
 */
const shownOnce = { onErrorRetry: null } as const;

/** The feed: its first page (asked for early by the page's script), then older pages as the member asks. */
export const $feed = createFetcherStore<PostsPage>(['community/'], { ...shownOnce, fetcher: () => takeFirstPage() });

/** The member whose page is open; null on other pages. */
export const $memberId = atom<string | null>(null);

/** The open member's page: who they are, their posts so far, and the viewer's block state. */
export const $memberPage = createFetcherStore<MemberProfilePage>(['user/profile/', $memberId, '/'], {
  ...shownOnce,
  fetcher: (_path, id) => community.memberPage(String(id)),
});

type PostsChange = (posts: PostJson[]) => PostJson[];

/** Applies a change to the posts of every list on the page. `value` is read, not `get()`: that would start a read. */
export function changeShownPosts(change: PostsChange): void {
  const feed = $feed.value?.data;
  if (feed) $feed.mutate({ ...feed, posts: change(feed.posts) });
  const member = $memberPage.value?.data;
  if (member) $memberPage.mutate({ ...member, posts: change(member.posts) });
}

/** Appends `older` to `posts`, leaving out any already shown (a post made since shifted the pages). */
export const withOlder = (posts: PostJson[], older: PostJson[]): PostJson[] => [
  ...posts,
  ...older.filter((p) => !posts.some((shown) => shown.id === p.id)),
];

/** Reads the feed's next page and appends it. */
export const $olderFeed = createMutatorStore<void, PostsPage>(async () => {
  const last = $feed.value?.data?.posts.at(-1);
  const page = await community.feed(last?.id ?? null);
  // Read again after the wait: a post or comment made meanwhile is kept.
  const shown = $feed.value?.data;
  if (shown) $feed.mutate({ posts: withOlder(shown.posts, page.posts), hasMore: page.hasMore });
  return page;
});

/** Reads the next page of the open member's posts and appends it. */
export const $olderMemberPosts = createMutatorStore<void, MemberProfilePage>(async () => {
  const view = $memberPage.value?.data;
  const page = await community.memberPage(view!.profile.user_id, view!.posts.at(-1)?.id ?? null);
  const shown = $memberPage.value?.data;
  if (shown) $memberPage.mutate({ ...shown, posts: withOlder(shown.posts, page.posts), hasMore: page.hasMore });
  return page;
});

/** A new post: on top of the feed. */
export const $newPost = createMutatorStore<string, PostJson>(async ({ data: content }) => {
  const post = await community.createPost(content);
  changeShownPosts((posts) => withNewPost(posts, post));
  return post;
});

/** A new comment on one post (each post's box has its own busy state and error). */
export const commentStore = (postId: number) =>
  createMutatorStore<string, CommentJson>(async ({ data: content }) => {
    const comment = await community.comment(postId, content);
    changeShownPosts((posts) => withNewComment(posts, comment));
    return comment;
  });

/** The author's new text for their post: its text and edited time change in place. */
export const postEditStore = (postId: number) =>
  createMutatorStore<string, PostJson>(async ({ data: content }) => {
    const post = await community.editPost(postId, content);
    changeShownPosts((posts) => withEditedPost(posts, post));
    return post;
  });

/** The author's new text for their comment. */
export const commentEditStore = (commentId: number) =>
  createMutatorStore<string, CommentJson>(async ({ data: content }) => {
    const comment = await community.editComment(commentId, content);
    changeShownPosts((posts) => withEditedComment(posts, comment));
    return comment;
  });

/** What a deletion is about: the post, or one of its comments. */
export type Deletion = { kind: 'post' } | { kind: 'comment'; id: number };

/** Deletes the author's post, or one of their comments on it; already gone (another tab) is the same outcome. */
export const deletionStore = (postId: number) =>
  createMutatorStore<{ target: Deletion }, true>(async ({ data: { target } }) => {
    const gone = target.kind === 'post' ? 'post_not_found' : 'comment_not_found';
    await (target.kind === 'post' ? community.deletePost(postId) : community.deleteComment(target.id)).catch((err: unknown) => {
      if (failureCode(err) !== gone) throw err;
    });
    changeShownPosts((posts) => (target.kind === 'post' ? withoutPost(posts, postId) : withoutComment(posts, postId, target.id)));
    return true;
  });

/** The open member's page with the viewer's block flag set, and the member's comments hidden while blocked. */
export function withBlock(view: MemberProfilePage, blocked: boolean): MemberProfilePage {
  const memberId = view.profile.user_id;
  const posts = blocked ? view.posts.map((p) => ({ ...p, comments: p.comments.filter((c) => c.user_id !== memberId) })) : view.posts;
  return { ...view, is_blocked_by_me: blocked, posts };
}

/**
 * Blocks or unblocks the open member. The button turns at once and turns back if the server refuses. Blocking hides
 * the member's comments here as the server would; unblocking reads the page again, since only the server has the
 * comments it hid.
 */
export const $blockToggle = createMutatorStore<{ block: boolean }, true>(async ({ data: { block } }) => {
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
}, { throttleCalls: true });
