import { sql } from 'drizzle-orm';
import { loadConfig } from '../../src/server/config';
import { createRuntime, type Runtime } from '../../src/server/runtime';
import { createLogger } from '../../src/server/log';
import { hashPassword } from '../../src/server/auth/passwords';
import { BENCH_PASSWORD } from './options';
import type { BenchData } from './database';

/**
 * Seeds the bench's data folder fast: the app's own createRuntime opens it (migrations, default terms), then a
 * handful of set-based INSERTs (generate_series) write members, profiles, weeks, days, posts and comments. Every
 * member shares one argon2 hash, computed once.
 *
 * Members are member<N>@bench.example ("Bench Member 0001"…), all paid since long enough ago that `weeks` weeks
 * exist today, all past the terms; staff@bench.example is staff and paid too.
 */
export const STAFF_EMAIL = 'staff@bench.example';
export const memberEmail = (n: number) => `member${n}@bench.example`;
export const memberName = (n: number) => `Bench Member ${String(n).padStart(4, '0')}`;

export interface SeedSize {
  /** Members numbered from+1 … to are added (a second call tops up). */
  from: number;
  to: number;
  weeks: number;
  /** Posts by the first `authors` members, each with `commentsPerPost` comments; 0 for a top-up. */
  posts: number;
  commentsPerPost: number;
  authors: number;
}

export const BENCH_SECRET = 'bench-secret-key-bench-secret-key-0123456789';

async function openRuntime(data: BenchData): Promise<Runtime> {
  const config = loadConfig({
    DATA_DIR: data.dataDir,
    SECRET_KEY: BENCH_SECRET,
    ...(data.databaseUrl ? { DATABASE_URL: data.databaseUrl } : {}),
  });
  return createRuntime({ config, log: createLogger({ level: 'warn' }) });
}

const WORKOUTS = `array['Upper body strength','Leg day','5 km run','HIIT circuit','Yoga flow','Swimming','Rest day walk','Core and mobility']`;
const MEALS = `array['Oatmeal with berries','Greek yogurt and granola','Chicken salad','Quinoa bowl','Salmon with rice','Lean beef chili','Lentil soup','Turkey wrap']`;
const POSTS = `array['New personal best on deadlifts today! Three plates for a single, form held up the whole way.','Anyone up for a Saturday morning run? Meeting at the park gate at 8, easy pace, all levels welcome.','Week done. Meal prep for the next one is ready: chicken, rice, roasted vegetables and a lot of salsa.','Struggling with motivation this week. Tips welcome, especially for getting out of bed for early sessions.','Down two inches on the waist since I started! Slow and steady, thanks everyone for the encouragement.','Tried the HIIT circuit from the group. Brutal, loved it. My legs will have opinions about it tomorrow.']`;
const COMMENTS = `array['Great job, keep it up!','Count me in for Saturday.','Keep going, you got this.','What was your routine this week?','Inspiring, thanks for sharing!']`;

