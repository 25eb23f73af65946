import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestContext, type TestContext } from '../helpers/context';
import { comments, posts, profiles, users, weeklyLogs } from '../../src/server/db/schema';
import { termsStatus } from '../../src/server/services/terms';
import { sniffImage } from '../../src/server/services/images';
import { DEMO_PASSWORD, DEMO_STAFF_EMAIL, describeSeed, seedDemo, type SeedSummary } from '../../scripts/seed-demo';

let t: TestContext;
let first: SeedSummary;

beforeAll(async () => {
  t = await createTestContext();
  first = await seedDemo(t.rt, { members: 12, weeks: 4, paidShare: 1, quiet: true });
});
afterAll(async () => {
  await t.close();
});

const staffRows = () => t.rt.db.select({ id: users.id, email: users.email }).from(users).where(eq(users.isStaff, true));
const profileKeys = async () =>
  (await t.rt.db.select({ key: profiles.imageKey }).from(profiles).where(isNotNull(profiles.imageKey))).map(
    (r) => r.key!,
  );
const progressKeys = async () =>
  (
    await t.rt.db
      .select({ key: weeklyLogs.progressPictureKey })
      .from(weeklyLogs)
      .where(isNotNull(weeklyLogs.progressPictureKey))
  ).map((r) => r.key!);

/** Every stored key: the file is there, is a JPEG by its bytes, and decodes. */
async function expectStoredJpegs(keys: string[]) {
  for (const key of keys) {
    const bytes = await t.rt.storage.get(key);
    expect(bytes, key).not.toBeNull();
    expect(sniffImage(bytes!), key).toBe('jpeg');
    expect((await sharp(bytes!).metadata()).format, key).toBe('jpeg');
  }
}

describe('seed-demo', () => {
  it('creates exactly one staff account, whose printed password signs in', async () => {
    const staff = await staffRows();
    expect(staff.map((s) => s.email)).toEqual([DEMO_STAFF_EMAIL]);
    expect(first.staff).toEqual({ email: DEMO_STAFF_EMAIL, password: expect.any(String) });
    expect(first.staff.password!.length).toBeGreaterThanOrEqual(16);

    const signIn = await t.request('POST', 'user/token/', {
      body: { email: DEMO_STAFF_EMAIL, password: first.staff.password },
    });
    expect(signIn.status).toBe(200);
    expect((await t.request('GET', 'user/', { token: signIn.json.access })).json.is_staff).toBe(true);
  });

  it('prints the seeded line, the pictures and the staff account with its password', () => {
    const lines = describeSeed(first).split('\n');
    expect(lines[0]).toBe(
      `Seeded 12 demo members (12 paid, 48 weeks of logs), ${first.posts} posts, ${first.comments} comments, ` +
        `${first.reports} reports. Emails demo<N>@demo.fitgroup.example, password "${DEMO_PASSWORD}".`,
    );
    expect(lines[1]).toBe(
      `Pictures: ${first.profilePictures} profile, ${first.progressPictures} progress. Every new demo member has accepted the current terms.`,
    );
    expect(lines[2]).toBe(`Staff account ${DEMO_STAFF_EMAIL}, password "${first.staff.password}" (shown only now).`);
  });

  it('has every member, staff included, accept the current terms', async () => {
    const everyone = await t.rt.db.select({ id: users.id }).from(users);
    expect(everyone).toHaveLength(13);
    for (const { id } of everyone) expect(await termsStatus(t.rt.db, id), `user ${id}`).toEqual({ has_accepted: true });

    const member = await t.request('POST', 'user/token/', {
      body: { email: 'demo1@demo.fitgroup.example', password: DEMO_PASSWORD },
    });
    expect((await t.request('GET', 'terms/status/', { token: member.json.access })).json).toEqual({
      has_accepted: true,
    });
  });

  it('gives some members a profile picture and some weeks a progress picture, each a JPEG file in storage', async () => {
    const profile = await profileKeys();
    const progress = await progressKeys();
    expect(profile.length).toBe(first.profilePictures);
    expect(progress.length).toBe(first.progressPictures);
    expect(profile.length).toBeGreaterThan(0);
    expect(profile.length).toBeLessThan(12);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.length).toBeLessThan(48);
    expect(profile.every((k) => k.startsWith('profile/'))).toBe(true);
    expect(progress.every((k) => k.startsWith('progress/'))).toBe(true);
    // A file of its own per row: replacing or deleting one picture never takes another member's.
    expect(new Set([...profile, ...progress]).size).toBe(profile.length + progress.length);
    await expectStoredJpegs([...profile, ...progress]);
  });

  it('serves a seeded profile picture to its member through a signed link', async () => {
    const [row] = await t.rt.db
      .select({ email: users.email })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(isNotNull(profiles.imageKey))
      .limit(1);
    const member = await t.request('POST', 'user/token/', { body: { email: row!.email, password: DEMO_PASSWORD } });
    const { image } = (await t.request('GET', 'user/profile/', { token: member.json.access })).json;
    const res = await t.app.request(image);
    expect(res.status).toBe(200);
    expect(sniffImage(new Uint8Array(await res.arrayBuffer()))).toBe('jpeg');
  });

  it('times every comment after its post, and no later than now', async () => {
    const rows = await t.rt.db
      .select({ comment: comments.createdAt, post: posts.createdAt })
      .from(comments)
      .innerJoin(posts, eq(posts.id, comments.postId));
    expect(rows.length).toBeGreaterThan(0);
    const now = t.clock.now().getTime();
    for (const { comment, post } of rows) {
      expect(comment.getTime()).toBeGreaterThan(post.getTime());
      expect(comment.getTime()).toBeLessThanOrEqual(now);
    }
    expect(new Set(rows.map((r) => r.comment.getTime())).size).toBeGreaterThan(1);
  });

  it('does not create a second staff account when run again, and says so', async () => {
    const again = await seedDemo(t.rt, { members: 3, weeks: 2, quiet: true });
    expect(again.staff).toEqual({ email: DEMO_STAFF_EMAIL, password: null });
    expect(describeSeed(again).split('\n')[2]).toBe(
      `Staff account ${DEMO_STAFF_EMAIL} already exists; its password is unchanged.`,
    );
    expect(await staffRows()).toHaveLength(1);
    // The first password still works.
    const signIn = await t.request('POST', 'user/token/', {
      body: { email: DEMO_STAFF_EMAIL, password: first.staff.password },
    });
    expect(signIn.status).toBe(200);
    // The new members accepted the terms too.
    const everyone = await t.rt.db.select({ id: users.id }).from(users);
    expect(everyone).toHaveLength(16);
    for (const { id } of everyone) expect(await termsStatus(t.rt.db, id), `user ${id}`).toEqual({ has_accepted: true });
  });
});

describe('seed-demo at 300 members', () => {
  it('stores a few dozen pictures at most', async () => {
    const before = (await profileKeys()).length + (await progressKeys()).length;
    const summary = await seedDemo(t.rt, { members: 300, weeks: 8, quiet: true });
    const pictures = (await profileKeys()).length + (await progressKeys()).length - before;
    expect(pictures).toBe(summary.profilePictures + summary.progressPictures);
    expect(summary.profilePictures).toBeGreaterThan(0);
    expect(summary.progressPictures).toBeGreaterThan(0);
    expect(pictures).toBeLessThanOrEqual(48);
  });
});
