import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type Member, type TestContext } from '../helpers/context';
import { mailOutbox, moderationActions, reports, users } from '../../src/server/db/schema';

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
  return readdirSync(dir).sort().map((name) => readFileSync(path.join(dir, name), 'utf8'));
}

const newPost = async (m: Member, content: string): Promise<number> =>
  (await t.request('POST', 'community/', { token: m.access, body: { content } })).json.id;
const newComment = async (m: Member, post: number, content: string): Promise<number> =>
  (await t.request('POST', 'community/comment/', { token: m.access, body: { post, content } })).json.id;
const report = async (by: Member, type: 'post' | 'comment', id: number, description = 'Please look at this one.', owner = author) => {
  const res = await t.request('POST', 'report/', {
    token: by.access,
    body: { reported_user: owner.id, content_type: type, content_id: id, report_type: 'spam', description },
  });
  expect(res.status).toBe(201);
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
    expect(res.json).toMatchObject({ content_type: 'post', content_id: postId, reports_resolved: [first, other, onComment] });
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

    const log = await t.rt.db.select().from(moderationActions).where(eq(moderationActions.actionType, 'content_removed'));
    expect(log.at(-1)).toMatchObject({
      actorId: staff.id,
      targetUserId: author.id,
      reason: 'Advertising is not allowed in the feed.',
      contentType: 'post',
      contentId: postId,
    });

    for (const id of [first, other, onComment]) {
      expect(await reportRow(id)).toMatchObject({ status: 'resolved', resolvedBy: staff.id, resolvedAt: expect.any(Date) });
    }
    expect(await reportRow(untouched)).toMatchObject({ status: 'pending', resolvedBy: null, resolvedAt: null });

    // The admin list still has the reports, with the item now gone.
    const listed = (await t.request('GET', 'admin/reports/', { token: staff.access })).json as Array<{ id: number; content: unknown }>;
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

    const [mail] = await t.rt.db.select().from(mailOutbox).orderBy(mailOutbox.id).then((rows) => rows.slice(-1));
    expect(mail).toMatchObject({ to: author.email, subject: 'Votre commentaire sur FitGroup a été retiré' });
    expect(mail!.text).toContain('Bonjour Ada Author,');
    expect(mail!.text).toContain('> You are all slow, ha');
    expect(mail!.text).toContain('Sois gentil.');

    const [row] = await t.rt.db
      .select()
      .from(moderationActions)
      .where(eq(moderationActions.contentId, commentId));
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
