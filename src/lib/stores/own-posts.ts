import { createMutatorStore } from './query';
import { changeShownPosts } from './posts';
import { ownPosts } from '../client/own-posts';
import type { CommentJson, PostJson } from '../contracts/community';
import { failureCode } from '../messages';

/**
 * The author's edits and deletions of their own posts and comments, changing the lists shown in place from the
 * answer. Loaded with the edit box or the delete dialog, not with the page: most visits edit nothing.
 */

/** The viewer's own post, or one of their comments on it. */
export type OwnItem = { kind: 'post'; id: number } | { kind: 'comment'; id: number; post: number };

/** The shown list with a post the viewer edited: its text and edited_at change, its place and comments stay. */
export function withEditedPost(shown: PostJson[], post: PostJson): PostJson[] {
  return shown.map((p) => (p.id === post.id ? { ...p, content: post.content, edited_at: post.edited_at } : p));
}

/** The shown list without a post the viewer deleted (its comments went with it). */
export function withoutPost(shown: PostJson[], postId: number): PostJson[] {
  return shown.filter((p) => p.id !== postId);
}

/** The shown list with a comment the viewer edited, in its place. */
export function withEditedComment(shown: PostJson[], comment: CommentJson): PostJson[] {
  return shown.map((p) =>
    p.id === comment.post ? { ...p, comments: p.comments.map((c) => (c.id === comment.id ? comment : c)) } : p,
  );
}

/** The shown list without a comment the viewer deleted. */
export function withoutComment(shown: PostJson[], postId: number, commentId: number): PostJson[] {
  return shown.map((p) => (p.id === postId ? { ...p, comments: p.comments.filter((c) => c.id !== commentId) } : p));
}

/** The author's new text for their post or comment: its text and edited time change in place. */
export const editStore = (item: OwnItem) =>
  createMutatorStore<string, PostJson | CommentJson>(async ({ data: content }) => {
    if (item.kind === 'post') {
      const post = await ownPosts.editPost(item.id, content);
      changeShownPosts((posts) => withEditedPost(posts, post));
      return post;
    }
    const comment = await ownPosts.editComment(item.id, content);
    changeShownPosts((posts) => withEditedComment(posts, comment));
    return comment;
  });

/** Deletes the author's post or comment; already gone (deleted in another tab) is the same outcome. */
export const deletionStore = (item: OwnItem) =>
  createMutatorStore<void, true>(async () => {
    const gone = item.kind === 'post' ? 'post_not_found' : 'comment_not_found';
    await (item.kind === 'post' ? ownPosts.deletePost(item.id) : ownPosts.deleteComment(item.id)).catch(
      (err: unknown) => {
        if (failureCode(err) !== gone) throw err;
      },
    );
    changeShownPosts((posts) =>
      item.kind === 'post' ? withoutPost(posts, item.id) : withoutComment(posts, item.post, item.id),
    );
    return true;
  });
