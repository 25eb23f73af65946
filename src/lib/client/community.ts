import { api } from '../api';
import {
  PAGE_DEFAULT,
  type CommentJson,
  type MemberPageJson,
  type NewComment,
  type NewPost,
  type PostJson,
} from '../contracts/community';

/** One page of a list, as the islands show it. */
export interface Page<T> {
  posts: T[];
  /** Older posts exist: the next page is asked for with `before` = the last post's id. */
  hasMore: boolean;
}

export interface MemberPage extends MemberPageJson {
  hasMore: boolean;
}

/**
 * The transport gives bodies, not headers, so paging uses the contract's fallback: ask for one post more than
 * the page and show the page; the extra one only says that older posts exist.
 */
const pageQuery = (before: number | null | undefined) => `?limit=${PAGE_DEFAULT + 1}${before ? `&before=${before}` : ''}`;

function pageOf(posts: PostJson[]): Page<PostJson> {
  return { posts: posts.slice(0, PAGE_DEFAULT), hasMore: posts.length > PAGE_DEFAULT };
}

/** The community feed and other members' pages: one function per endpoint. */
export const community = {
  /** A page of the feed, newest first; `before` is the id of the last post already shown. */
  feed: async (before: number | null = null): Promise<Page<PostJson>> =>
    pageOf(await api.get<PostJson[]>(`community/${pageQuery(before)}`)),

  createPost: (content: string) => api.post<PostJson>('community/', { content } satisfies NewPost),

  comment: (postId: number, content: string) =>
    api.post<CommentJson>('community/comment/', { content, post: postId } satisfies NewComment),

  /** Another member's page with a page of their posts; `before` pages through older ones. */
  memberPage: async (userId: number | string, before: number | null = null): Promise<MemberPage> => {
    const view = await api.get<MemberPageJson>(`user/profile/${encodeURIComponent(userId)}/${pageQuery(before)}`);
    const { posts, hasMore } = pageOf(view.posts);
    return { ...view, posts, hasMore };
  },
};
