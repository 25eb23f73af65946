import { api, requestWithHeaders } from '../api';
import {
  type CommentEdit,
  type CommentJson,
  type MemberPageJson,
  type NewComment,
  type NewPost,
  type PostEdit,
  type PostJson,
} from '../contracts/community';

/** The posts of a list shown (the feed, or a member's page), and whether older ones exist. */
export interface PostsPage {
  posts: PostJson[];
  /** Older posts exist: the next page is asked for with `before` = the last post's id. */
  hasMore: boolean;
}

/** Another member's page as it is shown: who they are, their posts so far, and whether older ones exist. */
export interface MemberProfilePage extends MemberPageJson {
  hasMore: boolean;
}

const pageQuery = (before: number | null | undefined) => (before ? `?before=${before}` : '');

/** A page through the headers the server pages with (the contract's one paging rule). */
async function getPage<T>(path: string): Promise<{ data: T; hasMore: boolean }> {
  const { data, headers } = await requestWithHeaders<T>('GET', path);
  return { data, hasMore: headers.get('X-Has-More') === 'true' };
}

/** The community feed and other members' pages: one function per endpoint. */
export const community = {
  /** A page of the feed, newest first; `before` is the id of the last post already shown. */
  feed: async (before: number | null = null): Promise<PostsPage> => {
    const { data, hasMore } = await getPage<PostJson[]>(`community/${pageQuery(before)}`);
    return { posts: data, hasMore };
  },

  createPost: (content: string) => api.post<PostJson>('community/', { content } satisfies NewPost),

  comment: (postId: number, content: string) =>
    api.post<CommentJson>('community/comment/', { content, post: postId } satisfies NewComment),

  /** The author's new text for their post; answers the post as the feed shows it. */
  editPost: (postId: number, content: string) => api.put<PostJson>(`community/${postId}/`, { content } satisfies PostEdit),

  /** Deletes the author's post and its comments. */
  deletePost: (postId: number) => api.delete<null>(`community/${postId}/`),

  editComment: (commentId: number, content: string) =>
    api.put<CommentJson>(`community/comment/${commentId}/`, { content } satisfies CommentEdit),

  deleteComment: (commentId: number) => api.delete<null>(`community/comment/${commentId}/`),

  /** Another member's page with a page of their posts; `before` pages through older ones. */
  memberPage: async (userId: number | string, before: number | null = null): Promise<MemberProfilePage> => {
    const { data, hasMore } = await getPage<MemberPageJson>(`user/profile/${encodeURIComponent(userId)}/${pageQuery(before)}`);
    return { ...data, hasMore };
  },
};

/** The shown list with a post just created by the viewer on top (the newest post of all). */
export function withNewPost(shown: PostJson[], post: PostJson): PostJson[] {
  return [post, ...shown.filter((p) => p.id !== post.id)];
}

/** The shown list with a comment just created at the end of its post's comments (the newest comment of all). */
export function withNewComment(shown: PostJson[], comment: CommentJson): PostJson[] {
  return shown.map((p) =>
    p.id === comment.post ? { ...p, comments: [...p.comments.filter((c) => c.id !== comment.id), comment] } : p,
  );
}
