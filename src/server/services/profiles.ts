import { eq, sql } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import type { Db } from '../db/client';
import { profiles, users } from '../db/schema';
import { fail, ok, type Result } from '../result';
import { signedMediaUrl } from './media';
import { savingPicture, type ImageFailure } from './images';
import {
  completeWeekNumbers,
  currentWeekOf,
  ensureWeeks,
  memberWeeksJson,
  weeksAreComplete,
  withPictureLinks,
} from './weeks';
import { profileCacheOf, type ProfileEntry } from './profile-cache';
import { preparedStatement, runPrepared } from './prepared-statements';
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
 * The profile and, for a paying member, their weeks as JSON text with which of them are complete, and the member's
 * change counter in the same snapshot: ONE query to build GET user/profile/'s answer, prepared once per database
 * (drizzle builds its text once, and PostgreSQL plans it once per connection).
 */
function prepareOwnProfile(db: Db) {
  return db
    .select({
      ...profileColumns,
      version: sql<string | null>`(select version::text from profile_changes where user_id = ${users.id})`,
      weeksDoc: sql<string | null>`case when ${profiles.hasPaid} then ${memberWeeksJson(users.id)} end`,
      completeNumbers: sql<number[] | null>`case when ${profiles.hasPaid} then ${completeWeekNumbers(users.id)} end`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('own_profile');
}
const ownProfileQueries = new WeakMap<Db, ReturnType<typeof prepareOwnProfile>>();

async function readOwnProfileRow(rt: Runtime, userId: number) {
  let query = ownProfileQueries.get(rt.db);
  if (!query) ownProfileQueries.set(rt.db, (query = prepareOwnProfile(rt.db)));
  const [row] = await query.execute({ userId });
  return row;
}

/** The member's change counter now (profile_changes.version; 0 before their first change): one prepared single-row read. */
const profileVersionStatement = preparedStatement(
  'profile_version',
  sql`select coalesce((select version::text from profile_changes where user_id = ${sql.placeholder('userId')}::int), '0') as "version"`,
);

async function profileVersion(rt: Runtime, userId: number): Promise<number> {
  const [row] = await runPrepared<{ version: string }>(rt, profileVersionStatement, { userId });
  return Number(row!.version);
}

/** The membership week an answer depends on: a paying member's current week (0 without a membership: no weeks). */
const weekOf = (rt: Runtime, member: { hasPaid: boolean; paidSince: string | null }): number =>
  member.hasPaid ? currentWeekOf(rt, member.paidSince) : 0;

const IMAGE_FIELD = '"image":null';

/**
 * Builds the member's answer from the database: weeks 1..current are created first for a paying member when some
 * are missing (idempotent, safe under concurrent reads), then everything is read again with the counter they moved.
 * Weeks left from an earlier membership are kept and listed; unpaid members get "weekly_logs":[].
 */
async function readOwnProfile(rt: Runtime, userId: number): Promise<ProfileEntry | null> {
  let row = await readOwnProfileRow(rt, userId);
  for (let attempt = 0; row?.hasPaid && attempt < 2; attempt++) {
    const current = currentWeekOf(rt, row.paidSince);
    if (weeksAreComplete(row.completeNumbers ?? [], current)) break;
    await ensureWeeks(rt, userId, current);
    row = await readOwnProfileRow(rt, userId);
  }
  if (!row) return null;
  const { weeksDoc, completeNumbers: _, version, ...profile } = row;
  const hasPaid = profile.hasPaid ?? false;
  // The picture's link is signed on the way out (signedAnswer): the answer is kept around its storage key.
  const head = JSON.stringify(toProfileJson(profile, null));
  const at = head.indexOf(IMAGE_FIELD) + IMAGE_FIELD.length - 'null'.length;
  return {
    version: Number(version ?? 0),
    week: weekOf(rt, { hasPaid, paidSince: profile.paidSince }),
    hasPaid,
    paidSince: profile.paidSince,
    head: head.slice(0, at),
    imageKey: profile.imageKey,
    tail: `${head.slice(at + 'null'.length, -1)},"weekly_logs":${hasPaid ? (weeksDoc ?? '[]') : '[]'}}`,
    signed: null,
  };
}

const utf8 = new TextEncoder();

/** The answer with its picture links signed for the current second (done once per second and member). */
function signedAnswer(rt: Runtime, entry: ProfileEntry): { json: string; bytes: Uint8Array<ArrayBuffer> } {
  const second = Math.floor(rt.clock.now().getTime() / 1000);
  if (entry.signed?.second !== second) {
    const image = JSON.stringify(signedMediaUrl(rt, entry.imageKey));
    const json = `${entry.head}${image}${withPictureLinks(rt, entry.tail)}`;
    entry.signed = { second, json, bytes: utf8.encode(json) };
  }
  return entry.signed;
}

/** The member's answer as of now: kept, or built and kept (see ownProfileDocument). */
async function ownProfileAnswer(
  rt: Runtime,
  userId: number,
): Promise<{ json: string; bytes: Uint8Array<ArrayBuffer> } | null> {
  const version = await profileVersion(rt, userId);
  const entry = await profileCacheOf(rt.db).answer(
    userId,
    version,
    (kept) => weekOf(rt, kept) === kept.week,
    () => readOwnProfile(rt, userId),
  );
  return entry ? signedAnswer(rt, entry) : null;
}

/**
 * GET user/profile/'s body as UTF-8 bytes, encoded once per second and member (the text is 23 KB for a member with
 * 12 weeks: encoding it on every request showed in the profile).
 */
export async function ownProfileBody(
  rt: Runtime,
  userId: number,
): Promise<Result<Uint8Array<ArrayBuffer>, 'not_found'>> {
  const answer = await ownProfileAnswer(rt, userId);
  return answer ? ok(answer.bytes) : fail('not_found');
}

/**
 * The signed-in member's own profile with their weekly logs (created up to the current week for paid members), as
 * the JSON text of OwnProfileJson: the weeks come written by the database (weeks.ts) and are not parsed again. The
 * answer is kept in memory while the member's change counter stands still and their week is the same
 * (profile-cache.ts): then a request costs one tiny query.
 */
export async function ownProfileDocument(rt: Runtime, userId: number): Promise<Result<string, 'not_found'>> {
  const answer = await ownProfileAnswer(rt, userId);
  return answer ? ok(answer.json) : fail('not_found');
}

/** The signed-in member's own profile with their weekly logs, as an object. */
export async function ownProfile(rt: Runtime, userId: number): Promise<Result<OwnProfileJson, 'not_found'>> {
  const doc = await ownProfileDocument(rt, userId);
  return doc.ok ? ok(JSON.parse(doc.value) as OwnProfileJson) : doc;
}

/** The profile columns a change sets (undefined: not sent, left as is). */
function profileSet(
  changes: Omit<ProfileChanges, 'full_name'>,
  imageKey: string | null,
): Partial<typeof profiles.$inferInsert> {
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
      const [current] = await tx
        .select({ imageKey: profiles.imageKey })
        .from(profiles)
        .where(eq(profiles.userId, userId))
        .for('update');
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
