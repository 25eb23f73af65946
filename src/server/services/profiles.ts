import { eq, sql } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import type { Db } from '../db/client';
import { profiles, users } from '../db/schema';
import { fail, ok, type Result } from '../result';
import { signedMediaUrl } from './media';
import { savingPicture, type ImageFailure } from './images';
import { completeWeekNumbers, memberWeeksJson, weeklyLogsDocument } from './weeks';
import { toProfileJson, type OwnProfileJson, type ProfileChanges } from '../../lib/contracts/profiles';

/** The one helper that removes a stored file; its home is images.ts, next to the one that stores them. */
export { removeFile } from './images';

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

/**
 * The profile and, for a paying member, their weeks as JSON text with which of them are complete: ONE query for
 * GET user/profile/ (the guard's is the other), prepared once per database (drizzle builds its text once, and
 * PostgreSQL plans it once per connection).
 */
function prepareOwnProfile(db: Db) {
  return db
    .select({
      ...profileColumns,
      weeksDoc: sql<string | null>`case when ${profiles.hasPaid} then ${memberWeeksJson(users.id)} end`,
      completeNumbers: sql<number[] | null>`case when ${profiles.hasPaid} then ${completeWeekNumbers(users.id)} end`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('own_profile');
}
const ownProfileQueries = new WeakMap<Db, ReturnType<typeof prepareOwnProfile>>();

/**
 * The signed-in member's own profile with their weekly logs (created up to the current week for paid members), as
 * the JSON text of OwnProfileJson: the weeks come written by the database (weeks.ts) and are not parsed again.
 */
export async function ownProfileDocument(rt: Runtime, userId: number): Promise<Result<string, 'not_found'>> {
  let query = ownProfileQueries.get(rt.db);
  if (!query) ownProfileQueries.set(rt.db, (query = prepareOwnProfile(rt.db)));
  const [row] = await query.execute({ userId });
  if (!row) return fail('not_found');
  const { weeksDoc, completeNumbers, ...profile } = row;
  const member = { userId, hasPaid: profile.hasPaid ?? false, paidSince: profile.paidSince };
  const weeks = await weeklyLogsDocument(rt, member, weeksDoc === null ? undefined : { doc: weeksDoc, completeNumbers: completeNumbers ?? [] });
  const head = JSON.stringify(toProfileJson(profile, signedMediaUrl(rt, profile.imageKey)));
  return ok(`${head.slice(0, -1)},"weekly_logs":${weeks}}`);
}

/** The signed-in member's own profile with their weekly logs, as an object. */
export async function ownProfile(rt: Runtime, userId: number): Promise<Result<OwnProfileJson, 'not_found'>> {
  const doc = await ownProfileDocument(rt, userId);
  return doc.ok ? ok(JSON.parse(doc.value) as OwnProfileJson) : doc;
}

/** The profile columns a change sets (undefined: not sent, left as is). */
function profileSet(changes: Omit<ProfileChanges, 'full_name'>, imageKey: string | null): Partial<typeof profiles.$inferInsert> {
  const set: Partial<typeof profiles.$inferInsert> = {
    imageKey: imageKey ?? undefined,
    age: changes.age,
    weight: changes.weight,
    occupation: changes.occupation,
    phoneNumber: changes.phone_number,
    emergencyContact: changes.emergency_contact,
    emergencyContactName: changes.emergency_contact_name,
    address: changes.address,
    medicalHistory: changes.medical_history,
  };
  return Object.fromEntries(Object.entries(set).filter(([, v]) => v !== undefined));
}

/**
 * Applies the sent fields and, when given, a new picture. The picture is checked and stored first (nothing is
 * written when it is refused); the old file is removed only once the row points at the new one.
 */
export async function updateProfile(
  rt: Runtime,
  userId: number,
  changes: ProfileChanges,
  image: File | null,
): Promise<Result<OwnProfileJson, 'not_found' | ImageFailure>> {
  const picture = image ? { file: image, kind: 'profile' as const, field: 'image' } : null;
  const saved = await savingPicture(rt, picture, (newKey) =>
    rt.db.transaction(async (tx) => {
      const [current] = await tx.select({ imageKey: profiles.imageKey }).from(profiles).where(eq(profiles.userId, userId)).for('update');
      if (!current) await tx.insert(profiles).values({ userId });
      const { full_name, ...rest } = changes;
      if (full_name !== undefined) await tx.update(users).set({ fullName: full_name }).where(eq(users.id, userId));
      const set = profileSet(rest, newKey);
      if (Object.keys(set).length > 0) await tx.update(profiles).set(set).where(eq(profiles.userId, userId));
      return ok({ value: null, replacedKey: current?.imageKey ?? null });
    }),
  );
  if (!saved.ok) return saved;
  return ownProfile(rt, userId);
}
