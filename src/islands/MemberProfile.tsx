import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { ApiError } from '../lib/api';
import {
  community,
  withEditedComment,
  withEditedPost,
  withNewComment,
  withoutComment,
  withoutPost,
  type MemberPage,
} from '../lib/client/community';
import { safety } from '../lib/client/safety';
import { errorMessage } from '../lib/messages';
import { $identity } from '../lib/session';
import Avatar from '../components/Avatar';
import PostCard, { type OwnContentHandlers } from '../components/PostCard';
import ReportDialog, { type ReportTarget } from '../components/ReportDialog';
import Toast from '../components/Toast';
import { showToast } from '../lib/toast';
import LoadError from '../components/LoadError';
import { formatCalendarDay, useLocale, useText } from '../lib/i18n';
import { communityText } from '../lib/i18n/en/community';

/** Another member's page: who they are, their posts, and the report and block controls. */
export default function MemberProfile({ userId }: { userId: string }) {
  const t = useText(communityText.memberProfile);
  const locale = useLocale();
  const viewerId = useStore($identity).user_id;
  const [view, setView] = useState<MemberPage | null>(null);
  const [loading, setLoading] = useState(true);
  const [notFound, setNotFound] = useState(false);
  const [loadError, setLoadError] = useState('');
  const [busy, setBusy] = useState(false);
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  const load = useCallback(async () => {
    try {
      setView(await community.memberPage(userId));
      setLoadError('');
    } catch (err) {
      console.error('Failed to load the member profile', err);
      if (err instanceof ApiError && err.status === 404) {
        setNotFound(true);
        // Let 'User profile not found.' render before the blocking alert, then leave for the feed.
        window.setTimeout(() => {
          window.alert(t.userNotFound);
          window.location.assign('/community');
        }, 0);
        return;
      }
      setLoadError(errorMessage(err));
    } finally {
      setLoading(false);
    }
  }, [userId]);

  useEffect(() => {
    void load();
  }, [load]);

  if (loading) {
    return (
      <div role="status" className="flex justify-center py-16">
        <span className="h-10 w-10 animate-spin rounded-full border-4 border-slate-300 border-t-brand-700" aria-hidden="true" />
        <span className="sr-only">{t.loading}</span>
      </div>
    );
  }
  if (notFound) return <p className="card text-slate-700">{t.notFound}</p>;
  if (!view) {
    return (
      <LoadError message={loadError || t.notFound} onRetry={() => void load()} />
    );
  }

  const { profile } = view;
  const name = profile.full_name;
  const self = viewerId !== null && viewerId === profile.user_id;
  const showControls = !self && viewerId !== null && !view.is_blocking_me;

  async function loadOlder() {
    const last = view?.posts[view.posts.length - 1];
    if (!last) return;
    setLoadingMore(true);
    try {
      const older = await community.memberPage(profile.user_id, last.id);
      setView((current) => current && { ...current, posts: [...current.posts, ...older.posts], hasMore: older.hasMore });
    } catch (err) {
      window.alert(errorMessage(err));
    } finally {
      setLoadingMore(false);
    }
  }

  /** Runs a block or unblock with the buttons disabled, then tells how it went in the spec's words, in the page. */
  async function act(action: () => Promise<unknown>, done: string, failed: string, reload: boolean) {
    setBusy(true);
    try {
      await action();
      showToast('success', done);
      if (reload) await load();
    } catch (err) {
      console.error(failed, err);
      showToast('error', failed);
    } finally {
      setBusy(false);
    }
  }

  // Issue 26: the report dialog with its reason list replaces the spec's prompt; Cancel or Escape does nothing.
  function reportUser() {
    setReporting({ reported_user: profile.user_id, content_type: 'profile', content_id: profile.user_id });
  }

  // The viewer's own posts (on their own page) and comments change in place, as the server answered them.
  const changePosts = (change: (posts: MemberPage['posts']) => MemberPage['posts']) =>
    setView((v) => v && { ...v, posts: change(v.posts) });
  const own: OwnContentHandlers = {
    onPostEdited: (post) => changePosts((posts) => withEditedPost(posts, post)),
    onPostDeleted: (postId) => changePosts((posts) => withoutPost(posts, postId)),
    onCommentEdited: (comment) => changePosts((posts) => withEditedComment(posts, comment)),
    onCommentDeleted: (postId, commentId) => changePosts((posts) => withoutComment(posts, postId, commentId)),
  };

  function toggleBlock() {
    if (view!.is_blocked_by_me) {
      void act(() => safety.unblock(profile.user_id), t.unblocked({ name }), t.unblockFailed, true);
      return;
    }
    if (!window.confirm(t.confirmBlock({ name }))) return;
    void act(() => safety.block(profile.user_id), t.blocked({ name }), t.blockFailed, true);
  }

  return (
    <div className="space-y-6">
      <section className="card flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
        <Avatar name={name} src={profile.image} size="lg" />
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold text-slate-900 break-words">{name}</h1>
          <p className="text-sm text-slate-600">{t.memberSince({ date: formatCalendarDay(locale, profile.date) })}</p>
          {view.is_blocking_me && (
            <p className="alert-error mt-3" role="status">
              {t.blockedYou}
            </p>
          )}
        </div>
        {showControls && (
          <div className="flex flex-wrap justify-center gap-2">
            <button type="button" className="btn-secondary" disabled={busy} onClick={reportUser}>
              {t.reportUser}
            </button>
            <button type="button" className={view.is_blocked_by_me ? 'btn-secondary' : 'btn-danger'} disabled={busy} onClick={toggleBlock}>
              {view.is_blocked_by_me ? t.unblockUser : t.blockUser}
            </button>
          </div>
        )}
      </section>

      <section className="space-y-4" aria-labelledby="member-posts">
        {view.posts.length > 0 ? (
          <h2 id="member-posts" className="text-xl font-semibold text-slate-900">
            {t.postsBy({ name })}
          </h2>
        ) : (
          <p id="member-posts" className="text-slate-600">
            {t.noPosts}
          </p>
        )}
        {view.posts.map((post) => (
          <PostCard
            key={post.id}
            post={post}
            viewerId={viewerId}
            canComment={view.can_comment}
            hideReport={view.is_blocking_me}
            onReport={setReporting}
            onCommented={(comment) => setView((v) => v && { ...v, posts: withNewComment(v.posts, comment) })}
            own={own}
          />
        ))}
        {view.hasMore && (
          <div className="flex justify-center">
            <button type="button" className="btn-secondary" disabled={loadingMore} onClick={() => void loadOlder()}>
              {loadingMore ? t.loadingMore : t.loadOlder}
            </button>
          </div>
        )}
      </section>

      {/* Page-level results: a report sent, a member blocked or unblocked. */}
      <Toast />
      <ReportDialog
        target={reporting}
        onClose={() => setReporting(null)}
        // A profile's report answers in the spec's words for reporting a user.
        messages={reporting?.content_type === 'profile' ? { submitted: t.reported, failed: t.reportFailed } : undefined}
      />
    </div>
  );
}
