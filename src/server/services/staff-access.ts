import { desc, eq, sql } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import type { Db } from '../db/client';
import { accessLog } from '../db/schema';
import {
  ACCESS_LOG_SHOWN,
  type AccessKind,
  type AccessLogEntryJson,
  type AccessLogJson,
} from '../../lib/contracts/health-access';

/**
 * The access log (issue 28): one row per staff view of a member's health details, weeks or progress pictures, written
 * in the transaction that reads what the view answers, so no view is answered without its row, and no row is
 * written for a read that failed. The table is append-only (drizzle/0012_privacy.sql). A member reading their own
 * data is no row: staff reading their own record through a staff route neither.
 */

/** The staff member who looks: their id, and their name as the row keeps it (it outlives their account). */
export interface Viewer {
  id: number;
  fullName: string;
}

/**
 * Runs `read` in one transaction with the runtime's `db` bound to it: what it reads and the rows it records commit
 * together, or neither does.
 */
export function readInTransaction<R extends { db: Db }, T>(rt: R, read: (txRt: R) => Promise<T>): Promise<T> {
  return rt.db.transaction((tx) => read({ ...rt, db: tx as unknown as Db }));
}

/**
 * What staff saw in a member's weeks: their progress pictures when any week links one (the answer hands staff its
 * signed link), else the weeks' measurements and journal alone.
 */
export const seenInWeeks = (weeks: ReadonlyArray<{ progress_picture: string | null }>): AccessKind =>
  weeks.some((w) => w.progress_picture !== null) ? 'progress_pictures' : 'weeks';

/** Records that `viewer` saw `kind` of each member of `memberIds` (their own record aside), with `reason` if given. */
export async function recordAccess(
  rt: Pick<Runtime, 'db' | 'clock'>,
  viewer: Viewer,
  memberIds: readonly number[],
  kind: AccessKind,
  reason: string | null = null,
): Promise<void> {
  const others = memberIds.filter((id) => id !== viewer.id);
  if (others.length === 0) return;
  const now = rt.clock.now();
  if (others.length === 1) {
    await rt.db
      .insert(accessLog)
      .values({ memberId: others[0]!, staffId: viewer.id, staffName: viewer.fullName, kind, reason, createdAt: now });
    return;
  }
  // A whole list of members (all-profiles) is one statement, whatever its length: the ids go as one array.
  await rt.db.execute(sql`
    insert into ${accessLog} (member_id, staff_id, staff_name, kind, reason, created_at)
    select m, ${viewer.id}::int, ${viewer.fullName}::text, ${kind}::text, ${reason}::text, ${now.toISOString()}::timestamptz
    from unnest(${`{${others.join(',')}}`}::int[]) as m`);
}

/** A row as the member reads it. */
const entryOf = (row: typeof accessLog.$inferSelect): AccessLogEntryJson => ({
  id: row.id,
  staff_name: row.staffName,
  kind: row.kind,
  reason: row.reason,
  created_at: row.createdAt.toISOString(),
});

/** Newest first; rows of the same instant by the order they were written. */
const NEWEST_FIRST = [desc(accessLog.createdAt), desc(accessLog.id)] as const;

/** GET user/access-log/: the member's newest ACCESS_LOG_SHOWN rows, newest first, and their number in all. */
export async function ownAccessLog(rt: Pick<Runtime, 'db'>, memberId: number): Promise<AccessLogJson> {
  const [rows, [all]] = await Promise.all([
    rt.db
      .select()
      .from(accessLog)
      .where(eq(accessLog.memberId, memberId))
      .orderBy(...NEWEST_FIRST)
      .limit(ACCESS_LOG_SHOWN),
    rt.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(accessLog)
      .where(eq(accessLog.memberId, memberId)),
  ]);
  return { count: all?.n ?? 0, results: rows.map(entryOf) };
}

/** access-log.json of the data export: every row of the member's access log, newest first. */
export async function accessLogFile(rt: Pick<Runtime, 'db'>, memberId: number): Promise<AccessLogEntryJson[]> {
  const rows = await rt.db
    .select()
    .from(accessLog)
    .where(eq(accessLog.memberId, memberId))
    .orderBy(...NEWEST_FIRST);
  return rows.map(entryOf);
}
