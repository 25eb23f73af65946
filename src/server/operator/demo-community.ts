import type { Runtime } from '../runtime';
import { comments, posts, REPORT_TYPES, reports } from '../db/schema';
import { COMMENTS, POSTS, REPORT_TEXT, type random } from './demo-content';
import { insertChunked } from './insert-chunked';

/** The demo members the community content is written by, and the run's random numbers and time. */
export interface DemoAuthors {
  db: Runtime['db'];
  rnd: ReturnType<typeof random>;
  /** The new demo members' ids. */
  ids: number[];
  /** When each new member joined (milliseconds), by id: nothing they write is older. */
  joined: Map<number, number>;
  now: Date;
}

/** Posts, comments on them and pending reports about some, by the new demo members; answers how many of each. */
export async function seedCommunity({ db, rnd, ids, joined, now }: DemoAuthors) {
  // Posts from the last three weeks (never before their author joined), inserted oldest first so the feed's
  // newest-first order is also the order of their times.
  const hour = 3_600_000;
  const postRows = ids
    .filter(() => rnd.next() < 0.5)
    .map((userId) => {
      const hoursSinceJoining = Math.floor((now.getTime() - joined.get(userId)!) / hour);
      return {
        userId,
        content: rnd.pick(POSTS),
        createdAt: new Date(now.getTime() - rnd.int(1, Math.min(500, hoursSinceJoining - 1)) * hour),
      };
    })
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const postIds: Array<{ id: number; userId: number; createdAt: Date }> = [];
  await insertChunked(postRows, 500, async (chunk) => {
    postIds.push(
      ...(await db
        .insert(posts)
        .values(chunk)
        .returning({ id: posts.id, userId: posts.userId, createdAt: posts.createdAt })),
    );
  });
  // Comments come after their post (within three days, and never after now) and after their author joined.
  const commentRows = postIds.flatMap((p) =>
    Array.from({ length: rnd.int(0, 3) }, () => {
      const userId = rnd.pick(ids);
      const earliest = Math.max(p.createdAt.getTime(), joined.get(userId)!) + 60_000;
      const latest = Math.max(earliest, Math.min(now.getTime(), p.createdAt.getTime() + 72 * hour));
      return {
        postId: p.id,
        userId,
        content: rnd.pick(COMMENTS),
        createdAt: new Date(earliest + Math.floor(rnd.next() * (latest - earliest))),
      };
    }).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()),
  );
  await insertChunked(commentRows, 1000, (chunk) => db.insert(comments).values(chunk));

  // A few pending reports, each by another member about someone's post.
  const reportRows = postIds
    .slice(0, Math.max(3, Math.floor(postIds.length / 20)))
    .map((p) => ({ p, reporterId: rnd.pick(ids) }))
    .filter(({ p, reporterId }) => reporterId !== p.userId)
    .map(({ p, reporterId }) => ({
      reporterId,
      reportedUserId: p.userId,
      contentType: 'post' as const,
      contentId: p.id,
      reportType: rnd.pick(REPORT_TYPES),
      description: rnd.pick(REPORT_TEXT),
    }));
  await insertChunked(reportRows, 500, (chunk) => db.insert(reports).values(chunk));
  return { posts: postIds.length, comments: commentRows.length, reports: reportRows.length };
}
