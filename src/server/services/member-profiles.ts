import { eq } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import { profiles, users } from '../db/schema';
import { notFound } from '../http/errors';
import { signedMediaUrl } from './media';
import { feedPage, isBlocking, type PostJson } from './community';
import { isoDay } from './accounts';

/** What any signed-in member may see of another: never email, phone, address, medical or emergency data. */
export interface PublicProfile {
  user_id: number;
  full_name: string;
  image: string | null;
  /** Member since (YYYY-MM-DD). */
  date: string;
}

export interface ProfileView {
  profile: PublicProfile;
  posts: PostJson[];
  has_more: boolean;
  next_before: number | null;
  is_blocked_by_me: boolean;
  is_blocking_me: boolean;
  can_comment: boolean;
}

/** Another member's public page as `viewerId` sees it. Unknown member → 404. */
export async function viewMemberProfile(
  rt: Runtime,
  viewerId: number,
  memberId: number,
  page: { before?: number | null; limit?: number } = {},
): Promise<ProfileView> {
  // Only the public columns are read, so private ones cannot leak by accident.
  const [row] = await rt.db
    .select({ id: users.id, fullName: users.fullName, createdAt: users.createdAt, imageKey: profiles.imageKey })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, memberId));
  if (!row) throw notFound('User not found.');

  const self = viewerId === memberId;
  const [blockedByMe, blockingMe, feed] = await Promise.all([
    self ? false : isBlocking(rt, viewerId, memberId),
    self ? false : isBlocking(rt, memberId, viewerId),
    // The viewer opened this page on purpose: the member's own posts show even if the viewer blocks them;
    // comments by members the viewer blocks stay hidden as in the feed.
    feedPage(rt, viewerId, { ...page, authorId: memberId, hideBlockedAuthors: false }),
  ]);
  return {
    profile: {
      user_id: row.id,
      full_name: row.fullName,
      image: signedMediaUrl(rt, row.imageKey),
      date: isoDay(row.createdAt),
    },
    posts: feed.posts,
    has_more: feed.hasMore,
    next_before: feed.nextBefore,
    is_blocked_by_me: blockedByMe,
    is_blocking_me: blockingMe,
    can_comment: !blockingMe,
  };
}
