import { asc, eq } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import { profiles, users } from '../db/schema';
import { signedMediaUrl } from './media';
import { readMemberWeeks, type WeeklyLogJson } from './weeks';
import { toAdminProfileJson, type AdminProfileJson } from '../../lib/contracts/profiles';

export type { AdminProfileJson };

/**
 * Every member's profile with the weeks they have logged. Two queries whatever the member count (members; all
 * weeks joined with their days), grouped in memory; it reads weeks and never creates them. Weeks go through the
 * same serializer as the member's own profile, so staff and member read the same values.
 */
export async function allProfiles(rt: Pick<Runtime, 'db' | 'config' | 'clock'>): Promise<AdminProfileJson[]> {
  const members = await rt.db
    .select({
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
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .orderBy(asc(users.fullName), asc(users.id));

  const weeksByUser = new Map<number, WeeklyLogJson[]>();
  for (const { userId, week } of await readMemberWeeks(rt)) {
    let list = weeksByUser.get(userId);
    if (!list) weeksByUser.set(userId, (list = []));
    list.push(week);
  }

  const now = rt.clock.now().getTime();
  return members.map((m) => {
    // A suspension whose end has passed is over, even before the member's next sign-in writes that back.
    const ended = m.status === 'suspended' && m.suspendedUntil !== null && m.suspendedUntil.getTime() <= now;
    const standing = ended ? { status: 'active' as const, suspendedUntil: null } : {};
    return toAdminProfileJson({ ...m, ...standing }, signedMediaUrl(rt, m.imageKey), weeksByUser.get(m.userId) ?? []);
  });
}
