import { randomBytes } from 'node:crypto';
import { like, sql } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import { DAYS, dailyLogs, profiles, users, weeklyLogs } from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { isoDay } from '../services/accounts';
import { acceptCurrentTerms } from '../services/terms';
import type { ImageKind } from '../services/images';
import {
  FIRST,
  LAST,
  JOBS,
  WORKOUTS,
  MEALS,
  random,
  PALETTES,
  profileSvg,
  progressSvg,
  pictureMaker,
} from './demo-content';
import { DEMO_DOMAIN, DEMO_PASSWORD, DEMO_STAFF_EMAIL, HASHING_BUSY, ensureStaff } from './demo-accounts';
import { seedCommunity } from './demo-community';
import { insertChunked } from './insert-chunked';

export { DEMO_PASSWORD, DEMO_STAFF_EMAIL } from './demo-accounts';

/** At most this many profile pictures and this many progress pictures per run (the pictures are real files). */
const PICTURES_PER_KIND = 24;

export interface SeedOptions {
  members: number;
  weeks: number;
  /** Share of members with a membership (and so with weeks of logs); 0.75 unless given. */
  paidShare?: number;
  /** Print nothing (tests). */
  quiet?: boolean;
}

export interface SeedSummary {
  members: number;
  paid: number;
  weeks: number;
  posts: number;
  comments: number;
  reports: number;
  profilePictures: number;
  progressPictures: number;
  /** The demo staff account; `password` is null when it existed already (its password is not known). */
  staff: { email: string; password: string | null };
}

/** A storage key of the same shape as an uploaded picture's (every row gets a file of its own). */
function pictureKey(kind: ImageKind): string {
  return `${kind}/${randomBytes(24).toString('base64url')}.jpg`;
}
/**
 * Realistic demo members (one shared password) who accepted the terms, profiles (some with a picture), paid members
 * with `weeks` weeks of logs (some weeks with a progress picture), posts, comments timed after their posts, pending
 * reports, and one staff account. Runs again add new members after the existing demo ones; the staff account is
 * created by the first run only.
 */
