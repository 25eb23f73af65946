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
  },
  /** Another member's page (src/islands/MemberProfile.tsx and src/pages/user/[userId].astro). */
  memberProfile: {
    title: 'Member Profile',
    loading: 'Loading profile...',
    notFound: 'User profile not found.',
    userNotFound: 'User not found',
    memberSince: params('Member since {date}'),
    blockedYou: 'This user has blocked you. You cannot interact with their content.',
    reportUser: 'Report User',
    blockUser: 'Block User',
    unblockUser: 'Unblock User',
    whyReporting: params('Why are you reporting {name}?'),
    reported: 'User reported successfully. Our team will review it shortly.',
    reportFailed: 'Failed to report user. Please try again.',
    confirmBlock: params("Are you sure you want to block {name}? They won't be able to comment on your posts."),
    blocked: params('{name} has been blocked.'),
    blockFailed: 'Failed to block user. Please try again.',
    unblocked: params('{name} has been unblocked.'),
    unblockFailed: 'Failed to unblock user. Please try again.',
    postsBy: params('Posts by {name}'),
    noPosts: 'No posts yet.',
    loadingMore: 'Loading...',
    loadOlder: 'Load older posts',
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
  /** The reasons of a report, by their type (contracts/safety.ts REPORT_TYPES); the admin screen shows them too. */
  reportReasons: {
    spam: 'Spam',
    harassment: 'Harassment/Bullying',
    hate_speech: 'Hate Speech',
    inappropriate: 'Inappropriate Content',
    violence: 'Violence/Threats',
    adult_content: 'Adult Content',
    misinformation: 'Misinformation',
    other: 'Other',
  },
});
