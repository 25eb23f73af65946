import type { FetcherStore } from '@nanostores/query';
import { createFetcherStore, createMutatorStore } from './query';
import { community, type PostsPage } from '../client/community';
import { takeFirstPage } from '../client/feed-first-page';
import type { PostJson } from '../contracts/community';

/**
 * The posts a page shows, and every write on them. Two lists hold posts: the feed (`community/`) and another
 * member's page (`user/profile/{id}/`, member-page.ts). Each holds its pages read so far; a write changes them in place from its
 * answer, and nothing is read again. A list that failed shows the error with a Retry button: nothing retries by itself.
 */
const shownOnce = { onErrorRetry: null } as const;

/** The feed: its first page (asked for early by the page's script), then older pages as the member asks. */
export const $feed = createFetcherStore<PostsPage>(['community/'], { ...shownOnce, fetcher: takeFirstPage });

export type PostsChange = (posts: PostJson[]) => PostJson[];

/** The lists of posts a page may show: the feed, and a member's page when its module is loaded (member-page.ts). */
interface PostList {
  /** Applies a change to the list's posts. `value` is read, not `get()`: that would start a read. */
  change(change: PostsChange): void;
  /** Whether a new post by `author` belongs in the list: the feed takes everyone's, a member's page its member's. */
  takes(author: number): boolean;
}
const postLists = new Set<PostList>();

/** Adds a list of posts that writes change; `ownerOf` names the member whose posts it lists, if it lists one's. */
export function listPosts<Shown extends { posts: PostJson[] }>(
  list: FetcherStore<Shown>,
  ownerOf?: (shown: Shown) => number,
): void {
  postLists.add({
    change(change) {
      const shown = list.value?.data;
      if (shown) list.mutate({ ...shown, posts: change(shown.posts) });
    },
    takes(author) {
      const shown = list.value?.data;
      return !ownerOf || !shown || ownerOf(shown) === author;
    },
  });
}
listPosts($feed);

/**
 * Applies a change to the posts of every list on the page; with `newBy`, only to the lists a new post by that member
 * belongs in (a post sent by the replay while another member's page is open stays off it).
 */
export function changeShownPosts(change: PostsChange, newBy?: number): void {
  for (const list of postLists) if (newBy === undefined || list.takes(newBy)) list.change(change);
}

/** Appends `older` to `posts`, leaving out any already shown (a post made since shifted the pages). */
export const withOlder = (posts: PostJson[], older: PostJson[]): PostJson[] => [
  ...posts,
  ...older.filter((p) => !posts.some((shown) => shown.id === p.id)),
];

/** Reads the feed's next page and appends it. */
export const $olderFeed = createMutatorStore<void, PostsPage>(async () => {
  const page = await community.feed($feed.value?.data?.posts.at(-1)?.id);
  // Read again after the wait: a post or comment made meanwhile is kept.
  const shown = $feed.value?.data;
  if (shown) $feed.mutate({ posts: withOlder(shown.posts, page.posts), hasMore: page.hasMore });
  return page;
});

/**
 * A new post and a new comment (community-save.ts, fetched with the first send: it keeps them on the device without
 * a network). Each answers what its box says then: nothing once the post or comment is shown, or that it is kept.
 */
const communitySave = () => import('./community-save');

/** A new post: on top of the feed. */
export const $newPost = createMutatorStore<string, string>(async ({ data: content }) =>
  (await communitySave()).sendPost(content),
);

/** A new comment on one post (each post's box has its own busy state and error). */
export const commentStore = (postId: number) =>
  createMutatorStore<string, string>(async ({ data: content }) => (await communitySave()).sendComment(postId, content));
