import { community, withNewComment, withNewPost } from '../client/community';
import type { CommentJson, NewComment, NewPost, PostJson } from '../contracts/community';
import { keptMessage, sendOrKeep, wasKept } from '../offline/offline-save';
import { changeShownPosts } from './posts';

/**
 * A new post and a new comment, sent or kept on the device without a network (issue 30). Fetched with the first
 * Post or comment sent (posts.ts): the feed's first paint loads none of the outbox.
 *
 * A kept post or comment is not shown in the lists: it has no id until the server gives it one, and a post that is
 * not on the server cannot be commented on, edited or reported. The box says it is kept; the replay puts the server's
 * answer in the lists when it is sent (outbox-effects.ts).
 */

/** What a kept post or comment is shown as until it is sent: what was typed, with no id. */
export type Unsent = NewPost | NewComment;

/** A post or comment the server holds (the replay's answer), not one kept on the device. */
export const isSent = (answer: unknown): answer is { id: number } =>
  typeof (answer as { id?: unknown } | null)?.id === 'number';

/** What the box says after a send: nothing when the post or comment is shown, or that it is kept on the device. */
const noteOf = (answer: unknown): string => (wasKept(answer) ? keptMessage() : '');

/** Puts a new post on top of the lists of posts it belongs in. */
export const showNewPost = (post: PostJson): void =>
  changeShownPosts((posts) => withNewPost(posts, post), post.user_id);

/** Puts a new comment at the end of its post's comments. */
export const showNewComment = (comment: CommentJson): void =>
  changeShownPosts((posts) => withNewComment(posts, comment));

/** Sends a new post (POST community/), or keeps it; answers what its box says. */
export async function sendPost(content: string): Promise<string> {
  const body: NewPost = { content };
  const answer = await sendOrKeep<PostJson | Unsent>(
    { kind: 'post', method: 'POST', path: 'community/', body },
    (headers) => community.createPost(content, headers),
    { ...body },
  );
  if (isSent(answer)) showNewPost(answer as PostJson);
  return noteOf(answer);
}

/** Sends a new comment on `postId` (POST community/comment/), or keeps it; answers what its box says. */
export async function sendComment(postId: number, content: string): Promise<string> {
  const body: NewComment = { content, post: postId };
  const answer = await sendOrKeep<CommentJson | Unsent>(
    { kind: 'comment', method: 'POST', path: 'community/comment/', body },
    (headers) => community.comment(postId, content, headers),
    { ...body },
  );
  if (isSent(answer)) showNewComment(answer as CommentJson);
  return noteOf(answer);
}