export async function seedDemo(rt: Runtime, options: SeedOptions): Promise<SeedSummary> {
  const { db } = rt;
  const rnd = random(options.members * 7919 + options.weeks);
  const paidShare = options.paidShare ?? 0.75;
  const now = rt.clock.now();
  const [{ count: existing } = { count: 0 }] = await db
    // The highest demo number so far (not the count: a deleted demo member leaves a gap).
    .select({ count: sql<number>`coalesce(max(substring(${users.email} from '^demo([0-9]+)@')::int), 0)` })
    .from(users)
    .where(like(users.email, `%@${DEMO_DOMAIN}`));
  const hashed = await hashPassword(DEMO_PASSWORD);
  if (!hashed.ok) throw new Error(HASHING_BUSY);
  const passwordHash = hashed.value;

  const newUsers = Array.from({ length: options.members }, (_, i) => {
    const n = existing + i + 1;
    return {
      email: `demo${n}@${DEMO_DOMAIN}`,
      passwordHash,
      fullName: `${rnd.pick(FIRST)} ${rnd.pick(LAST)}`,
      createdAt: new Date(now.getTime() - rnd.int(20, 200) * 86_400_000),
    };
  });
  const ids: number[] = [];
  const joined = new Map<number, number>();
  await insertChunked(newUsers, 500, async (chunk) => {
    const rows = await db.insert(users).values(chunk).returning({ id: users.id, createdAt: users.createdAt });
    for (const row of rows) {
      ids.push(row.id);
      joined.set(row.id, row.createdAt.getTime());
    }
  });
  const staff = await ensureStaff(rt);

  // Pictures: a few dozen real JPEG files at most, whatever the member count. Bytes are shared (a handful of
  // renders), keys never are: a member who replaces or deletes a picture removes only their own file.
  const picture = pictureMaker();
  const stored: Array<Promise<void>> = [];
  const storePicture = (kind: ImageKind, bytes: Promise<Buffer>): string => {
    const key = pictureKey(kind);
    stored.push(bytes.then((data) => rt.storage.put(key, data, 'image/jpeg')));
    return key;
  };
  const imageKeys = new Map<number, string>();
  for (const id of ids) {
    if (imageKeys.size >= PICTURES_PER_KIND) break;
    if (rnd.next() >= 0.4) continue;
    const p = rnd.int(0, PALETTES.length - 1);
    imageKeys.set(
      id,
      storePicture(
        'profile',
        picture(`profile-${p}`, () => profileSvg(PALETTES[p]!)),
      ),
    );
  }
  // They are rendered and written off the main thread while the terms are accepted (settled: a failure is thrown
  // below, never left unhandled).
  const profilePicturesStored = Promise.allSettled(stored.splice(0));

  // Every new member accepted the terms in force when they joined; the staff account too.
  for (const id of ids) await acceptCurrentTerms(db, id, new Date(joined.get(id)!));
  await acceptCurrentTerms(db, staff.id, now);
  for (const outcome of await profilePicturesStored) if (outcome.status === 'rejected') throw outcome.reason;

  // Paid members started long enough ago that `weeks` weeks exist today.
  const paidSince = isoDay(new Date(now.getTime() - (7 * Math.max(options.weeks - 1, 0) + 2) * 86_400_000));
  const paidIds = new Set(ids.filter(() => rnd.next() < paidShare));
  await insertChunked(ids, 500, (chunk) =>
    db.insert(profiles).values(
      chunk.map((userId) => ({
        userId,
        age: rnd.int(19, 64),
        weight: String(rnd.int(110, 240)) + '.0',
        occupation: rnd.pick(JOBS),
        phoneNumber: `555-01${String(rnd.int(0, 99)).padStart(2, '0')}`,
        emergencyContactName: `${rnd.pick(FIRST)} ${rnd.pick(LAST)}`,
        emergencyContact: `555-02${String(rnd.int(0, 99)).padStart(2, '0')}`,
        address: `${rnd.int(1, 999)} Demo Street`,
        medicalHistory: rnd.next() < 0.3 ? 'Mild asthma' : 'None',
        hasPaid: paidIds.has(userId),
        paidSince: paidIds.has(userId) ? paidSince : null,
        imageKey: imageKeys.get(userId) ?? null,
      })),
    ),
  );

  const weekRows = [...paidIds].flatMap((userId) => {
    const waist = rnd.int(28, 42);
    return Array.from({ length: options.weeks }, (_, w) => ({
      progressPictureKey: null as string | null,
      userId,
      weekNumber: w + 1,
      biceps: (12 + rnd.next() * 4).toFixed(2),
      chest: (36 + rnd.next() * 8).toFixed(2),
      waist: (waist - w * 0.25).toFixed(2),
      hips: (36 + rnd.next() * 8).toFixed(2),
      thighs: (20 + rnd.next() * 5).toFixed(2),
      journal: `Week ${w + 1}: ${rnd.pick(['felt strong', 'tired but consistent', 'slept better', 'hit every session'])}.`,
    }));
  });
  // Some paid members took a progress picture every other week (1, 3, 5, …), until the run's share is used up.
  const palettes = new Map<number, number>();
  for (const userId of paidIds) if (rnd.next() < 0.3) palettes.set(userId, rnd.int(0, PALETTES.length - 1));
  let progressPictures = 0;
  for (const row of weekRows) {
    const palette = palettes.get(row.userId);
    if (palette === undefined || (row.weekNumber - 1) % 2 !== 0) continue;
    if (progressPictures >= PICTURES_PER_KIND) break;
    const step = Math.min(row.weekNumber - 1, 8);
    const bytes = picture(`progress-${palette}-${step}`, () => progressSvg(PALETTES[palette]!, step));
    row.progressPictureKey = storePicture('progress', bytes);
    progressPictures++;
  }
  await Promise.all(stored.splice(0));
  const weekIds: number[] = [];
  await insertChunked(weekRows, 1000, async (chunk) => {
    const rows = await db.insert(weeklyLogs).values(chunk).returning({ id: weeklyLogs.id });
    weekIds.push(...rows.map((r) => r.id));
  });
  const dayRows = weekIds.flatMap((weeklyLogId) =>
    DAYS.map((day) => ({
      weeklyLogId,
      day,
      workout: rnd.pick(WORKOUTS),
      duration: `${rnd.int(20, 90)} min`,
      notes: rnd.next() < 0.3 ? 'Felt good' : '',
      breakfast: rnd.pick(MEALS.breakfast),
      lunch: rnd.pick(MEALS.lunch),
      dinner: rnd.pick(MEALS.dinner),
      snack1: rnd.pick(MEALS.snack),
      snack2: rnd.next() < 0.5 ? rnd.pick(MEALS.snack) : '',
      waterIntakeOz: String(rnd.int(32, 120)),
    })),
  );
  await insertChunked(dayRows, 2000, (chunk) => db.insert(dailyLogs).values(chunk));

  const community = await seedCommunity({ db, rnd, ids, joined, now });

  const summary: SeedSummary = {
    members: ids.length,
    paid: paidIds.size,
    weeks: weekIds.length,
    ...community,
    profilePictures: imageKeys.size,
    progressPictures,
    staff: { email: DEMO_STAFF_EMAIL, password: staff.password },
  };
  if (!options.quiet) console.log(describeSeed(summary));
  return summary;
}

/** The lines `manage seed-demo` prints about what it added (one string, a line each). */
export function describeSeed(summary: SeedSummary): string {
  const { staff } = summary;
  return [
    `Seeded ${summary.members} demo members (${summary.paid} paid, ${summary.weeks} weeks of logs), ` +
      `${summary.posts} posts, ${summary.comments} comments, ${summary.reports} reports. ` +
      `Emails demo<N>@${DEMO_DOMAIN}, password "${DEMO_PASSWORD}".`,
    `Pictures: ${summary.profilePictures} profile, ${summary.progressPictures} progress. ` +
      `Every new demo member has accepted the current terms.`,
    staff.password === null
      ? `Staff account ${staff.email} already exists; its password is unchanged.`
      : `Staff account ${staff.email}, password "${staff.password}" (shown only now).`,
    'Staff need two-step sign-in (REQUIRE_STAFF_2FA): sign in as staff, open /admin and follow its link to turn it on.',
  ].join('\n');
}
