import { like, sql } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import { DAYS, comments, dailyLogs, posts, profiles, reports, users, weeklyLogs, REPORT_TYPES } from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { isoDay } from '../services/accounts';

export const DEMO_PASSWORD = 'demo member password';
const DEMO_DOMAIN = 'demo.fitgroup.example';

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
}

const FIRST = ['Ava', 'Liam', 'Maya', 'Noah', 'Zoe', 'Ethan', 'Leah', 'Omar', 'Iris', 'Diego', 'Nina', 'Kofi', 'Priya', 'Jonas', 'Sofia', 'Marcus', 'Hana', 'Luca', 'Amara', 'Felix'];
const LAST = ['Johnson', 'Nguyen', 'Okafor', 'Schmidt', 'Garcia', 'Patel', 'Kowalski', 'Dubois', 'Haddad', 'Silva', 'Tanaka', 'Moreau', 'Andersen', 'Mensah', 'Rossi'];
const JOBS = ['Nurse', 'Teacher', 'Software developer', 'Electrician', 'Accountant', 'Chef', 'Student', 'Graphic designer', 'Paramedic', 'Sales manager'];
const WORKOUTS = ['Upper body strength', 'Leg day', '5 km run', 'HIIT circuit', 'Yoga flow', 'Swimming', 'Rest day walk', 'Core and mobility'];
const MEALS = {
  breakfast: ['Oatmeal with berries', 'Greek yogurt and granola', 'Scrambled eggs on toast', 'Protein smoothie'],
  lunch: ['Chicken salad', 'Quinoa bowl', 'Turkey wrap', 'Lentil soup'],
  dinner: ['Salmon with rice', 'Stir-fried tofu and vegetables', 'Lean beef chili', 'Pasta with vegetables'],
  snack: ['Apple', 'Almonds', 'Protein bar', 'Carrot sticks', 'Banana'],
};
const POSTS = [
  'New personal best on deadlifts today! 💪',
  'Anyone up for a Saturday morning run?',
  'Week done. Meal prep for the next one is ready.',
  'Struggling with motivation this week. Tips welcome.',
  'Down two inches on the waist since I started!',
  'Tried the HIIT circuit from the group. Brutal, loved it.',
];
const COMMENTS = ['Great job!', 'Count me in.', 'Keep going, you got this.', 'What was your routine?', 'Inspiring 🙌'];
const REPORT_TEXT = [
  'This post contains promotional links to a supplement shop.',
  'Rude reply aimed at another member, please take a look at the whole thread.',
  'Shares a dangerous diet claim without any source.',
];

/** A small deterministic generator so demo data is the same on every run. */
function random(seed: number) {
  let s = seed >>> 0;
  const next = () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
  };
}

/** Inserts rows in chunks so no statement goes past PostgreSQL's parameter limit. */
async function insertChunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * Realistic demo members (one shared password), profiles, paid members with `weeks` weeks of logs, posts,
 * comments and pending reports. Runs again add new members after the existing demo ones.
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
  const passwordHash = await hashPassword(DEMO_PASSWORD);

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
  await insertChunked(newUsers, 500, async (chunk) => {
    const rows = await db.insert(users).values(chunk).returning({ id: users.id });
    ids.push(...rows.map((r) => r.id));
  });

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
      })),
    ),
  );

  const weekRows = [...paidIds].flatMap((userId) => {
    const waist = rnd.int(28, 42);
    return Array.from({ length: options.weeks }, (_, w) => ({
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

  const postRows = ids
    .filter(() => rnd.next() < 0.5)
    .map((userId) => ({ userId, content: rnd.pick(POSTS), createdAt: new Date(now.getTime() - rnd.int(1, 500) * 3_600_000) }));
  const postIds: Array<{ id: number; userId: number }> = [];
  await insertChunked(postRows, 500, async (chunk) => {
    postIds.push(...(await db.insert(posts).values(chunk).returning({ id: posts.id, userId: posts.userId })));
  });
  const commentRows = postIds.flatMap((p) =>
    Array.from({ length: rnd.int(0, 3) }, () => ({ postId: p.id, userId: rnd.pick(ids), content: rnd.pick(COMMENTS) })),
  );
  await insertChunked(commentRows, 1000, (chunk) => db.insert(comments).values(chunk));

  // A few pending reports, each by another member about someone's post.
  const reportRows = postIds
    .slice(0, Math.max(3, Math.floor(postIds.length / 20)))
    .map((p) => ({ p, reporterId: rnd.pick(ids) }))
    .filter(({ p, reporterId }) => reporterId !== p.userId)
    .map(({ p, reporterId }) => ({
      reporterId,
      reportedUserId: p.userId,
      contentType: 'post' as const,
      contentId: p.id,
      reportType: rnd.pick(REPORT_TYPES),
      description: rnd.pick(REPORT_TEXT),
    }));
  await insertChunked(reportRows, 500, (chunk) => db.insert(reports).values(chunk));

  const summary: SeedSummary = {
    members: ids.length,
    paid: paidIds.size,
    weeks: weekIds.length,
    posts: postIds.length,
    comments: commentRows.length,
    reports: reportRows.length,
  };
  if (!options.quiet) console.log(describeSeed(summary));
  return summary;
}

/** The one line `manage seed-demo` prints about what it added. */
export function describeSeed(summary: SeedSummary): string {
  return (
    `Seeded ${summary.members} demo members (${summary.paid} paid, ${summary.weeks} weeks of logs), ` +
    `${summary.posts} posts, ${summary.comments} comments, ${summary.reports} reports. ` +
    `Emails demo<N>@${DEMO_DOMAIN}, password "${DEMO_PASSWORD}".`
  );
}
