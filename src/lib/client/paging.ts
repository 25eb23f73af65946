import { requestWithHeaders } from '../api';
import type { PostJson } from '../contracts/community';

/**
 * The one paging rule of the API's lists of posts: newest first, `before` the id of the last post shown, and
 * `X-Has-More` saying whether older ones exist. Apart from the community client so the feed page's early script
 * (feed-first-page.ts) carries only this.
 */

/** The posts of a list shown (the feed, or a member's page), and whether older ones exist. */
export interface PostsPage {
  posts: PostJson[];
  /** Older posts exist: the next page is asked for with `before` = the last post's id. */
  hasMore: boolean;
}

export const pageQuery = (before: number | null | undefined) => (before ? `?before=${before}` : '');

/** A page through the headers the server pages with. */
export async function getPage<T>(path: string): Promise<{ data: T; hasMore: boolean }> {
  const { data, headers } = await requestWithHeaders<T>('GET', path);
  return { data, hasMore: headers.get('X-Has-More') === 'true' };
}

/** A page of the feed, newest first; `before` is the id of the last post already shown. */
export async function feedPage(before?: number | null): Promise<PostsPage> {
  const { data, hasMore } = await getPage<PostJson[]>(`community/${pageQuery(before)}`);
  return { posts: data, hasMore };
}
