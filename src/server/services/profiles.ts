import { eq } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import { profiles, users } from '../db/schema';
import { notFound } from '../http/errors';
import { signedMediaUrl } from './media';
import { storeImage } from './images';
import { weeklyLogsFor, type WeeklyLogJson } from './weeks';
import type { ProfileJson } from '../../lib/contracts/profiles';

export type { ProfileJson };

export interface OwnProfileJson extends ProfileJson {
  weekly_logs: WeeklyLogJson[];
}

/** What a member may change; undefined = not sent (left as is), null = cleared. */
export interface ProfileChanges {
  full_name?: string;
  age?: number | null;
  weight?: string | null;
  occupation?: string | null;
  phone_number?: string | null;
  emergency_contact?: string | null;
  emergency_contact_name?: string | null;
  address?: string | null;
  medical_history?: string | null;
}

const profileColumns = {
  userId: users.id,
  fullName: users.fullName,
  email: users.email,
  createdAt: users.createdAt,
  imageKey: profiles.imageKey,
  age: profiles.age,
  weight: profiles.weight,
  occupation: profiles.occupation,
  phoneNumber: profiles.phoneNumber,
  emergencyContact: profiles.emergencyContact,
  emergencyContactName: profiles.emergencyContactName,
  address: profiles.address,
  medicalHistory: profiles.medicalHistory,
  hasPaid: profiles.hasPaid,
  paidSince: profiles.paidSince,
};

async function loadRow(rt: Pick<Runtime, 'db'>, userId: number) {
  const [row] = await rt.db
    .select(profileColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}

/**
 * A member's profile for someone allowed to see it (any signed-in member), without weekly logs; null when there
 * is no such member. The picture comes as a short-lived signed URL.
 */
export async function profileJson(rt: Pick<Runtime, 'db' | 'config' | 'clock'>, userId: number): Promise<ProfileJson | null> {
  const row = await loadRow(rt, userId);
  if (!row) return null;
  return {
    id: row.userId,
    user_id: row.userId,
    full_name: row.fullName,
    user_email: row.email,
    date: row.createdAt.toISOString().slice(0, 10),
    has_paid: row.hasPaid ?? false,
    image: signedMediaUrl(rt, row.imageKey),
    age: row.age ?? null,
    weight: row.weight ?? null,
    occupation: row.occupation ?? null,
    phone_number: row.phoneNumber ?? null,
    emergency_contact: row.emergencyContact ?? null,
    emergency_contact_name: row.emergencyContactName ?? null,
    address: row.address ?? null,
    medical_history: row.medicalHistory ?? null,
  };
}

/** The signed-in member's own profile with their weekly logs (created up to the current week for paid members). */
export async function ownProfile(rt: Runtime, userId: number): Promise<OwnProfileJson> {
  const row = await loadRow(rt, userId);
  const profile = await profileJson(rt, userId);
  if (!row || !profile) throw notFound();
  const weekly_logs = await weeklyLogsFor(rt, { userId, hasPaid: profile.has_paid, paidSince: row.paidSince ?? null });
  return { ...profile, weekly_logs };
}

/**
 * Applies the sent fields and, when given, a new picture. The picture is checked and stored first (nothing is
 * written when it is refused); the old file is removed only once the row points at the new one.
 */
export async function updateProfile(rt: Runtime, userId: number, changes: ProfileChanges, image: File | null): Promise<OwnProfileJson> {
  const newKey = image ? await storeImage(rt, image, 'profile', 'image') : null;
  let oldKey: string | null = null;
  try {
    await rt.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ imageKey: profiles.imageKey })
        .from(profiles)
        .where(eq(profiles.userId, userId))
        .for('update');
      if (!current) await tx.insert(profiles).values({ userId });
      oldKey = current?.imageKey ?? null;
      const { full_name, ...rest } = changes;
      if (full_name !== undefined) await tx.update(users).set({ fullName: full_name }).where(eq(users.id, userId));
      const set = {
        ...(newKey ? { imageKey: newKey } : {}),
        ...(rest.age !== undefined ? { age: rest.age } : {}),
        ...(rest.weight !== undefined ? { weight: rest.weight } : {}),
        ...(rest.occupation !== undefined ? { occupation: rest.occupation } : {}),
        ...(rest.phone_number !== undefined ? { phoneNumber: rest.phone_number } : {}),
        ...(rest.emergency_contact !== undefined ? { emergencyContact: rest.emergency_contact } : {}),
        ...(rest.emergency_contact_name !== undefined ? { emergencyContactName: rest.emergency_contact_name } : {}),
        ...(rest.address !== undefined ? { address: rest.address } : {}),
        ...(rest.medical_history !== undefined ? { medicalHistory: rest.medical_history } : {}),
      };
      if (Object.keys(set).length > 0) await tx.update(profiles).set(set).where(eq(profiles.userId, userId));
    });
  } catch (err) {
    if (newKey) await rt.storage.delete(newKey).catch(() => {});
    throw err;
  }
  if (newKey && oldKey && oldKey !== newKey) await removeFile(rt, oldKey);
  return ownProfile(rt, userId);
}

/** A file that cannot be removed is logged, not fatal: the row no longer points at it. */
export async function removeFile(rt: Pick<Runtime, 'storage' | 'log'>, key: string): Promise<void> {
  try {
    await rt.storage.delete(key);
  } catch (err) {
    rt.log.error({ event: 'storage.remove_failed', key, error: (err as Error).message }, 'could not remove a file');
  }
}
