import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import { goals, messages, profiles, users, weekFeedback, weeklyLogs } from '../db/schema';
import { UNREAD_BY_STAFF } from './messages';
import { SAVED_WEEK } from './weekly-logs';
import { buildProgress, readGoalsOf, readStoredWeeksOf } from './progress';
import {
  ATTENTION_REASONS,
  MISSED_CHECK_IN_DAYS,
  UNANSWERED_CHECK_IN_HOURS,
  type AttentionJson,
  type AttentionListJson,
  type AttentionReason,
} from '../../lib/contracts/coaching';

const HOUR_MS = 3_600_000;

/**
 * SQL: when a saved week was checked in: its first save with something in it (checked_in_at, which edits do not
 * move). A week written some other way (the demo seed) has only its updated_at.
 */
const CHECKED_IN = sql`coalesce(${weeklyLogs.checkedInAt}, ${weeklyLogs.updatedAt})`;

/**
 * Each member's newest saved week by its number (an edit to an older week must not hide a newer one waiting for an
 * answer), with when it was checked in, and when the member last checked any week in.
 */
const latestWeek = (rt: Runtime) =>
  rt.db
    .select({
      weekId: weeklyLogs.id,
      weekNumber: weeklyLogs.weekNumber,
      checkedInAt: CHECKED_IN.mapWith(weeklyLogs.updatedAt).as('checked_in'),
      lastCheckIn: sql`max(${CHECKED_IN}) over ()`.mapWith(weeklyLogs.updatedAt).as('last_check_in'),
    })
    .from(weeklyLogs)
    .where(and(eq(weeklyLogs.userId, users.id), SAVED_WEEK))
    .orderBy(desc(weeklyLogs.weekNumber))
    .limit(1)
    .as('latest');

/**
 * Members (not staff; active, or at the end of a suspension) with an unread message or a membership, each with their
 * newest saved week and what off_track is judged from: ONE query. `now` is the injected clock's.
 */
async function readCandidates(rt: Runtime, now: Date) {
  const latest = latestWeek(rt);
  const unread = sql<number>`(select count(*) from ${messages} where ${messages.memberId} = ${users.id} and ${UNREAD_BY_STAFF})`;
  return rt.db
    .select({
      id: users.id,
      fullName: users.fullName,
      hasPaid: sql<boolean>`coalesce(${profiles.hasPaid}, false)`,
      paidSince: profiles.paidSince,
      weight: profiles.weight,
      shareGoalsWithStaff: sql<boolean>`coalesce(${profiles.shareGoalsWithStaff}, false)`,
      /** When the membership started (paid_since, else the account's creation): no check-in is missed before it. */
      started: sql`coalesce(${profiles.paidSince}::timestamp at time zone 'UTC', ${users.createdAt})`.mapWith(
        users.createdAt,
      ),
      unread: unread.mapWith(Number),
      weekId: latest.weekId,
      weekNumber: latest.weekNumber,
      checkedInAt: latest.checkedInAt,
      lastCheckIn: latest.lastCheckIn,
      answered: sql<boolean>`exists (select 1 from ${weekFeedback} where ${weekFeedback.weeklyLogId} = ${latest.weekId})`,
      /** A weight goal the member shares with staff: only then may the queue say off_track. */
      sharedWeightGoal: sql<boolean>`(coalesce(${profiles.shareGoalsWithStaff}, false)
        and exists (select 1 from ${goals} where ${goals.userId} = ${users.id} and ${goals.series} = 'weight'))`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoinLateral(latest, sql`true`)
    .where(
      and(
        eq(users.isStaff, false),
        or(
          eq(users.status, 'active'),
          and(eq(users.status, 'suspended'), sql`${users.suspendedUntil} <= ${now.toISOString()}::timestamptz`),
        ),
        or(sql`coalesce(${profiles.hasPaid}, false)`, sql`${unread} > 0`),
      ),
    )
    .orderBy(users.id);
}
type Candidate = Awaited<ReturnType<typeof readCandidates>>[number];

/**
 * The members whose shared weight goal's pace the progress summary calls faster than safe (progress-summary.ts
 * `faster_than_safe`), read as their GET user/progress/ reads it: the weeks and goals of every such candidate in two
 * queries, whatever their number; the others' are never read.
 */
async function offTrackMembers(rt: Runtime, candidates: readonly Candidate[]): Promise<Set<number>> {
  const sharing = candidates.filter((c) => c.hasPaid && c.sharedWeightGoal);
  const ids = sharing.map((c) => c.id);
  const [weeks, goalsOf] = await Promise.all([readStoredWeeksOf(rt.db, ids), readGoalsOf(rt.db, ids)]);
  const offTrack = new Set<number>();
  for (const c of sharing) {
    const member = { hasPaid: true, paidSince: c.paidSince, weight: c.weight, shareGoalsWithStaff: true };
    const progress = buildProgress(rt, member, weeks.get(c.id) ?? [], goalsOf.get(c.id) ?? [], true);
    if (progress.goals.some((g) => g.faster_than_safe)) offTrack.add(c.id);
  }
  return offTrack;
}

/** The reasons a member needs a coach now, in ATTENTION_REASONS' order. */
function reasonsOf(c: Candidate, offTrack: boolean, now: Date): AttentionReason[] {
  const found = new Set<AttentionReason>();
  if (c.unread > 0) found.add('unread_message');
  if (c.hasPaid) {
    const since = (at: Date) => now.getTime() - at.getTime();
    if (c.checkedInAt && !c.answered && since(c.checkedInAt) > UNANSWERED_CHECK_IN_HOURS * HOUR_MS) {
      found.add('unanswered_check_in');
    }
    const lastCheckIn = c.lastCheckIn && c.lastCheckIn > c.started ? c.lastCheckIn : c.started;
    if (since(lastCheckIn) > MISSED_CHECK_IN_DAYS * 24 * HOUR_MS) found.add('missed_check_in');
    if (offTrack) found.add('off_track');
  }
  return ATTENTION_REASONS.filter((r) => found.has(r));
}

/**
 * GET admin/attention/: the members who need a coach now, each with every reason: unread_message (a message of
 * theirs no staff member has read), unanswered_check_in (their newest saved week, by number, has no answer
 * UNANSWERED_CHECK_IN_HOURS after it was first saved: an older week is covered by answering the newer), missed_check_in
 * (a paying member who checked no week in for MISSED_CHECK_IN_DAYS, counted from the membership's start for a new
 * member), off_track (a weight goal they share whose pace the progress summary calls faster than safe). The most
 * urgent reason first, then by member id. Three queries, whatever the number of members.
 */
export async function attentionQueue(rt: Runtime): Promise<AttentionListJson> {
  const now = rt.clock.now();
  const candidates = await readCandidates(rt, now);
  const offTrack = await offTrackMembers(rt, candidates);
  const results: AttentionJson[] = [];
  for (const c of candidates) {
    const reasons = reasonsOf(c, offTrack.has(c.id), now);
    if (reasons.length === 0) continue;
    results.push({
      member: { id: c.id, full_name: c.fullName },
      reasons,
      unread_messages: c.unread,
      unanswered_week:
        reasons.includes('unanswered_check_in') && c.weekId !== null && c.weekNumber !== null
          ? { id: c.weekId, week_number: c.weekNumber }
          : null,
      last_check_in: c.lastCheckIn?.toISOString() ?? null,
    });
  }
  const rank = (a: AttentionJson) => ATTENTION_REASONS.indexOf(a.reasons[0]!);
  results.sort((a, b) => rank(a) - rank(b) || a.member.id - b.member.id);
  return { count: results.length, results };
}
