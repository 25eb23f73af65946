import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type Member, type TestContext } from '../helpers/context';
import { mailOutbox, moderationActions, reports, users } from '../../src/server/db/schema';
import { tokensFor } from '../../src/server/services/sessions';
import { fieldTexts } from '../helpers/field-texts';

/** Staff removing a single post or comment (issue 26, item 5): DELETE admin/posts/{id}/ and admin/comments/{id}/. */

let t: TestContext;
let staff: Member;
let author: Member;
let reporter: Member;
let second: Member;

beforeAll(async () => {
  t = await createTestContext();
  staff = await t.createMember({ staff: true, name: 'Stella Staff' });
  author = await t.createMember({ name: 'Ada Author' });
  reporter = await t.createMember({ name: 'Rita Reporter' });
  second = await t.createMember({ name: 'Sid Second' });
});
afterAll(async () => {
  await t.close();
});

function outbox(): string[] {
  const dir = path.join(t.dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((name) => readFileSync(path.join(dir, name), 'utf8'));
}

const newPost = async (m: Member, content: string): Promise<number> =>
  (await t.request('POST', 'community/', { token: m.access, body: { content } })).json.id;
const newComment = async (m: Member, post: number, content: string): Promise<number> =>
  (await t.request('POST', 'community/comment/', { token: m.access, body: { post, content } })).json.id;
const report = async (
  by: Member,
  type: 'post' | 'comment',
  id: number,
  description = 'Please look at this one.',
  owner = author,
) => {
  const res = await t.request('POST', 'report/', {
    token: by.access,
    body: { reported_user: owner.id, content_type: type, content_id: id, report_type: 'spam', description },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.id as number;
};
const feed = (m: Member) => t.request('GET', 'community/', { token: m.access });
const remove = (type: 'posts' | 'comments', id: number, body: unknown, token = staff.access) =>
  t.request('DELETE', `admin/${type}/${id}/`, { token, body });
const reportRow = async (id: number) => (await t.rt.db.select().from(reports).where(eq(reports.id, id)))[0]!;

describe('staff remove a post', () => {
  it('deletes it (gone from the feed), mails its author the reason, logs it and resolves its open reports only', async () => {
    const postId = await newPost(author, 'Buy my miracle pills at example.test');
    const keptId = await newPost(author, 'A perfectly fine post');
    const commentId = await newComment(second, postId, 'Is this legit?');
    const first = await report(reporter, 'post', postId);
    const other = await report(second, 'post', postId, 'Spam again');
    const onComment = await report(reporter, 'comment', commentId, 'Comment under the spam', second);
    const untouched = await report(reporter, 'post', keptId, 'Not sure about this');
    // The feed's page is kept in memory now: the removal must not leave it served.
    expect((await feed(reporter)).json.map((p: { id: number }) => p.id)).toContain(postId);
    const mailsBefore = outbox().length;

    const res = await remove('posts', postId, { reason: 'Advertising is not allowed in the feed.' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      content_type: 'post',
      content_id: postId,
      reports_resolved: [first, other, onComment],
    });
    expect(res.json.detail).toBeTruthy();

    const ids = (await feed(reporter)).json.map((p: { id: number }) => p.id);
    expect(ids).not.toContain(postId);
    expect(ids).toContain(keptId);

    const mails = outbox();
    expect(mails).toHaveLength(mailsBefore + 1);
    const mail = mails.at(-1)!;
    expect(mail).toMatch(new RegExp(`^To: ${author.email.replace(/[.+]/g, '\\$&')}$`, 'm'));
    expect(mail).toMatch(/^Subject: Your post on FitGroup was removed$/m);
    expect(mail).toContain('Buy my miracle pills at example.test');
    expect(mail).toContain('Reason: Advertising is not allowed in the feed.');

    const log = await t.rt.db
      .select()
      .from(moderationActions)
      .where(eq(moderationActions.actionType, 'content_removed'));
    expect(log.at(-1)).toMatchObject({
      actorId: staff.id,
      targetUserId: author.id,
      reason: 'Advertising is not allowed in the feed.',
      contentType: 'post',
      contentId: postId,
    });

    for (const id of [first, other, onComment]) {
      expect(await reportRow(id)).toMatchObject({
        status: 'resolved',
        resolvedBy: staff.id,
        resolvedAt: expect.any(Date),
      });
    }
    expect(await reportRow(untouched)).toMatchObject({ status: 'pending', resolvedBy: null, resolvedAt: null });

    // The admin list still has the reports, with the item now gone.
    const listed = (await t.request('GET', 'admin/reports/', { token: staff.access })).json as Array<{
      id: number;
      content: unknown;
    }>;
    expect(listed.find((r) => r.id === first)!.content).toBeNull();

    // The moderation log answers the content it was about.
    const entries = (await t.request('GET', 'admin/moderation-log/', { token: staff.access })).json;
    expect(entries[0]).toMatchObject({ action_type: 'content_removed', content: { type: 'post', id: postId } });

    // Gone is gone: a second removal is a 404.
    expect((await remove('posts', postId, { reason: 'Again' })).status).toBe(404);
  });
});

describe('staff remove a comment', () => {
  it('deletes only the comment, mails its author in their language, logs it and resolves its reports', async () => {
    const postId = await newPost(second, 'Morning run done');
    const commentId = await newComment(author, postId, 'You are all slow, ha');
    const keptComment = await newComment(reporter, postId, 'Nice one!');
    const onComment = await report(reporter, 'comment', commentId, 'Rude comment');
    const onPost = await report(reporter, 'post', await newPost(author, 'Another post'), 'Unrelated');
    await t.rt.db.update(users).set({ language: 'fr' }).where(eq(users.id, author.id));

    const res = await remove('comments', commentId, { reason: 'Sois gentil.' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ content_type: 'comment', content_id: commentId, reports_resolved: [onComment] });

    const post = (await feed(second)).json.find((p: { id: number }) => p.id === postId);
    expect(post.comments.map((c: { id: number }) => c.id)).toEqual([keptComment]);

    const [mail] = await t.rt.db
      .select()
      .from(mailOutbox)
      .orderBy(mailOutbox.id)
      .then((rows) => rows.slice(-1));
    expect(mail).toMatchObject({ to: author.email, subject: 'Votre commentaire sur FitGroup a été retiré' });
    expect(mail!.text).toContain('Bonjour Ada Author,');
    expect(mail!.text).toContain('> You are all slow, ha');
    expect(mail!.text).toContain('Sois gentil.');

    const [row] = await t.rt.db.select().from(moderationActions).where(eq(moderationActions.contentId, commentId));
    expect(row).toMatchObject({ actionType: 'content_removed', contentType: 'comment', targetUserId: author.id });
    expect(await reportRow(onComment)).toMatchObject({ status: 'resolved', resolvedBy: staff.id });
    expect(await reportRow(onPost)).toMatchObject({ status: 'pending' });
    await t.rt.db.update(users).set({ language: 'en' }).where(eq(users.id, author.id));
  });
});

describe('what a removal refuses', () => {
  it('requires a reason (400) and changes nothing without one', async () => {
    const postId = await newPost(author, 'Still here');
    for (const body of [{}, { reason: '' }, { reason: '   ' }, undefined]) {
      const res = await remove('posts', postId, body);
      expect(res.status).toBe(400);
      expect(res.json.reason).toBeTruthy();
    }
    expect((await remove('posts', postId, { reason: 'x'.repeat(1001) })).status).toBe(400);
    expect((await feed(author)).json.map((p: { id: number }) => p.id)).toContain(postId);
  });

  it('is staff only: 403 for members (even the author), 401 signed out', async () => {
    const postId = await newPost(author, 'Mine');
    const commentId = await newComment(author, postId, 'Also mine');
    for (const who of [author, reporter]) {
      expect((await remove('posts', postId, { reason: 'Bye' }, who.access)).status).toBe(403);
      expect((await remove('comments', commentId, { reason: 'Bye' }, who.access)).status).toBe(403);
    }
    expect((await t.request('DELETE', `admin/posts/${postId}/`, { body: { reason: 'Bye' } })).status).toBe(401);
    const post = (await feed(author)).json.find((p: { id: number }) => p.id === postId);
    expect(post.comments).toHaveLength(1);
  });

  it('answers 404 for an unknown post or comment', async () => {
    const post = await remove('posts', 999_999, { reason: 'Spam' });
    expect(post.status).toBe(404);
    expect(post.json).toEqual({ detail: 'Post not found.', code: 'removal_post_not_found' });
    const comment = await remove('comments', 999_999, { reason: 'Spam' });
    expect(comment.status).toBe(404);
    expect(comment.json).toEqual({ detail: 'Comment not found.', code: 'removal_comment_not_found' });
    expect((await remove('comments', 0, { reason: 'Spam' })).status).toBe(404);
  });
});

describe('a sanction names the report it answers, and its appeal shows the reported item', () => {
  const appealOf = async (sanctionId: number) => {
    const list = (await t.request('GET', 'admin/appeals/', { token: staff.access })).json as Array<{
      sanction: { id: number; about: unknown };
    }>;
    return list.find((a) => a.sanction.id === sanctionId)!;
  };

  it('keeps the reported post with a warning; the appeal shows its text, then that it was deleted', async () => {
    const postId = await newPost(author, 'You are all losers');
    const reportId = await report(reporter, 'post', postId, 'Insulting everyone');
    const warned = await t.request('POST', 'admin/moderation-action/', {
      token: staff.access,
      body: { target_user: author.id, action_type: 'warning', reason: 'Be respectful.', report: reportId },
    });
    expect(warned.status).toBe(201);
    const [row] = await t.rt.db.select().from(moderationActions).where(eq(moderationActions.id, warned.json.id));
    expect(row).toMatchObject({ actionType: 'warning', contentType: 'post', contentId: postId });

    const filed = await t.request('POST', 'user/appeals/', {
      token: author.access,
      body: { sanction_id: warned.json.id, text: 'It was a joke.' },
    });
    expect(filed.status).toBe(201);
    expect((await appealOf(warned.json.id)).sanction.about).toEqual({
      type: 'post',
      id: postId,
      content: {
        type: 'post',
        id: postId,
        text: 'You are all losers',
        author_name: 'Ada Author',
        created_at: expect.any(String),
      },
    });

    expect((await remove('posts', postId, { reason: 'Insults' })).status).toBe(200);
    expect((await appealOf(warned.json.id)).sanction.about).toEqual({ type: 'post', id: postId, content: null });
  });

  it('keeps the reported comment with a suspension; a sanction without a report names none', async () => {
    const postId = await newPost(second, 'Leg day');
    const commentId = await newComment(author, postId, 'Nobody cares');
    const reportId = await report(reporter, 'comment', commentId, 'Rude');
    const until = new Date(t.clock.now().getTime() + 7 * 86_400_000).toISOString();
    const suspended = await t.request('POST', 'admin/suspend-user/', {
      token: staff.access,
      body: { user: author.id, reason: 'Rude comments', end_date: until, report: reportId },
    });
    expect(suspended.status).toBe(200);
    const [row] = await t.rt.db
      .select()
      .from(moderationActions)
      .where(eq(moderationActions.actionType, 'suspension'))
      .orderBy(moderationActions.id)
      .then((rows) => rows.slice(-1));
    expect(row).toMatchObject({ contentType: 'comment', contentId: commentId });
    await t.request('POST', 'admin/lift-suspension/', { token: staff.access, body: { user: author.id } });
    // The suspension cut the author's sessions: a fresh token for what follows.
    author.access = (await tokensFor(t.rt, author.id)).access;

    const plain = await t.request('POST', 'admin/moderation-action/', {
      token: staff.access,
      body: { target_user: second.id, action_type: 'warning', reason: 'Just a note.' },
    });
    const [plainRow] = await t.rt.db.select().from(moderationActions).where(eq(moderationActions.id, plain.json.id));
    expect(plainRow).toMatchObject({ contentType: null, contentId: null });
  });

  it('refuses a report about another member (400 on report) and an unknown report', async () => {
    const postId = await newPost(author, 'Something');
    const reportId = await report(reporter, 'post', postId, 'Meh');
    for (const body of [
      { target_user: second.id, action_type: 'warning', reason: 'x', report: reportId },
      { target_user: second.id, action_type: 'warning', reason: 'x', report: 999_999 },
    ]) {
      const res = await t.request('POST', 'admin/moderation-action/', { token: staff.access, body });
      expect(res.status).toBe(400);
      expect(fieldTexts(res.json)).toEqual({ report: ['This report is not about this member.'] });
    }
  });
});
