import { params } from '..';
import { defineText } from '../text';

/** English text of the community domain: one entry per component, the spec's strings verbatim. */
export const communityText = defineText('community', {
  /** The community feed (src/islands/CommunityFeed.tsx, its placeholder FeedPlaceholder.astro, and its page). */
  feed: {
    title: 'Community',
    shareUpdate: 'Share an update',
    sharePlaceholder: 'Share an update...',
    post: 'Post',
    loadingPosts: 'Loading posts...',
    empty: 'No posts yet. Be the first to share an update.',
    loading: 'Loading...',
    loadOlder: 'Load older posts',
  },
  /** One post with its comments (src/components/PostCard.tsx). */
  postCard: {
    cannotComment: 'You cannot comment on this post.',
    postBy: params('Post by {name}'),
    report: 'Report',
    reportPost: params('Report post by {name}'),
    reportComment: params('Report comment by {name}'),
    comments: 'Comments',
    writeComment: 'Write a comment',
    writePlaceholder: 'Write a comment...',
    comment: 'Comment',
    edit: 'Edit',
    delete: 'Delete',
    editPost: 'Edit your post',
    deletePost: 'Delete your post',
    editComment: 'Edit your comment',
    deleteComment: 'Delete your comment',
    editText: 'Edit the text',
    save: 'Save',
    saving: 'Saving...',
    cancel: 'Cancel',
    edited: 'edited',
    editedOn: params('Edited {date}'),
  },
  /** The confirmation before a member deletes their own post or comment (src/components/PostCard.tsx, through ConfirmDialog.tsx). */
  deleteDialog: {
    postTitle: 'Delete post?',
    postMessage: 'Your post and all of its comments will be permanently deleted. This cannot be undone.',
    commentTitle: 'Delete comment?',
    commentMessage: 'Your comment will be permanently deleted. This cannot be undone.',
    cancel: 'Cancel',
    confirm: 'Delete',
    deleting: 'Deleting...',
  },
  /** The report dialog (src/components/ReportDialog.tsx). */
  reportDialog: {
    reportPost: 'Report Post',
    reportComment: 'Report Comment',
    reportUser: 'Report User',
    why: 'Why are you reporting this?',
    details: 'Details (required)',
    detailsPlaceholder: 'Tell us what is wrong',
    reviewed: 'Reports are reviewed by our moderation team within 24 hours.',
    falseReports: 'False reports may result in restrictions on your account.',
    cancel: 'Cancel',
    submit: 'Submit Report',
    incomplete: 'Please select a reason and provide a description.',
    submitted: 'Report submitted successfully. Our team will review it shortly.',
    failed: 'Failed to submit report. Please try again.',
  },
});
