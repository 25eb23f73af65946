import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import Avatar from './Avatar';
import ComposerField, { ComposerError, useComposer } from './Composer';
import { OwnActions } from './OwnContent';
import type { ReportTarget } from './ReportDialog';
import { commentStore } from '../lib/stores/posts';
import type { OwnItem } from '../lib/stores/own-posts';
import type { CommentJson, PostJson } from '../lib/contracts/community';
import { COMMENT_MAX } from '../lib/contracts/community-limits';
import { onDemand } from '../lib/on-demand';
import { formatDateTime, useLocale, useText } from '../lib/i18n';
import { communityText } from '../lib/i18n/en/community';

// Fetched when the member edits or deletes their own post or comment: every visit pays for Edit and Delete buttons
// only (the feed's script budget is 100 KB).
const ownTools = () => import('./own-content-tools');
const EditInPlace = lazy(() => ownTools().then((tools) => ({ default: tools.EditInPlace })));
const DeleteOwnDialog = lazy(() => ownTools().then((tools) => ({ default: tools.DeleteOwnDialog })));

/** A new comment's rule, fetched on the first comment sent: the page loads no zod (its script budget is 100 KB). */
const newCommentContent = onDemand(() =>
  import('../lib/contracts/community').then((m) => m.newCommentSchema.shape.content),
);

interface Props {
  post: PostJson;
  /** The signed-in member; null while unknown (Report, Edit and Delete buttons wait for it). */
  viewerId: number | null;
  /** False when the post's author blocks the viewer; the post's own can_comment when not given. */
  canComment?: boolean;
  /** Hides every Report button (the viewer is blocked by this author). */
  hideReport?: boolean;
  onReport: (target: ReportTarget) => void;
}

type Item = Pick<CommentJson, 'profile_name' | 'user_id' | 'timestamp' | 'edited_at'>;

function Byline({ item }: { item: Item }) {
  const t = useText(communityText.postCard);
  const locale = useLocale();
  return (
    <div className="min-w-0">
      {/* On touch the name is a 44 px target: padding taken back by negative margins, so the byline keeps its lines. */}
      <a
        href={`/user/${item.user_id}`}
        className="font-semibold text-slate-900 hover:underline touch:-my-2.5 touch:inline-block touch:min-w-11 touch:py-2.5"
      >
        {item.profile_name}
      </a>
      <p className="text-xs text-slate-600">
        <time dateTime={item.timestamp}>
          {/* In the browser's time zone, written the page's language's way. */}
          {formatDateTime(locale, item.timestamp)}
        </time>
        {item.edited_at && (
          <>
            {' · '}
            <span title={t.editedOn({ date: formatDateTime(locale, item.edited_at) })} data-testid="edited">
              {t.edited}
            </span>
          </>
        )}
      </p>
    </div>
  );
}

function ReportButton({ label, onClick }: { label: string; onClick: () => void }) {
  const t = useText(communityText.postCard);
  return (
    <button
      type="button"
      className="ml-auto shrink-0 rounded px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50 hover:underline"
      aria-label={label}
      onClick={onClick}
    >
      {t.report}
    </button>
  );
}

/**
 * One post: author, content (always as text), time, comments, the comment box, Report buttons on others' items, and
 * Edit and Delete on the viewer's own (edited in place; deleting asks first, in the page).
 */
