import { startTransition, Suspense, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { POST_MAX } from '../lib/contracts/community-limits';
import { onDemand } from '../lib/on-demand';
import { errorMessage } from '../lib/messages';
import { $identity } from '../lib/session';
import { $feed, $newPost, $olderFeed } from '../lib/stores/posts';
import PostCard from '../components/PostCard';
import type { ReportTarget } from '../components/ReportDialog';
import ReportDialog from '../components/LazyReportDialog';
import Toast from '../components/Toast';
import LoadError from '../components/LoadError';
import ComposerField, { ComposerError, useComposer } from '../components/Composer';
import { useText } from '../lib/i18n';
import { communityText } from '../lib/i18n/en/community';

/** A new post's rule, fetched on the first Post: the page loads no zod (its script budget is 100 KB). */
const newPostContent = onDemand(() => import('../lib/contracts/community').then((m) => m.newPostSchema.shape.content));

/** Posts drawn with the first page: a phone's first screen and more. */
const FIRST_SCREEN = 3;
/** Posts added per step after that, each step a short task of its own. */
const STEP = 4;

/**
 * The community feed: the composer, posts newest first with their comments, reporting, and older pages. It renders
 * in the browser only (client:only); src/components/FeedPlaceholder.astro draws its loading state before it runs,
 * and the two must match. A page of posts is drawn a few at a time, the first screen first, so no single task
 * builds fifty posts and their comments at once.
 */
export default function CommunityFeed() {
  const t = useText(communityText.feed);
  const viewerId = useStore($identity).user_id;
  const feed = useStore($feed);
  const older = useStore($olderFeed);
  const posts = feed.data?.posts ?? [];
  const loading = feed.data === undefined && !feed.error;
  const loadError = feed.error ? errorMessage(feed.error) : older.error ? errorMessage(older.error) : '';
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  // How many of `posts` are drawn; the rest follow step by step. Older pages, asked for by the member who waits for
  // them, are drawn whole.
  const [shown, setShown] = useState(FIRST_SCREEN);

  // The next few posts once the browser has painted the last ones, rendered as a transition (React yields to input
  // in between).
  useEffect(() => {
    if (shown >= posts.length) return;
    const timer = setTimeout(() => startTransition(() => setShown((n) => n + STEP)), 0);
    return () => clearTimeout(timer);
  }, [shown, posts.length]);

  // A new post goes on top, a new comment at the end of its post's comments: the store puts in what the server
  // answered, and no page is read again.
  const composer = useComposer(newPostContent, $newPost);

  async function loadOlder() {
    if (await $olderFeed.mutate()) setShown(Infinity);
  }

  return (
    <div className="space-y-4">
      <form className="card" onSubmit={composer.submit}>
        <ComposerField
          label={t.shareUpdate}
          className="field-input min-h-20"
          placeholder={t.sharePlaceholder}
          maxLength={POST_MAX}
          multiline
          {...composer.field}
        />
        <div className="mt-2 flex justify-end">
          <button type="submit" className="btn-primary" disabled={composer.sending || composer.text.trim() === ''}>
            {t.post}
          </button>
        </div>
        <ComposerError message={composer.error} note={composer.note} />
      </form>

      {/* At least a screen tall, as in FeedPlaceholder.astro: the footer starts below the fold, so neither the
          posts nor an error or an empty feed moves anything on screen when they replace the loading line. */}
      <div className="min-h-screen space-y-4">
        {loading && (
          <p role="status" className="flex items-center gap-2 text-slate-600">
            <span
              className="h-5 w-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand-700"
              aria-hidden="true"
            />
            {t.loadingPosts}
          </p>
        )}
        {loadError && <LoadError message={loadError} onRetry={feed.error ? $feed.invalidate : loadOlder} />}
        {!loading && !loadError && posts.length === 0 && <p className="text-slate-600">{t.empty}</p>}

        {posts.slice(0, shown).map((post) => (
          <PostCard
            key={post.id}
            post={post}
            viewerId={viewerId}
            canComment={post.can_comment}
            onReport={setReporting}
          />
        ))}

        {feed.data?.hasMore && shown >= posts.length && (
          <div className="flex justify-center">
            <button type="button" className="btn-secondary" disabled={older.loading} onClick={() => void loadOlder()}>
              {older.loading ? t.loading : t.loadOlder}
            </button>
          </div>
        )}
      </div>

      {/* Page-level results: a report sent (the dialog is gone by then). */}
      <Toast />
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog target={reporting} onClose={() => setReporting(null)} />
        </Suspense>
      )}
    </div>
  );
}
