import { sql } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import { buildProgress, readGoals, readMember, readStoredWeeks } from './progress';
import {
  ATTENTION_REASONS,
  MISSED_CHECK_IN_DAYS,
  UNANSWERED_CHECK_IN_HOURS,
  type AttentionJson,
  type AttentionListJson,
  type AttentionReason,
} from '../../lib/contracts/coaching';

const HOUR_MS = 3_600_000;

/** What the queue decides on, one row per member who might need a coach. */
interface Candidate {
  id: number;
  full_name: string;
  has_paid: boolean;
  /** When the membership started (paid_since, else the account's creation): no check-in is missed before it. */
  started: Date;
  unread: number;
  /** The member's latest saved week, if any, and whether staff answered it. */
  week_id: number | null;
  week_number: number | null;
  saved_at: Date | null;
  answered: boolean;
  /** A weight goal the member shares with staff: only then may the queue say off_track. */
  shared_weight_goal: boolean;
}

/**
 * SQL: a week the member saved: a measurement, the weight, the journal or the picture. A week saved is a check-in,
 * timed by its updated_at (the save sets it from the clock). The weeks a profile read creates are empty, so they do
 * not count, and a day's fields alone do not either: days carry no time of saving.
 */
const SAVED_WEEK = sql.raw(`(w.biceps is not null or w.chest is not null or w.waist is not null or w.hips is not null
  or w.thighs is not null or w.weight is not null or coalesce(w.journal, '') <> '' or w.progress_picture_key is not null)`);

/**
 * Members (not staff; active, or at the end of a suspension) with an unread message or a membership, with their
 * latest saved week: ONE query. `now` is the injected clock's.
 */
async function readCandidates(rt: Runtime, now: Date): Promise<Candidate[]> {
  const result = (await rt.db.execute(sql`
    select u.id, u.full_name, coalesce(p.has_paid, false) as has_paid,
      coalesce(p.paid_since::timestamp at time zone 'UTC', u.created_at) as started,
      (select count(*) from messages m where m.member_id = u.id and not m.from_staff and m.read_at is null)::int as unread,
      s.id as week_id, s.week_number, s.updated_at as saved_at,
      exists (select 1 from week_feedback f where f.weekly_log_id = s.id) as answered,
      (coalesce(p.share_goals_with_staff, false)
        and exists (select 1 from goals g where g.user_id = u.id and g.series = 'weight')) as shared_weight_goal
    from users u
    left join profiles p on p.user_id = u.id
    left join lateral (select w.id, w.week_number, w.updated_at from weekly_logs w
      where w.user_id = u.id and ${SAVED_WEEK} order by w.updated_at desc, w.id desc limit 1) s on true
    where not u.is_staff
      and (u.status = 'active' or (u.status = 'suspended' and u.suspended_until <= ${now.toISOString()}::timestamptz))
      and (coalesce(p.has_paid, false)
        or exists (select 1 from messages m where m.member_id = u.id and not m.from_staff and m.read_at is null))
    order by u.id`)) as unknown as { rows: Array<Record<string, unknown>> };
  return result.rows.map((r) => ({
    id: Number(r['id']),
    full_name: String(r['full_name']),
    has_paid: Boolean(r['has_paid']),
    started: new Date(r['started'] as string | Date),
    unread: Number(r['unread']),
    week_id: r['week_id'] === null ? null : Number(r['week_id']),
    week_number: r['week_number'] === null ? null : Number(r['week_number']),
    saved_at: r['saved_at'] === null ? null : new Date(r['saved_at'] as string | Date),
    answered: Boolean(r['answered']),
    shared_weight_goal: Boolean(r['shared_weight_goal']),
  }));
}

/**
 * off_track is the progress summary's own verdict (progress-summary.ts `faster_than_safe`), read as the member's
 * GET user/progress/ reads it; asked only of members who share a weight goal with staff (the only goal it judges),
 * so the queue costs three queries per such member and none for the others.
 */
async function isOffTrack(rt: Runtime, memberId: number): Promise<boolean> {
  const member = await readMember(rt.db, memberId);
  if (!member?.hasPaid || !member.shareGoalsWithStaff) return false;
  const [stored, goals] = await Promise.all([readStoredWeeks(rt.db, memberId), readGoals(rt.db, memberId)]);
  return buildProgress(rt, member, stored, goals, true).goals.some((g) => g.faster_than_safe);
}

/** The reasons a member needs a coach now, in ATTENTION_REASONS' order. */
async function reasonsOf(rt: Runtime, c: Candidate, now: Date): Promise<AttentionReason[]> {
  const found = new Set<AttentionReason>();
  if (c.unread > 0) found.add('unread_message');
  if (c.has_paid) {
    const since = (at: Date) => now.getTime() - at.getTime();
    if (c.saved_at && !c.answered && since(c.saved_at) > UNANSWERED_CHECK_IN_HOURS * HOUR_MS) {
      found.add('unanswered_check_in');
    }
    const lastCheckIn = c.saved_at && c.saved_at > c.started ? c.saved_at : c.started;
    if (since(lastCheckIn) > MISSED_CHECK_IN_DAYS * 24 * HOUR_MS) found.add('missed_check_in');
    if (c.shared_weight_goal && (await isOffTrack(rt, c.id))) found.add('off_track');
  }
  return ATTENTION_REASONS.filter((r) => found.has(r));
}

/**
 * GET admin/attention/: the members who need a coach now, each with every reason: unread_message (a message of
 * theirs no staff member has read), unanswered_check_in (their latest saved week has no answer UNANSWERED_CHECK_IN_HOURS
 * after it was saved: an older week is covered by answering the newer), missed_check_in (a paying member with no
 * week saved in MISSED_CHECK_IN_DAYS, counted from the membership's start for a new member), off_track (a weight
 * goal they share whose pace the progress summary calls faster than safe). The most urgent reason first, then by
 * member id.
 */
export async function attentionQueue(rt: Runtime): Promise<AttentionListJson> {
  const now = rt.clock.now();
  const results: AttentionJson[] = [];
  for (const c of await readCandidates(rt, now)) {
    const reasons = await reasonsOf(rt, c, now);
    if (reasons.length === 0) continue;
    results.push({
      member: { id: c.id, full_name: c.full_name },
      reasons,
      unread_messages: c.unread,
      unanswered_week:
        reasons.includes('unanswered_check_in') && c.week_id !== null
          ? { id: c.week_id, week_number: c.week_number! }
          : null,
      last_check_in: c.saved_at?.toISOString() ?? null,
    });
  }
  const rank = (a: AttentionJson) => ATTENTION_REASONS.indexOf(a.reasons[0]!);
  results.sort((a, b) => rank(a) - rank(b) || a.member.id - b.member.id);
  return { count: results.length, results };
}
