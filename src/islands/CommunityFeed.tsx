import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { community, withNewComment, withNewPost } from '../lib/client/community';
import { POST_MAX, newPostSchema, type CommentJson, type PostJson } from '../lib/contracts/community';
import { errorMessage } from '../lib/messages';
import { $identity } from '../lib/session';
import PostCard from '../components/PostCard';
import ReportDialog, { type ReportTarget } from '../components/ReportDialog';
import LoadError from '../components/LoadError';
import ComposerField, { ComposerError, useComposer } from '../components/Composer';

/** The community feed: the composer, posts newest first with their comments, reporting, and older pages. */
export default function CommunityFeed() {
  const viewerId = useStore($identity).user_id;
  const [posts, setPosts] = useState<PostJson[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadError, setLoadError] = useState('');
  const [reporting, setReporting] = useState<ReportTarget | null>(null);

  // The first page; older ones are added by loadOlder, and new posts and comments by what their create call answers.
  const reload = useCallback(async () => {
    try {
      const page = await community.feed();
      setPosts(page.posts);
      setHasMore(page.hasMore);
      setLoadError('');
    } catch (err) {
      console.error('Failed to load the feed', err);
      setLoadError(errorMessage(err));
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  // A new post goes on top, a new comment at the end of its post's comments: no page is fetched again.
  const composer = useComposer(newPostSchema.shape.content, community.createPost, (post) =>
    setPosts((current) => withNewPost(current, post)),
  );
  const addComment = (comment: CommentJson) => setPosts((current) => withNewComment(current, comment));

  async function loadOlder() {
    const last = posts[posts.length - 1];
    if (!last) return;
    setLoadingMore(true);
    try {
      const page = await community.feed(last.id);
      setPosts((current) => [...current, ...page.posts.filter((p) => !current.some((c) => c.id === p.id))]);
      setHasMore(page.hasMore);
    } catch (err) {
      setLoadError(errorMessage(err));
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <div className="space-y-4">
      <form className="card" onSubmit={composer.submit}>
        <ComposerField label="Share an update" className="field-input min-h-20" placeholder="Share an update..." maxLength={POST_MAX} multiline {...composer.field} />
        <div className="mt-2 flex justify-end">
          <button type="submit" className="btn-primary" disabled={composer.sending || composer.text.trim() === ''}>
            Post
          </button>
        </div>
        <ComposerError message={composer.error} />
      </form>

      {loading && (
        <p role="status" className="flex items-center gap-2 text-slate-600">
          <span className="h-5 w-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand-700" aria-hidden="true" />
          Loading posts...
        </p>
      )}
      {loadError && (
        <LoadError message={loadError} onRetry={() => void reload()} />
      )}
      {!loading && !loadError && posts.length === 0 && <p className="text-slate-600">No posts yet. Be the first to share an update.</p>}

      {posts.map((post) => (
        <PostCard
          key={post.id}
          post={post}
          viewerId={viewerId}
          canComment={post.can_comment}
          onReport={setReporting}
          onCommented={addComment}
        />
      ))}

      {hasMore && (
        <div className="flex justify-center">
          <button type="button" className="btn-secondary" disabled={loadingMore} onClick={() => void loadOlder()}>
            {loadingMore ? 'Loading...' : 'Load older posts'}
          </button>
        </div>
      )}

      <ReportDialog target={reporting} onClose={() => setReporting(null)} />
    </div>
  );
}