/** Adds members from+1 … to with weeks and days, the staff account when asked, and the posts and comments. */
export async function seedBench(data: BenchData, size: SeedSize, withStaff: boolean): Promise<void> {
  const rt = await openRuntime(data);
  try {
    const db = rt.db;
    const hashed = await hashPassword(BENCH_PASSWORD);
    if (!hashed.ok) throw new Error('password hashing is busy');
    const hash = hashed.value;
    const paidSince = new Date(Date.now() - (7 * (size.weeks - 1) + 2) * 86_400_000).toISOString().slice(0, 10);
    const before = await maxUserId(rt);

    await db.execute(sql`
      insert into users (email, password_hash, full_name, created_at)
      select 'member' || n || '@bench.example', ${hash}, 'Bench Member ' || lpad(n::text, 4, '0'), now() - interval '120 days'
      from generate_series(${size.from + 1}::int, ${size.to}::int) as n order by n`);
    if (withStaff) {
      await db.execute(sql`
        insert into users (email, password_hash, full_name, is_staff, created_at)
        values (${STAFF_EMAIL}, ${hash}, 'Bench Staff', true, now() - interval '200 days')`);
    }
    const lo = before + 1;
    const hi = await maxUserId(rt);

    await db.execute(sql`
      insert into profiles (user_id, age, weight, occupation, phone_number, emergency_contact_name, emergency_contact,
        address, medical_history, has_paid, paid_since)
      select id, 19 + id % 45, (110 + id % 130)::numeric, (array['Nurse','Teacher','Chef','Student','Accountant'])[1 + id % 5],
        '555-01' || lpad((id % 100)::text, 2, '0'), 'Emergency Contact', '555-02' || lpad((id % 100)::text, 2, '0'),
        id || ' Bench Street', case when id % 3 = 0 then 'Mild asthma' else 'None' end, true, ${paidSince}::date
      from users where id between ${lo} and ${hi}`);
    await db.execute(sql`
      insert into terms_acceptances (user_id, document_id, accepted_at)
      select u.id, (select max(id) from terms_documents), now() - interval '100 days'
      from users u where u.id between ${lo} and ${hi} on conflict do nothing`);
    await db.execute(sql`
      insert into weekly_logs (user_id, week_number, biceps, chest, waist, hips, thighs, journal)
      select u.id, w, 12 + (u.id + w) % 40 / 10.0, 36 + (u.id * w) % 80 / 10.0, 40 - w * 0.25, 36 + (u.id + w) % 80 / 10.0,
        20 + (u.id * 3 + w) % 50 / 10.0, 'Week ' || w || ': ' || (array['felt strong','tired but consistent','slept better','hit every session'])[1 + (u.id + w) % 4] || '.'
      from users u cross join generate_series(1, ${size.weeks}::int) as w
      where u.id between ${lo} and ${hi} order by u.id, w`);
    await db.execute(sql`
      insert into daily_logs (weekly_log_id, day, workout, duration, notes, breakfast, lunch, dinner, snack1, snack2, water_intake_oz)
      select w.id, d.day, (${sql.raw(WORKOUTS)})[1 + (w.id + d.i::int) % 8], (20 + (w.id * d.i::int) % 70) || ' min',
        case when (w.id + d.i) % 3 = 0 then 'Felt good' else '' end, (${sql.raw(MEALS)})[1 + (w.id + d.i::int) % 8],
        (${sql.raw(MEALS)})[1 + (w.id * 3 + d.i::int) % 8], (${sql.raw(MEALS)})[1 + (w.id * 5 + d.i::int) % 8], 'Apple',
        case when d.i % 2 = 0 then 'Almonds' else '' end, 32 + (w.id + d.i) % 88
      from weekly_logs w cross join unnest(array['Sun','Mon','Tue','Wed','Thu','Fri','Sat']) with ordinality as d(day, i)
      where w.user_id between ${lo} and ${hi} order by w.id, d.i`);

    if (size.posts > 0) {
      // Authors are the first members; posts are 10 minutes apart, oldest first, comments a few minutes after.
      await db.execute(sql`
        insert into posts (user_id, content, created_at)
        select ${lo} + g % ${size.authors}, (${sql.raw(POSTS)})[1 + g % 6], now() - (${size.posts} - g + 1) * interval '10 minutes'
        from generate_series(1, ${size.posts}::int) as g order by g`);
      await db.execute(sql`
        insert into comments (post_id, user_id, content, created_at)
        select p.id, ${lo} + (p.id * 7 + c) % ${size.authors}, (${sql.raw(COMMENTS)})[1 + (p.id + c) % 5], p.created_at + c * interval '1 minute'
        from posts p cross join generate_series(1, ${size.commentsPerPost}::int) as c order by p.id, c`);
    }
    await db.execute(sql`analyze`);
  } finally {
    await rt.database.close();
  }
}

async function maxUserId(rt: Runtime): Promise<number> {
  const result = (await rt.db.execute(sql`select coalesce(max(id), 0)::int as id from users`)) as unknown as {
    rows: Array<{ id: number }>;
  };
  return Number(result.rows[0]!.id);
}
