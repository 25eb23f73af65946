import type { Runtime } from '../runtime';
import { profiles, users } from '../db/schema';
import { fail, ok, type Result } from '../result';
import { signedMediaUrl } from './media';
import { feedPage } from './feed';
import { isBlocking } from './blocks';
import { memberWithProfile } from './member-row';
import {
  toPublicProfileJson,
  type MemberProfilePageJson,
  type PageCursor,
  type PageQuery,
} from '../../lib/contracts/community';

/** A member page and where its next page of posts starts (sent as headers, see the community contract). */
export interface MemberProfileWithCursor {
  body: MemberProfilePageJson;
  cursor: PageCursor;
}

/** Another member's public page as `viewerId` sees it, one page of their posts at a time. */
export async function viewMemberProfile(
  rt: Runtime,
  viewerId: number,
  memberId: number,
  page: PageQuery = {},
): Promise<Result<MemberProfileWithCursor, 'member_not_found'>> {
  // Only the public columns are read, so private ones cannot leak by accident.
  const row = await memberWithProfile(rt.db, memberId, {
    id: users.id,
    fullName: users.fullName,
    createdAt: users.createdAt,
    imageKey: profiles.imageKey,
  });
  if (!row) return fail('member_not_found');

  const self = viewerId === memberId;
  const [blockedByMe, blockingMe, feed] = await Promise.all([
    self ? false : isBlocking(rt, viewerId, memberId),
    self ? false : isBlocking(rt, memberId, viewerId),
    // The viewer opened this page on purpose: the member's own posts show even if the viewer blocks them;
    // comments by members the viewer blocks stay hidden as in the feed.
    feedPage(rt, viewerId, { ...page, authorId: memberId, hideBlockedAuthors: false }),
  ]);
  return ok({
    body: {
      profile: toPublicProfileJson({ ...row, picture: signedMediaUrl(rt, row.imageKey) }),
      posts: feed.posts,
      is_blocked_by_me: blockedByMe,
      is_blocking_me: blockingMe,
      can_comment: !blockingMe,
    },
    cursor: { hasMore: feed.hasMore, nextBefore: feed.nextBefore },
  });
}
