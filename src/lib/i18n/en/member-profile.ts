import { params } from '..';
import { defineText } from '../text';

/**
 * English text of another member's page (src/islands/MemberProfile.tsx and src/pages/user/[userId].astro), in the
 * community domain: apart from en/community.ts because account settings reads it too (its blocked members' Unblock),
 * and that page should not load the feed's text with it.
 */
export const memberProfileText = defineText('community', {
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
});
