import { api } from '../api';
import type { CommentJson, MemberPageJson, NewComment, NewPost, PostJson } from '../contracts/community';
import { feedPage, getPage, pageQuery } from './paging';

export type { PostsPage } from './paging';

/** Another member's page as it is shown: who they are, their posts so far, and whether older ones exist. */
export interface MemberProfilePage extends MemberPageJson {
  hasMore: boolean;
}

/** The community feed and other members' pages: one function per endpoint. */
export const community = {
  /** A page of the feed, newest first; `before` is the id of the last post already shown. */
  feed: feedPage,

  /** `headers`: the outbox's `Idempotency-Key` (lib/stores/community-save.ts). */
  createPost: (content: string, headers?: Record<string, string>) =>
    api.post<PostJson>('community/', { content } satisfies NewPost, { headers }),

  comment: (postId: number, content: string, headers?: Record<string, string>) =>
    api.post<CommentJson>('community/comment/', { content, post: postId } satisfies NewComment, { headers }),

  /** Another member's page with a page of their posts; `before` pages through older ones. */
  memberPage: async (userId: number | string, before: number | null = null): Promise<MemberProfilePage> => {
    const { data, hasMore } = await getPage<MemberPageJson>(
      `user/profile/${encodeURIComponent(userId)}/${pageQuery(before)}`,
    );
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
