import { Suspense, useState } from 'react';
import { useStore } from '@nanostores/react';
import { errorMessage, failureCode } from '../lib/messages';
import { $identity } from '../lib/session';
import { $blockToggle, $memberId, $memberPage, $olderMemberPosts } from '../lib/stores/member-page';
import Avatar from '../components/Avatar';
import PostCard from '../components/PostCard';
import type { ReportTarget } from '../components/ReportDialog';
import ReportDialog from '../components/LazyReportDialog';
import Toast from '../components/Toast';
import { showToast } from '../lib/toast';
import LoadError from '../components/LoadError';
import { formatCalendarDay, useLocale, useText } from '../lib/i18n';
import { memberProfileText } from '../lib/i18n/en/member-profile';

/** The member's page answers these when there is no such member: the page says so, then leaves for the feed. */
const NOT_FOUND = new Set(['member_not_found', 'not_found']);

/** Another member's page: who they are, their posts, and the report and block controls. */
export default function MemberProfile({ userId }: { userId: string }) {
  const t = useText(memberProfileText.memberProfile);
  const locale = useLocale();
  const viewerId = useStore($identity).user_id;
  // The store reads the page of the member this island shows, in the browser only (the server renders the spinner).
  useState(() => typeof window !== 'undefined' && $memberId.set(userId));
  const page = useStore($memberPage);
  const older = useStore($olderMemberPosts);
  const busy = useStore($blockToggle).loading === true;
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  const view = page.data;
  const notFound = NOT_FOUND.has(failureCode(page.error) ?? '');
  // Let 'User profile not found.' render before the blocking alert, then leave for the feed (once per failure).
  const [leaving] = useState(() => new WeakSet<object>());
  if (notFound && typeof window !== 'undefined' && !leaving.has(page.error)) {
    leaving.add(page.error);
    window.setTimeout(() => {
      window.alert(t.userNotFound);
      window.location.assign('/community');
    }, 0);
  }

  if (!view && !page.error) {
    return (
      <div role="status" className="flex justify-center py-16">
        <span
          className="h-10 w-10 animate-spin rounded-full border-4 border-slate-300 border-t-brand-700"
          aria-hidden="true"
        />
        <span className="sr-only">{t.loading}</span>
      </div>
    );
  }
  if (notFound) return <p className="card text-slate-700">{t.notFound}</p>;
  if (!view) {
    return (
      <LoadError
        message={page.error ? errorMessage(page.error) : t.notFound}
        onRetry={() => $memberPage.invalidate()}
      />
    );
  }

  const { profile } = view;
  const name = profile.full_name;
  const self = viewerId !== null && viewerId === profile.user_id;
  const showControls = !self && viewerId !== null && !view.is_blocking_me;

  async function loadOlder() {
    if (!(await $olderMemberPosts.mutate())) window.alert(errorMessage($olderMemberPosts.value?.error));
  }

  // Issue 26: the report dialog with its reason list replaces the spec's prompt; Cancel or Escape does nothing.
  function reportUser() {
    setReporting({ reported_user: profile.user_id, content_type: 'profile', content_id: profile.user_id });
  }

  /** Blocks or unblocks, then tells how it went in the spec's words. */
  async function toggleBlock() {
    const block = !view!.is_blocked_by_me;
    if (block && !window.confirm(t.confirmBlock({ name }))) return;
    if (await $blockToggle.mutate({ block })) {
      showToast('success', block ? t.blocked({ name }) : t.unblocked({ name }));
      return;
    }
    const failed = block ? t.blockFailed : t.unblockFailed;
    console.error(failed, $blockToggle.value?.error);
    showToast('error', failed);
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
            <button
              type="button"
              className={view.is_blocked_by_me ? 'btn-secondary' : 'btn-danger'}
              disabled={busy}
              onClick={() => void toggleBlock()}
            >
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
          />
        ))}
        {view.hasMore && (
          <div className="flex justify-center">
            <button type="button" className="btn-secondary" disabled={older.loading} onClick={() => void loadOlder()}>
              {older.loading ? t.loadingMore : t.loadOlder}
            </button>
          </div>
        )}
      </section>

      {/* Page-level results: a report sent, a member blocked or unblocked. */}
      <Toast />
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog
            target={reporting}
            onClose={() => setReporting(null)}
            // A profile's report answers in the spec's words for reporting a user.
            messages={
              reporting.content_type === 'profile' ? { submitted: t.reported, failed: t.reportFailed } : undefined
            }
          />
        </Suspense>
      )}
    </div>
  );
}
