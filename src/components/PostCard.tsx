import Avatar from './Avatar';
import ComposerField, { ComposerError, useComposer } from './Composer';
import type { ReportTarget } from './ReportDialog';
import { community } from '../lib/client/community';
import { COMMENT_MAX, newCommentSchema, type CommentJson, type PostJson } from '../lib/contracts/community';
import { formatDateTime, useLocale, useText } from '../lib/i18n';
import { communityText } from '../lib/i18n/en/community';

interface Props {
  post: PostJson;
  /** The signed-in member; null while unknown (Report buttons wait for it). */
  viewerId: number | null;
  /** False when the post's author blocks the viewer; the post's own can_comment when not given. */
  canComment?: boolean;
  /** Hides every Report button (the viewer is blocked by this author). */
  hideReport?: boolean;
  onReport: (target: ReportTarget) => void;
  /** Called with the comment the server created, so the list can show it without reloading. */
  onCommented: (comment: CommentJson) => void;
}

function Byline({ item }: { item: Pick<CommentJson, 'profile_name' | 'user_id' | 'timestamp'> }) {
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
      <time dateTime={item.timestamp} className="block text-xs text-slate-600">
        {/* In the browser's time zone, written the page's language's way. */}
        {formatDateTime(locale, item.timestamp)}
      </time>
    </div>
  );
}

function ReportButton({ label, onClick }: { label: string; onClick: () => void }) {
  const t = useText(communityText.postCard);
  return (
    <button type="button" className="ml-auto shrink-0 rounded px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50 hover:underline" aria-label={label} onClick={onClick}>
      {t.report}
    </button>
  );
}

/** One post: author, content (always as text), time, comments, the comment box and Report buttons. */
export default function PostCard({ post, viewerId, canComment = post.can_comment, hideReport = false, onReport, onCommented }: Props) {
  const t = useText(communityText.postCard);
  const reportable = (userId: number) => !hideReport && viewerId !== null && userId !== viewerId;
  // Spec: a comment is sent only when its text is non-empty.
  const composer = useComposer(newCommentSchema.shape.content, (content) => community.comment(post.id, content), onCommented);

  return (
    <article className="card" data-testid="post" aria-label={t.postBy({ name: post.profile_name })}>
      <header className="flex items-start gap-3">
        <Avatar name={post.profile_name} src={post.profile_picture} />
        <Byline item={post} />
        {reportable(post.user_id) && (
          <ReportButton
            label={t.reportPost({ name: post.profile_name })}
            onClick={() => onReport({ reported_user: post.user_id, content_type: 'post', content_id: post.id })}
          />
        )}
      </header>
      <p className="mt-3 whitespace-pre-wrap break-words text-slate-900" data-testid="post-content">
        {post.content}
      </p>

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
                </div>
                <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-900" data-testid="comment-content">
                  {c.content}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}

      {canComment ? (
        <form className="mt-4 flex flex-col gap-2 sm:flex-row" onSubmit={composer.submit}>
          <ComposerField label={t.writeComment} className="field-input" placeholder={t.writePlaceholder} maxLength={COMMENT_MAX} {...composer.field} />
          <button type="submit" className="btn-primary" disabled={composer.sending}>
            {t.comment}
          </button>
        </form>
      ) : (
        <p className="mt-4 text-sm text-slate-600" data-testid="cannot-comment">
          {t.cannotComment}
        </p>
      )}
      <ComposerError message={composer.error} />
    </article>
  );
}
