import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestContext, type Member, type TestContext } from '../helpers/context';
import { reports } from '../../src/server/db/schema';
import { fieldTexts } from '../helpers/field-texts';

let t: TestContext;
let reporter: Member;
let author: Member;
let bystander: Member;
let postId: number;
let commentId: number;
let reporterPostId: number;
beforeAll(async () => {
  t = await createTestContext();
  reporter = await t.createMember();
  author = await t.createMember();
  bystander = await t.createMember();
  postId = (await t.request('POST', 'community/', { token: author.access, body: { content: 'Reportable post' } })).json
    .id;
  commentId = (
    await t.request('POST', 'community/comment/', {
      token: author.access,
      body: { post: postId, content: 'Reportable comment' },
    })
  ).json.id;
  reporterPostId = (await t.request('POST', 'community/', { token: reporter.access, body: { content: 'My own post' } }))
    .json.id;
});
afterAll(async () => {
  await t.close();
});

const report = (who: Member, body: Record<string, unknown>) =>
  t.request('POST', 'report/', { token: who.access, body });
const valid = (over: Record<string, unknown> = {}) => ({
  reported_user: author.id,
  content_type: 'post',
  content_id: postId,
  report_type: 'spam',
  description: 'Selling supplements in every post',
  ...over,
});

describe('reporting', () => {
  it('files a pending report on a post (201) that the admin list can read', async () => {
    const res = await report(reporter, valid());
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      reported_user: author.id,
      content_type: 'post',
      content_id: postId,
      report_type: 'spam',
      status: 'pending',
    });
    const [row] = await t.rt.db.select().from(reports).where(eq(reports.id, res.json.id));
    expect(row).toMatchObject({
      reporterId: reporter.id,
      reportedUserId: author.id,
      status: 'pending',
      description: 'Selling supplements in every post',
    });
  });

  it('files reports on a comment and on a profile', async () => {
    expect(
      (await report(reporter, valid({ content_type: 'comment', content_id: commentId, report_type: 'harassment' })))
        .status,
    ).toBe(201);
    expect(
      (await report(reporter, valid({ content_type: 'profile', content_id: author.id, report_type: 'other' }))).status,
    ).toBe(201);
  });

  it('accepts every reason of the report dialog', async () => {
    for (const reason of [
      'spam',
      'harassment',
      'hate_speech',
      'inappropriate',
      'violence',
      'adult_content',
      'misinformation',
      'other',
    ]) {
      const res = await report(bystander, valid({ report_type: reason }));
      expect(res.status).toBe(201);
      await t.rt.db.update(reports).set({ status: 'dismissed' }).where(eq(reports.id, res.json.id));
    }
    expect((await report(bystander, valid({ report_type: 'rude' }))).json).toHaveProperty('report_type');
  });

  it('rejects reporting yourself', async () => {
    const res = await report(
      reporter,
      valid({ reported_user: reporter.id, content_type: 'profile', content_id: reporter.id }),
    );
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ detail: 'You cannot report yourself.', code: 'self_report' });
  });

  it("rejects a report of one's own content", async () => {
    const res = await report(reporter, valid({ content_id: reporterPostId }));
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ detail: 'You cannot report your own content.', code: 'own_content_report' });
  });

  it('rejects content that does not belong to the reported member, and content that does not exist', async () => {
    const mismatch = await report(reporter, valid({ reported_user: bystander.id }));
    expect(mismatch.status).toBe(400);
    expect(mismatch.json).toEqual({
      detail: 'The reported content does not belong to this user.',
      code: 'content_not_theirs',
    });
    const profileMismatch = await report(reporter, valid({ content_type: 'profile', content_id: bystander.id }));
    expect(profileMismatch.status).toBe(400);
    const missing = await report(reporter, valid({ content_id: 999999 }));
    expect(missing.status).toBe(400);
    expect(missing.json).toHaveProperty('content_id');
    expect((await report(reporter, valid({ reported_user: 999999 }))).json).toHaveProperty('reported_user');
  });

  it('rejects a second pending report by the same member on the same item, and allows one after review', async () => {
    const first = await report(bystander, valid({ content_type: 'comment', content_id: commentId }));
    expect(first.status).toBe(201);
    const second = await report(
      bystander,
      valid({ content_type: 'comment', content_id: commentId, report_type: 'violence' }),
    );
    expect(second.status).toBe(400);
    expect(second.json).toEqual({
      detail: 'You have already reported this and it is awaiting review.',
      code: 'already_reported',
    });
    const pending = await t.rt.db
      .select()
      .from(reports)
      .where(
        and(eq(reports.reporterId, bystander.id), eq(reports.contentType, 'comment'), eq(reports.status, 'pending')),
      );
    expect(pending).toHaveLength(1);
    await t.rt.db.update(reports).set({ status: 'resolved' }).where(eq(reports.id, first.json.id));
    expect((await report(bystander, valid({ content_type: 'comment', content_id: commentId }))).status).toBe(201);
  });

  it('requires a non-blank description and a known content type', async () => {
    expect((await report(reporter, valid({ description: '' }))).json).toHaveProperty('description');
    expect((await report(reporter, valid({ description: '   ' }))).json).toHaveProperty('description');
    const { description: _omit, ...noDescription } = valid();
    expect(fieldTexts((await report(reporter, noDescription)).json)).toEqual({
      description: ['This field is required.'],
    });
    expect((await report(reporter, valid({ content_type: 'photo' }))).json).toHaveProperty('content_type');
  });

  it('needs a signed-in member and limits how many reports one member files', async () => {
    expect((await t.request('POST', 'report/', { body: valid() })).status).toBe(401);
    const eager = await t.createMember();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await report(eager, valid({ description: '' }))).status);
    // Invalid payloads are refused before counting; valid attempts count.
    expect(statuses.every((s) => s === 400)).toBe(true);
    for (let i = 0; i < 20; i++) await report(eager, valid({ content_id: 999999 }));
    expect((await report(eager, valid())).status).toBe(429);
  });
});
