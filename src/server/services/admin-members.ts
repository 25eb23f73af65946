import { asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { profiles, users, weeklyLogs } from '../db/schema';
import { fail, ok, type Result } from '../result';
import { signedMediaUrl } from './media';
import { readWeeks, type WeeklyLogJson } from './weeks';
import { listReports } from './admin-reports';
import {
  MEMBER_PAGE_DEFAULT,
  type AdminFirstScreenJson,
  type AdminMemberJson,
  type MemberListPageJson,
  type MemberListQuery,
  type MemberPaging,
} from '../../lib/contracts/admin';
import { toAdminMemberFields, type AdminProfileRow } from '../../lib/contracts/profiles';
import { listAppeals } from './appeals';
import type { Reader } from './reader';
import { readInTransaction, recordAccess, seenInWeeks, type Viewer } from './staff-access';

/** The columns staff see of a member (both admin lists read these and nothing more). */
export const adminMemberColumns = {
  userId: users.id,
  email: users.email,
  fullName: users.fullName,
  isStaff: users.isStaff,
  status: users.status,
  suspendedUntil: users.suspendedUntil,
  createdAt: users.createdAt,
  hasPaid: profiles.hasPaid,
  age: profiles.age,
  weight: profiles.weight,
  occupation: profiles.occupation,
  imageKey: profiles.imageKey,
};

/** Both admin lists sort by name, then id, so a page of one is the same members as the page of the other. */
export const adminMemberOrder = [asc(users.fullName), asc(users.id)] as const;

/** Where `page` of `limit` members starts. */
export const offsetOf = ({ page, limit }: MemberPaging): number => (page - 1) * limit;

/**
 * The member's standing as it is now: a suspension whose end has passed is over, even before the member's next
 * sign-in writes that back.
 */
export function standingNow<R extends Pick<AdminProfileRow, 'status' | 'suspendedUntil'>>(row: R, now: Date): R {
  const ended =
    row.status === 'suspended' && row.suspendedUntil !== null && row.suspendedUntil.getTime() <= now.getTime();
  return ended ? { ...row, status: 'active', suspendedUntil: null } : row;
}

/** `text` as a LIKE pattern that finds it anywhere: its own %, _ and \ match themselves. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Members whose name or email contains `q`, ignoring case. */
function matching(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containing(q);
  return or(ilike(users.fullName, pattern), ilike(users.email, pattern));
}

/**
 * One page of the light member list: no weeks, only how many each member has. ONE query whatever the member
 * count: the page, with on each row how many members match in all, and then each of its rows' weeks counted on
 * the weeks' (user_id, week_number) index. A page past the end has no row to carry the count: only then a second
 * query counts.
 */
export async function memberPage(rt: Reader, query: MemberListQuery): Promise<MemberListPageJson> {
  const where = matching(query.q);
  const page = rt.db
    .select({ ...adminMemberColumns, total: sql<number>`count(*) over ()`.mapWith(Number).as('total') })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(where)
    .orderBy(...adminMemberOrder)
    .limit(query.limit)
    .offset(offsetOf(query))
    .as('page');
  // Counted after the limit (a lateral join on the page), so page 20 counts 50 members' weeks, not 1,000.
  const weeks = rt.db
    .select({ logged: sql<number>`count(*)`.mapWith(Number).as('logged') })
    .from(weeklyLogs)
    .where(eq(weeklyLogs.userId, page.userId))
    .as('weeks');
  const rows = await rt.db
    .select()
    .from(page)
    .leftJoinLateral(weeks, sql`true`)
    .orderBy(asc(page.fullName), asc(page.userId));

  let count = rows[0]?.page.total ?? 0;
  if (rows.length === 0 && query.page > 1) {
    const [all] = await rt.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(users)
      .where(where);
    count = all!.n;
  }
  const now = rt.clock.now();
  return {
    count,
    page: query.page,
    limit: query.limit,
    results: rows.map(
      ({ page: member, weeks }): AdminMemberJson => ({
        ...toAdminMemberFields(standingNow(member, now), signedMediaUrl(rt, member.imageKey)),
        weeks_logged: weeks?.logged ?? 0,
      }),
    ),
  };
}

/**
 * What the admin page renders before any script runs: page 1 of the member list, exactly as GET admin/members/
 * answers it without a query, and the pending reports, as GET admin/reports/ lists them (the screen shows no other:
 * closed ones, which only accumulate, stay out of the page). Read together, so the names are in the page's first
 * bytes and the screen asks the API for nothing on load.
 */
export async function adminFirstScreen(rt: Reader): Promise<AdminFirstScreenJson> {
  const [members, reports, appeals] = await Promise.all([
    memberPage(rt, { page: 1, limit: MEMBER_PAGE_DEFAULT, q: undefined }),
    listReports(rt, { pendingOnly: true }),
    listAppeals(rt),
  ]);
  return { members, reports, appeals };
}

/**
 * One member's weeks with their days, as all-profiles embeds them; read only, never created. One query for a member
 * with weeks, and the access log's row for `viewer` in the same transaction (staff-access.ts); only an empty answer
 * asks whether the member exists at all, and logs nothing (nothing was seen).
 */
export async function memberWeeks(
  rt: Reader,
  viewer: Viewer,
  userId: number,
): Promise<Result<WeeklyLogJson[], 'member_not_found'>> {
  return readInTransaction(rt, async (txRt) => {
    const weeks = await readWeeks(txRt, { userId });
    if (weeks.length > 0) {
      await recordAccess(txRt, viewer, [userId], seenInWeeks(weeks));
      return ok(weeks);
    }
    const [member] = await txRt.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    return member ? ok(weeks) : fail('member_not_found');
  });
}
