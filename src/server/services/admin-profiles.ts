import { eq, inArray } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import { heavyWorkDone } from '../heavy-work';
import { profiles, users, weeklyLogs } from '../db/schema';
import { signedMediaUrl } from './media';
import { readMemberWeeks, type WeeklyLogJson } from './weeks';
import { adminMemberColumns, adminMemberOrder, offsetOf, standingNow } from './admin-members';
import { toAdminProfileJson, type AdminProfileJson } from '../../lib/contracts/profiles';
import type { MemberPaging } from '../../lib/contracts/admin';
import { readInTransaction, recordAccess, seenInWeeks, type Viewer } from './staff-access';

export type { AdminProfileJson };

/**
 * Members per read of their weeks. The weeks come back as one JSON text per read, built inside the database: unbounded,
 * a few thousand members made one string of tens of MB, and PGlite's WASM memory keeps its peak for good. Smaller
 * reads keep that peak low at no cost in time for the whole list. A page of members (50 by default) is one read.
 */
export const WEEKS_READ_BATCH = 50;

/**
 * Every member's profile with the weeks they have logged, or one page of them (the member list's order). One query
 * for the members, then one for the weeks (joined with their days) per WEEKS_READ_BATCH members, grouped in memory;
 * it reads weeks and never creates them. Weeks go through the same serializer as the member's own profile, so staff and
 * member read the same values. Each member whose weeks the answer holds gets a 'weeks' row in the access log for
 * `viewer`, all in one statement, in the transaction of the reads (staff-access.ts).
 */
export async function allProfiles(
  rt: Pick<Runtime, 'db' | 'config' | 'clock'>,
  viewer: Viewer,
  paging: MemberPaging | null = null,
): Promise<AdminProfileJson[]> {
  return readInTransaction(rt, (txRt) => readAllProfiles(txRt, viewer, paging));
}

async function readAllProfiles(
  rt: Pick<Runtime, 'db' | 'config' | 'clock'>,
  viewer: Viewer,
  paging: MemberPaging | null,
): Promise<AdminProfileJson[]> {
  const everyone = rt.db
    .select(adminMemberColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .orderBy(...adminMemberOrder);
  const members = await (paging ? everyone.limit(paging.limit).offset(offsetOf(paging)) : everyone);
  if (members.length === 0) return [];

  const weeksByUser = new Map<number, WeeklyLogJson[]>();
  const ids = members.map((m) => m.userId);
  for (let start = 0; start < ids.length; start += WEEKS_READ_BATCH) {
    const batch = inArray(weeklyLogs.userId, ids.slice(start, start + WEEKS_READ_BATCH));
    for (const { userId, week } of await readMemberWeeks(rt, batch)) {
      let list = weeksByUser.get(userId);
      if (!list) weeksByUser.set(userId, (list = []));
      list.push(week);
    }
  }

  // One statement per kind of row, whatever the number of members.
  const seen = [...weeksByUser];
  for (const kind of ['progress_pictures', 'weeks'] as const) {
    const ids = seen.filter(([, weeks]) => seenInWeeks(weeks) === kind).map(([userId]) => userId);
    await recordAccess(rt, viewer, ids, kind);
  }
  const now = rt.clock.now();
  // Unpaged, this is the heaviest answer of the API (tens of MB of JSON for a large group):
  // once it is written, what it took may go back to the system (heavy-work.ts).
  if (!paging) heavyWorkDone();
  return members.map((m) =>
    toAdminProfileJson(standingNow(m, now), signedMediaUrl(rt, m.imageKey), weeksByUser.get(m.userId) ?? []),
  );
}
