import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, or } from 'drizzle-orm';
import { createTestContext, type Member, type TestContext } from '../helpers/context';
import { fileOf, png } from '../fixtures/profile/images';
import { storedFiles } from '../fixtures/profile/storage';
import { storeImage } from '../../src/server/services/images';
import { valueOrThrow } from '../../src/server/http/outcomes';
import {
  accountDeletions,
  blocks,
  comments,
  posts,
  profiles,
  refreshTokens,
  supportMessages,
  users,
  weeklyLogs,
} from '../../src/server/db/schema';
import { fieldTexts } from '../helpers/field-texts';

let t: TestContext;
let leaver: Member;
let stayer: Member;

beforeAll(async () => {
  t = await createTestContext();
  leaver = await t.createMember({ email: 'Leaver@Example.com', name: 'Lee Leaver', paid: true });
  stayer = await t.createMember({ name: 'Sam Stayer' });
  const form = new FormData();
  form.append('image', fileOf(await png(100, 100), 'me.png', 'image/png'));
  expect((await t.request('PUT', 'user/profile/', { token: leaver.access, form })).status).toBe(200);
  const progressKey = valueOrThrow(
    await storeImage(t.rt, fileOf(await png(120, 120), 'week.png', 'image/png'), 'progress', 'progress_picture'),
  );
  // Week 1 may already exist (reading the profile creates a paid member's weeks).
  await t.rt.db
    .insert(weeklyLogs)
    .values({ userId: leaver.id, weekNumber: 1, progressPictureKey: progressKey })
    .onConflictDoUpdate({
      target: [weeklyLogs.userId, weeklyLogs.weekNumber],
      set: { progressPictureKey: progressKey },
    });
  const [post] = await t.rt.db.insert(posts).values({ userId: leaver.id, content: 'Leg day!' }).returning();
  const [othersPost] = await t.rt.db.insert(posts).values({ userId: stayer.id, content: 'Rest day' }).returning();
  await t.rt.db.insert(comments).values({ postId: othersPost!.id, userId: leaver.id, content: 'Enjoy' });
  await t.rt.db.insert(comments).values({ postId: post!.id, userId: stayer.id, content: 'Nice' });
  await t.rt.db.insert(blocks).values({ blockerId: leaver.id, blockedId: stayer.id });
  const support = await t.request('POST', 'support/contact/', {
    token: leaver.access,
    body: { name: 'Lee', email: leaver.email, subject: 'Help', message: 'Please help' },
  });
  expect(support.status).toBe(201);
  const stayerForm = new FormData();
  stayerForm.append('image', fileOf(await png(80, 80), 'sam.png', 'image/png'));
  expect((await t.request('PUT', 'user/profile/', { token: stayer.access, form: stayerForm })).status).toBe(200);
});
afterAll(async () => {
  await t.close();
});

const remove = (body: Record<string, unknown>, token = leaver.access) =>
  t.request('POST', 'user/delete-account/', { token, body: { password: leaver.password, ...body } });

describe("deleting one's account", () => {
  it('refuses a wrong confirmation phrase and keeps everything', async () => {
    const res = await remove({ confirmation: 'delete account', email: leaver.email, reason: 'Privacy concerns' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      detail: 'Please type "DELETE MY ACCOUNT" exactly as shown to confirm.',
      code: 'phrase_mismatch',
    });
    expect(await t.rt.db.select().from(users).where(eq(users.id, leaver.id))).toHaveLength(1);
  });

  it('takes the phrase in French or German too, as the form shows it in those languages', async () => {
    for (const phrase of ['SUPPRIMER MON COMPTE', 'mein Konto löschen']) {
      const res = await remove({ confirmation: phrase, email: stayer.email });
      // Past the phrase: the next check (the email) is what refuses.
      expect(res.json.code).toBe('email_mismatch');
    }
  });

  it("refuses an email that is not the account's", async () => {
    const res = await remove({ confirmation: 'DELETE MY ACCOUNT', email: stayer.email });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ detail: 'Email address does not match your account.', code: 'email_mismatch' });
    expect(await t.rt.db.select().from(users).where(eq(users.id, leaver.id))).toHaveLength(1);
  });

  it('names the fields a request leaves out', async () => {
    const res = await t.request('POST', 'user/delete-account/', { token: leaver.access, body: {} });
    expect(res.status).toBe(400);
    expect(fieldTexts(res.json)).toEqual({
      confirmation: ['This field is required.'],
      email: ['This field is required.'],
      password: ['This field is required.'],
    });
  });

  it('needs a signed-in member', async () => {
    expect((await remove({ confirmation: 'delete my account', email: leaver.email }, '')).status).toBe(401);
  });

  it('removes the member, everything they own and their pictures, keeping only the reason and date', async () => {
    expect(storedFiles(t.dataDir)).toHaveLength(3);
    const res = await remove({
      confirmation: 'Delete My Account',
      email: '  LEAVER@example.com ',
      reason: 'Privacy concerns',
    });
    expect(res.status).toBe(200);

    const db = t.rt.db;
    expect(await db.select().from(users).where(eq(users.id, leaver.id))).toHaveLength(0);
    expect(await db.select().from(profiles).where(eq(profiles.userId, leaver.id))).toHaveLength(0);
    expect(await db.select().from(weeklyLogs).where(eq(weeklyLogs.userId, leaver.id))).toHaveLength(0);
    expect(await db.select().from(posts).where(eq(posts.userId, leaver.id))).toHaveLength(0);
    expect(await db.select().from(comments).where(eq(comments.userId, leaver.id))).toHaveLength(0);
    expect(
      await db
        .select()
        .from(blocks)
        .where(or(eq(blocks.blockerId, leaver.id), eq(blocks.blockedId, leaver.id))),
    ).toHaveLength(0);
    expect(await db.select().from(supportMessages)).toHaveLength(0);
    expect(await db.select().from(refreshTokens).where(eq(refreshTokens.userId, leaver.id))).toHaveLength(0);
    const deletions = await db.select().from(accountDeletions);
    expect(deletions).toHaveLength(1);
    expect(deletions[0]).toMatchObject({ reason: 'Privacy concerns', deletedAt: t.clock.now() });

    // Only the other member's picture is left on storage.
    const files = storedFiles(t.dataDir);
    expect(files).toHaveLength(1);
    const stayerProfile = await t.request('GET', 'user/profile/', { token: stayer.access });
    expect(stayerProfile.json.image).toContain(files[0]!.split('/').pop());
    expect(await db.select().from(posts)).toHaveLength(1);
  });

  it('kills every token, and the email can no longer sign in', async () => {
    expect((await t.request('GET', 'user/profile/', { token: leaver.access })).status).toBe(401);
    expect((await t.request('POST', 'user/token/refresh/', { body: { refresh: leaver.refresh } })).status).toBe(401);
    expect(
      (await t.request('POST', 'user/token/', { body: { email: leaver.email, password: leaver.password } })).status,
    ).toBe(401);
  });

  it('records the default reason when none is given', async () => {
    const other = await t.createMember();
    expect(
      (await remove({ confirmation: 'delete my account', email: other.email, reason: '' }, other.access)).status,
    ).toBe(200);
    const reasons = (await t.rt.db.select().from(accountDeletions)).map((d) => d.reason);
    expect(reasons).toEqual(['Privacy concerns', 'User requested account deletion']);
  });
});
