import { api } from '../api';
import type { CommentEdit, CommentJson, PostEdit, PostJson } from '../contracts/community';

/**
 * The author's edits and deletions of their own posts and comments: one function per endpoint. Apart from the
 * community client: the feed's page loads them with the edit box or the delete dialog.
 */
export const ownPosts = {
  /** The author's new text for their post; answers the post as the feed shows it. */
  editPost: (postId: number, content: string) =>
    api.put<PostJson>(`community/${postId}/`, { content } satisfies PostEdit),

  /** Deletes the author's post and its comments. */
  deletePost: (postId: number) => api.delete<null>(`community/${postId}/`),

  editComment: (commentId: number, content: string) =>
    api.put<CommentJson>(`community/comment/${commentId}/`, { content } satisfies CommentEdit),

  deleteComment: (commentId: number) => api.delete<null>(`community/comment/${commentId}/`),
};
