import { asc, eq } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import { DAYS, dailyLogs, profiles, users, weeklyLogs } from '../db/schema';
import { signedMediaUrl } from './media';
import type { DailyLogJson, WeeklyLogJson } from './weeks';

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

const DAY_ORDER = new Map<string, number>(DAYS.map((d, i) => [d, i]));

/**
 * Every member's profile with the weeks they have logged. Three queries whatever the member count (members,
 * all weeks, all days), grouped in memory; it reads weeks and never creates them.
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

  const weeks = await rt.db
    .select()
    .from(weeklyLogs)
    .orderBy(asc(weeklyLogs.userId), asc(weeklyLogs.weekNumber));

  const days = await rt.db
    .select()
    .from(dailyLogs)
    .orderBy(asc(dailyLogs.weeklyLogId), asc(dailyLogs.id));

  const daysByWeek = new Map<number, DailyLogJson[]>();
  for (const d of days) {
    let list = daysByWeek.get(d.weeklyLogId);
    if (!list) daysByWeek.set(d.weeklyLogId, (list = []));
    list.push({
      id: d.id,
      day: d.day,
      weekly_log: d.weeklyLogId,
      workout: d.workout,
      duration: d.duration,
      notes: d.notes,
      breakfast: d.breakfast,
      lunch: d.lunch,
      dinner: d.dinner,
      snack1: d.snack1,
      snack2: d.snack2,
      water_intake_oz: d.waterIntakeOz,
    });
  }

  const weeksByUser = new Map<number, WeeklyLogJson[]>();
  for (const w of weeks) {
    let list = weeksByUser.get(w.userId);
    if (!list) weeksByUser.set(w.userId, (list = []));
    const daily = daysByWeek.get(w.id) ?? [];
    daily.sort((a, b) => (DAY_ORDER.get(a.day) ?? 0) - (DAY_ORDER.get(b.day) ?? 0));
    list.push({
      id: w.id,
      week_number: w.weekNumber,
      biceps: w.biceps,
      chest: w.chest,
      waist: w.waist,
      hips: w.hips,
      thighs: w.thighs,
      journal: w.journal,
      progress_picture: signedMediaUrl(rt, w.progressPictureKey),
      daily_logs: daily,
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