export default function PostCard({
  post,
  viewerId,
  canComment = post.can_comment,
  hideReport = false,
  onReport,
}: Props) {
  const t = useText(communityText.postCard);
  const card = useRef<HTMLElement>(null);
  const reportable = (userId: number) => !hideReport && viewerId !== null && userId !== viewerId;
  const mine = (userId: number) => viewerId !== null && userId === viewerId;
  // Spec: a comment is sent only when its text is non-empty. The new comment shows where the post is listed.
  const [$comment] = useState(() => commentStore(post.id));
  const composer = useComposer(newCommentContent, $comment);
  // The comment box is one line until it is used.
  const [boxOpen, setBoxOpen] = useState(false);
  const boxExpanded = boxOpen || composer.text !== '';
  // `post`, or a comment's id, while its text is edited in place.
  const [editing, setEditing] = useState<'post' | number | null>(null);
  const [deleting, setDeleting] = useState<OwnItem | null>(null);

  // Editing ended: focus goes back to the Edit button it started from, once that button is on screen again (a
  // save ends after an await, when React commits on its own schedule, so no fixed moment is safe).
  const focusEditOf = useRef<string | null>(null);
  useLayoutEffect(() => {
    const key = focusEditOf.current;
    if (editing !== null || key === null) return;
    focusEditOf.current = null;
    card.current?.querySelector<HTMLElement>(`[data-edit="${key}"]`)?.focus();
  }, [editing]);
  // A notification's link names the post (`/community#post-N`): the feed draws it after the page loaded, when the
  // browser has given up looking for the anchor, so the post scrolls itself into view once it is drawn.
  useEffect(() => {
    if (window.location.hash === `#post-${post.id}`) card.current?.scrollIntoView({ block: 'start' });
  }, [post.id]);

  function stopEditing(key: string) {
    focusEditOf.current = key;
    setEditing(null);
  }

  return (
    <article
      ref={card}
      id={`post-${post.id}`}
      className="card scroll-mt-4"
      data-testid="post"
      data-post-id={post.id}
      aria-label={t.postBy({ name: post.profile_name })}
    >
      <header className="flex items-start gap-3">
        <Avatar name={post.profile_name} src={post.profile_picture} />
        <Byline item={post} />
        {reportable(post.user_id) && (
          <ReportButton
            label={t.reportPost({ name: post.profile_name })}
            onClick={() => onReport({ reported_user: post.user_id, content_type: 'post', content_id: post.id })}
          />
        )}
        {mine(post.user_id) && editing !== 'post' && (
          <OwnActions
            editLabel={t.editPost}
            deleteLabel={t.deletePost}
            editKey="post"
            onEdit={() => setEditing('post')}
            onDelete={() => setDeleting({ kind: 'post', id: post.id })}
          />
        )}
      </header>
      {editing === 'post' ? (
        <Suspense fallback={null}>
          <EditInPlace item={{ kind: 'post', id: post.id }} initial={post.content} onDone={() => stopEditing('post')} />
        </Suspense>
      ) : (
        <p className="mt-3 whitespace-pre-wrap break-words text-slate-900" data-testid="post-content">
          {post.content}
        </p>
      )}

      {post.comments.length > 0 && (
        <ul className="mt-4 space-y-3 border-t border-slate-100 pt-3" aria-label={t.comments}>
          {post.comments.map((c) => (
            <li key={c.id} className="flex items-start gap-2" data-testid="comment">
              <Avatar name={c.profile_name} src={c.profile_picture} size="sm" />
              <div className="min-w-0 flex-1 rounded-md bg-slate-50 px-3 py-2">
                <div className="flex items-start gap-2">
                  <Byline item={c} />
                  {reportable(c.user_id) && (
                    <ReportButton
                      label={t.reportComment({ name: c.profile_name })}
                      onClick={() => onReport({ reported_user: c.user_id, content_type: 'comment', content_id: c.id })}
                    />
                  )}
                  {mine(c.user_id) && editing !== c.id && (
                    <OwnActions
                      editLabel={t.editComment}
                      deleteLabel={t.deleteComment}
                      editKey={`comment-${c.id}`}
                      onEdit={() => setEditing(c.id)}
                      onDelete={() => setDeleting({ kind: 'comment', id: c.id, post: post.id })}
                    />
                  )}
                </div>
                {editing === c.id ? (
                  <Suspense fallback={null}>
                    <EditInPlace
                      item={{ kind: 'comment', id: c.id, post: post.id }}
                      initial={c.content}
                      onDone={() => stopEditing(`comment-${c.id}`)}
                    />
                  </Suspense>
                ) : (
                  <p
                    className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-900"
                    data-testid="comment-content"
                  >
                    {c.content}
                  </p>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}

      {canComment ? (
        <form className="mt-4 flex items-start gap-2" onSubmit={composer.submit}>
          <ComposerField
            label={t.writeComment}
            className="field-input min-w-0 flex-1 resize-none"
            placeholder={t.writePlaceholder}
            maxLength={COMMENT_MAX}
            multiline
            rows={boxExpanded ? 3 : 1}
            onFocus={() => setBoxOpen(true)}
            onBlur={() => setBoxOpen(false)}
            {...composer.field}
          />
          <button type="submit" className="btn-primary shrink-0" disabled={composer.sending}>
            {t.comment}
          </button>
        </form>
      ) : (
        <p className="mt-4 text-sm text-slate-600" data-testid="cannot-comment">
          {t.cannotComment}
        </p>
      )}
      <ComposerError message={composer.error} note={composer.note} />

      {deleting !== null && (
        <Suspense fallback={null}>
          <DeleteOwnDialog item={deleting} onClose={() => setDeleting(null)} />
        </Suspense>
      )}
    </article>
  );
}
