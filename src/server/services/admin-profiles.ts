import { asc, eq, sql } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import { DAYS, dailyLogs, profiles, users, weeklyLogs } from '../db/schema';
import { signedMediaUrl } from './media';
import type { WeeklyLogJson } from './weeks';

/** One entry of the admin profile list (spec section 3, "Admin list entries"). */
export interface AdminProfileJson {
  id: number;
  user: string;
  user_id: number;
  user_email: string;
  full_name: string;
  date: string;
  is_staff: boolean;
  status: 'active' | 'suspended' | 'banned';
  suspended_until: string | null;
  has_paid: boolean;
  age: number | null;
  weight: string | null;
  occupation: string | null;
  image: string | null;
  weekly_logs: WeeklyLogJson[];
}

/** A week as the database document carries it (the picture is still a storage key). */
type WeekRow = Omit<WeeklyLogJson, 'progress_picture'> & { user_id: number; progress_picture_key: string | null };

const DAY_ARRAY = sql.raw(`array[${DAYS.map((d) => `'${d}'`).join(',')}]`);

/**
 * Every member's profile with the weeks they have logged. Two queries whatever the member count (members; all
 * weeks with their days), grouped in memory; it reads weeks and never creates them.
 */
export async function allProfiles(rt: Pick<Runtime, 'db' | 'config' | 'clock'>): Promise<AdminProfileJson[]> {
  const members = await rt.db
    .select({
      id: users.id,
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
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .orderBy(asc(users.fullName), asc(users.id));

  // Every week with its days, built as one JSON document by the database: tens of thousands of day rows parse
  // far faster as one document than as rows (measured on PGlite: about 2x), and the query count stays fixed.
  const result = (await rt.db.execute(sql`
    select coalesce(json_agg(w order by w.user_id, w.week_number), '[]')::text as doc from (
      select wl.user_id, wl.id, wl.week_number, wl.biceps::text as biceps, wl.chest::text as chest,
        wl.waist::text as waist, wl.hips::text as hips, wl.thighs::text as thighs, wl.journal,
        wl.progress_picture_key,
        coalesce((
          select json_agg(json_build_object(
              'id', d.id, 'day', d.day, 'weekly_log', d.weekly_log_id, 'workout', d.workout,
              'duration', d.duration, 'notes', d.notes, 'breakfast', d.breakfast, 'lunch', d.lunch,
              'dinner', d.dinner, 'snack1', d.snack1, 'snack2', d.snack2,
              'water_intake_oz', d.water_intake_oz::text)
            order by array_position(${DAY_ARRAY}, d.day))
          from ${dailyLogs} d where d.weekly_log_id = wl.id), '[]') as daily_logs
      from ${weeklyLogs} wl) w`)) as unknown as { rows: Array<{ doc: string }> };
  const weeks = JSON.parse(result.rows[0]!.doc) as WeekRow[];

  const weeksByUser = new Map<number, WeeklyLogJson[]>();
  for (const w of weeks) {
    let list = weeksByUser.get(w.user_id);
    if (!list) weeksByUser.set(w.user_id, (list = []));
    list.push({
      id: w.id,
      week_number: w.week_number,
      biceps: w.biceps,
      chest: w.chest,
      waist: w.waist,
      hips: w.hips,
      thighs: w.thighs,
      journal: w.journal,
      progress_picture: signedMediaUrl(rt, w.progress_picture_key),
      daily_logs: w.daily_logs,
    });
  }

  const now = rt.clock.now().getTime();
  // A suspension whose end has passed is over, even before the member's next sign-in writes that back.
  const ended = (m: (typeof members)[number]) =>
    m.status === 'suspended' && m.suspendedUntil !== null && m.suspendedUntil.getTime() <= now;

  return members.map((m) => ({
    id: m.id,
    user: m.email,
    user_id: m.id,
    user_email: m.email,
    full_name: m.fullName,
    date: m.createdAt.toISOString(),
    is_staff: m.isStaff,
    status: ended(m) ? 'active' : m.status,
    suspended_until: ended(m) ? null : (m.suspendedUntil?.toISOString() ?? null),
    has_paid: m.hasPaid ?? false,
    age: m.age,
    weight: m.weight,
    occupation: m.occupation,
    image: signedMediaUrl(rt, m.imageKey),
    weekly_logs: weeksByUser.get(m.id) ?? [],
  }));
}
