import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type Member, type TestContext } from '../helpers/context';
import { comments, moderationActions, posts, profiles, reports } from '../../src/server/db/schema';
import { tokensFor } from '../../src/server/services/sessions';

let t: TestContext;
let staff: Member;
let otherStaff: Member;
let member: Member;
let reporter: Member;

/** A post by `author` reported by `by`, written straight to the database (the report API is another area's). */
async function reportedPost(author: Member, by: Member, description = 'Spam links in this post, please review it.') {
  const [post] = await t.rt.db.insert(posts).values({ userId: author.id, content: 'Buy my supplements!' }).returning();
  const [report] = await t.rt.db
    .insert(reports)
    .values({
      reporterId: by.id,
      reportedUserId: author.id,
      contentType: 'post',
      contentId: post!.id,
      reportType: 'spam',
      description,
      createdAt: t.clock.now(),
    })
    .returning();
  return report!;
}

/** Moves the clock on and gives the standing members fresh access tokens (they last 15 minutes). */
async function advanceDays(days: number) {
  t.clock.advanceDays(days);
  for (const m of [staff, otherStaff, member, reporter]) m.access = (await tokensFor(t.rt, m.id)).access;
}

beforeAll(async () => {
  t = await createTestContext();
  staff = await t.createMember({ staff: true, name: 'Stella Staff' });
  otherStaff = await t.createMember({ staff: true, name: 'Oscar Staff' });
  member = await t.createMember({ name: 'Mia Member' });
  reporter = await t.createMember({ name: 'Rita Reporter' });
});
afterAll(async () => {
  await t.close();
});

describe('who may use the admin API', () => {
  const calls: Array<[string, string, unknown]> = [
    ['GET', 'admin/all-profiles/', undefined],
    ['GET', 'admin/all-profiles/?page=1&limit=10', undefined],
    ['GET', 'admin/members/', undefined],
    ['GET', 'admin/members/1/weeks/', undefined],
    ['GET', 'admin/reports/', undefined],
    ['POST', 'admin/moderation-action/', { target_user: 1, action_type: 'warning', reason: 'x' }],
    ['POST', 'admin/suspend-user/', { user: 1, reason: 'x', end_date: null }],
    ['POST', 'admin/lift-suspension/', { user: 1, reason: 'x' }],
    ['POST', 'admin/reports/1/resolve/', { status: 'dismissed' }],
    ['POST', 'admin/set-paid/', { user: 1, has_paid: true }],
    ['GET', 'admin/moderation-log/', undefined],
  ];

  it.each(calls)('refuses %s %s to a plain member with 403', async (method, path, body) => {
    const res = await t.request(method, path, { token: member.access, body });
    expect(res.status).toBe(403);
    expect(res.json.detail).toBeTruthy();
  });

  it.each(calls)('refuses %s %s to a paying member with 403', async (method, path, body) => {
    const paid = await t.createMember({ paid: true });
    const res = await t.request(method, path, { token: paid.access, body });
    expect(res.status).toBe(403);
  });

  it.each(calls)('refuses %s %s without a token with 401', async (method, path, body) => {
    const res = await t.request(method, path, { body });
    expect(res.status).toBe(401);
  });

  it('lets staff read profiles, reports and the moderation log', async () => {
    for (const path of ['admin/all-profiles/', 'admin/reports/', 'admin/moderation-log/']) {
      const res = await t.request('GET', path, { token: staff.access });
      expect(res.status, path).toBe(200);
      expect(Array.isArray(res.json)).toBe(true);
    }
  });
});

describe('GET admin/all-profiles/', () => {
  it('lists every member with the admin entry fields, ignoring a cache-busting parameter', async () => {
    const res = await t.request('GET', `admin/all-profiles/?t=${Date.now()}`, { token: staff.access });
    expect(res.status).toBe(200);
    const entry = res.json.find((p: { user_id: number }) => p.user_id === member.id);
    expect(entry).toMatchObject({
      id: member.id,
      user: member.email,
      user_id: member.id,
      full_name: 'Mia Member',
      has_paid: false,
      is_staff: false,
      status: 'active',
      weekly_logs: [],
    });
    expect(res.json.find((p: { user_id: number }) => p.user_id === staff.id).is_staff).toBe(true);
  });
});

describe('GET admin/reports/', () => {
  it('lists reports in the issue shape, pending first', async () => {
    const older = await reportedPost(member, reporter, 'Older report that will be dismissed first.');
    await t.request('POST', `admin/reports/${older.id}/resolve/`, {
      token: staff.access,
      body: { status: 'dismissed' },
    });
    await advanceDays(1);
    const pending = await reportedPost(member, reporter);
    const res = await t.request('GET', 'admin/reports/', { token: staff.access });
    expect(res.status).toBe(200);
    expect(res.json[0]).toEqual({
      id: pending.id,
      report_type: 'spam',
      description: 'Spam links in this post, please review it.',
      status: 'pending',
      reported_user: { id: member.id, full_name: 'Mia Member' },
      content_type: 'post',
      content_id: pending.contentId,
      created_at: pending.createdAt.toISOString(),
      resolved_at: null,
      content: {
        type: 'post',
        id: pending.contentId,
        text: 'Buy my supplements!',
        author_name: 'Mia Member',
        created_at: expect.any(String),
      },
    });
    const statuses: string[] = res.json.map((r: { status: string }) => r.status);
    expect(statuses.lastIndexOf('pending')).toBeLessThan(statuses.indexOf('dismissed'));
  });

  it('names no one when the reported member is gone', async () => {
    const report = await reportedPost(member, reporter);
    await t.rt.db.update(reports).set({ reportedUserId: null }).where(eq(reports.id, report.id));
    const res = await t.request('GET', 'admin/reports/', { token: staff.access });
    expect(res.json.find((r: { id: number }) => r.id === report.id).reported_user).toBeNull();
  });

  it("carries each reported item's text, author and date (post, comment, profile), and null once it is deleted", async () => {
    const author = await t.createMember({ name: 'Carla Content' });
    const [post] = await t.rt.db.insert(posts).values({ userId: author.id, content: 'Post under review' }).returning();
    const [comment] = await t.rt.db
      .insert(comments)
      .values({ userId: author.id, postId: post!.id, content: 'Comment under review' })
      .returning();
    const file = async (contentType: 'post' | 'comment' | 'profile', contentId: number) =>
      (
        await t.rt.db
          .insert(reports)
          .values({
            reporterId: reporter.id,
            reportedUserId: author.id,
            contentType,
            contentId,
            reportType: 'other',
            description: 'Look',
            createdAt: t.clock.now(),
          })
          .returning()
      )[0]!;
    const onPost = await file('post', post!.id);
    const onComment = await file('comment', comment!.id);
    const onProfile = await file('profile', author.id);
    const contentOf = async (id: number) =>
      (
        (await t.request('GET', 'admin/reports/', { token: staff.access })).json as Array<{
          id: number;
          content: unknown;
        }>
      ).find((r) => r.id === id)!.content;
    expect(await contentOf(onPost.id)).toEqual({
      type: 'post',
      id: post!.id,
      text: 'Post under review',
      author_name: 'Carla Content',
      created_at: post!.createdAt.toISOString(),
    });
    expect(await contentOf(onComment.id)).toMatchObject({
      type: 'comment',
      id: comment!.id,
      text: 'Comment under review',
      author_name: 'Carla Content',
    });
    expect(await contentOf(onProfile.id)).toMatchObject({
      type: 'profile',
      id: author.id,
      text: 'Carla Content',
      author_name: 'Carla Content',
    });

    await t.rt.db.delete(posts).where(eq(posts.id, post!.id));
    expect(await contentOf(onPost.id)).toBeNull();
    expect(await contentOf(onComment.id)).toBeNull();
    expect(await contentOf(onProfile.id)).not.toBeNull();
  });

  it('pages with ?page, ?limit and ?status: every report reachable once, pending first, with the count', async () => {
    const author = await t.createMember({ name: 'Paula Paged' });
    for (let i = 0; i < 7; i++) await reportedPost(author, reporter, `Paged report ${i}`);
    const all = (await t.request('GET', 'admin/reports/', { token: staff.access })).json as Array<{
      id: number;
      status: string;
    }>;
    const pendingIds = all.filter((r) => r.status === 'pending').map((r) => r.id);

    const seen: number[] = [];
    for (let page = 1; ; page++) {
      const res = await t.request('GET', `admin/reports/?status=pending&page=${page}&limit=3`, { token: staff.access });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ count: pendingIds.length, page, limit: 3 });
      if (res.json.results.length === 0) break;
      expect(res.json.results.length).toBeLessThanOrEqual(3);
      seen.push(
        ...res.json.results.map((r: { id: number; status: string; content: unknown }) => {
          expect(r.status).toBe('pending');
          expect(r).toHaveProperty('content');
          return r.id;
        }),
      );
    }
    expect(seen).toEqual(pendingIds);

    const everything = await t.request('GET', 'admin/reports/?page=1&limit=100', { token: staff.access });
    expect(everything.json.count).toBe(all.length);
    expect(everything.json.results.map((r: { id: number }) => r.id)).toEqual(all.map((r) => r.id));

    for (const bad of ['page=0', 'limit=101', 'status=open', 'page=x']) {
      expect((await t.request('GET', `admin/reports/?${bad}`, { token: staff.access })).status).toBe(400);
    }
  });
});

describe('POST admin/reports/{id}/resolve/', () => {
  it('resolves a pending report, records who and when, and logs it', async () => {
    const report = await reportedPost(member, reporter);
    const res = await t.request('POST', `admin/reports/${report.id}/resolve/`, {
      token: staff.access,
      body: { status: 'resolved', reason: 'Post removed' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: report.id, status: 'resolved', resolved_at: t.clock.now().toISOString() });
    const [row] = await t.rt.db.select().from(reports).where(eq(reports.id, report.id));
    expect(row!.resolvedBy).toBe(staff.id);
    const log = await t.rt.db.select().from(moderationActions).where(eq(moderationActions.reason, 'Post removed'));
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ actorId: staff.id, targetUserId: member.id, actionType: 'resolve' });
  });

  it('dismisses a report and refuses to review it twice', async () => {
    const report = await reportedPost(member, reporter);
    const first = await t.request('POST', `admin/reports/${report.id}/resolve/`, {
      token: staff.access,
      body: { status: 'dismissed' },
    });
    expect(first.json.status).toBe('dismissed');
    const again = await t.request('POST', `admin/reports/${report.id}/resolve/`, {
      token: otherStaff.access,
      body: { status: 'resolved' },
    });
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ detail: 'This report has already been reviewed.', code: 'report_already_reviewed' });
  });

  it('logs a review without a reason under the report number', async () => {
    const report = await reportedPost(member, reporter);
    await t.request('POST', `admin/reports/${report.id}/resolve/`, {
      token: staff.access,
      body: { status: 'dismissed', reason: '  ' },
    });
    const log = await t.rt.db
      .select()
      .from(moderationActions)
      .where(eq(moderationActions.reason, `Report #${report.id}`));
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ actorId: staff.id, targetUserId: member.id, actionType: 'dismiss' });
  });

  it('rejects an unknown status and an unknown report', async () => {
    const report = await reportedPost(member, reporter);
    const bad = await t.request('POST', `admin/reports/${report.id}/resolve/`, {
      token: staff.access,
      body: { status: 'pending' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.status).toBeTruthy();
    const missing = await t.request('POST', 'admin/reports/999999/resolve/', {
      token: staff.access,
      body: { status: 'resolved' },
    });
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ detail: 'Report not found.', code: 'report_not_found' });
  });

  it('does not let staff review a report about themselves', async () => {
    const report = await reportedPost(staff, reporter);
    const res = await t.request('POST', `admin/reports/${report.id}/resolve/`, {
      token: staff.access,
      body: { status: 'dismissed' },
    });
    expect(res.status).toBe(403);
    expect(res.json.detail).toBe('You cannot review a report about yourself.');
  });
});

describe('POST admin/set-paid/', () => {
  it('starts a membership (paid_since today) and ends it, logging both', async () => {
    const m = await t.createMember();
    const on = await t.request('POST', 'admin/set-paid/', {
      token: staff.access,
      body: { user: m.id, has_paid: true },
    });
    expect(on.status).toBe(200);
    expect(on.json.has_paid).toBe(true);
    let [profile] = await t.rt.db.select().from(profiles).where(eq(profiles.userId, m.id));
    expect(profile).toMatchObject({ hasPaid: true, paidSince: t.clock.now().toISOString().slice(0, 10) });
    expect((await t.request('GET', 'user/', { token: m.access })).status).toBe(200);

    const off = await t.request('POST', 'admin/set-paid/', {
      token: staff.access,
      body: { user: m.id, has_paid: false },
    });
    expect(off.status).toBe(200);
    [profile] = await t.rt.db.select().from(profiles).where(eq(profiles.userId, m.id));
    expect(profile!.hasPaid).toBe(false);
    const log = await t.rt.db.select().from(moderationActions).where(eq(moderationActions.targetUserId, m.id));
    expect(log.map((r) => r.actionType)).toEqual(['paid', 'unpaid']);
  });

  it('rejects a missing flag and an unknown member', async () => {
    const bad = await t.request('POST', 'admin/set-paid/', { token: staff.access, body: { user: member.id } });
    expect(bad.status).toBe(400);
    expect(bad.json.has_paid).toBeTruthy();
    const missing = await t.request('POST', 'admin/set-paid/', {
      token: staff.access,
      body: { user: 999999, has_paid: true },
    });
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ detail: 'User not found.', code: 'member_not_found' });
  });
});

describe('staff cannot act on staff or on themselves', () => {
  const actions = (target: number): Array<[string, unknown]> => [
    ['admin/moderation-action/', { target_user: target, action_type: 'warning', reason: 'Be nice' }],
    [
      'admin/suspend-user/',
      { user: target, reason: 'Spam', end_date: new Date(t.clock.now().getTime() + 7 * 86_400_000).toISOString() },
    ],
    ['admin/suspend-user/', { user: target, reason: 'Spam', end_date: null }],
    ['admin/lift-suspension/', { user: target, reason: 'Appeal' }],
    ['admin/set-paid/', { user: target, has_paid: true }],
  ];

  it('answers 403 for another staff member as the target, and writes nothing', async () => {
    for (const [path, body] of actions(otherStaff.id)) {
      const res = await t.request('POST', path, { token: staff.access, body });
      expect(res.status, path).toBe(403);
      expect(res.json, path).toEqual({ detail: 'Staff members cannot be moderated.', code: 'staff_not_moderatable' });
    }
    const rows = await t.rt.db
      .select()
      .from(moderationActions)
      .where(eq(moderationActions.targetUserId, otherStaff.id));
    expect(rows).toHaveLength(0);
    expect((await t.request('GET', 'user/', { token: otherStaff.access })).status).toBe(200);
  });

  it('answers 403 for oneself as the target', async () => {
    for (const [path, body] of actions(staff.id)) {
      const res = await t.request('POST', path, { token: staff.access, body });
      expect(res.status, path).toBe(403);
      expect(res.json.detail, path).toBe('You cannot moderate your own account.');
    }
  });
});

describe('GET admin/moderation-log/', () => {
  it('lists actions newest first with actor and target names', async () => {
    const m = await t.createMember({ name: 'Logan Logged' });
    await advanceDays(1);
    await t.request('POST', 'admin/moderation-action/', {
      token: staff.access,
      body: { target_user: m.id, action_type: 'warning', reason: 'Mind the language' },
    });
    const res = await t.request('GET', 'admin/moderation-log/?limit=5', { token: otherStaff.access });
    expect(res.status).toBe(200);
    expect(res.json.length).toBeLessThanOrEqual(5);
    expect(res.json.length).toBeGreaterThan(0);
    expect(res.json[0]).toMatchObject({
      actor: { id: staff.id, full_name: 'Stella Staff' },
      target_user: { id: m.id, full_name: 'Logan Logged' },
      action_type: 'warning',
      reason: 'Mind the language',
      end_date: null,
      acknowledged_at: null,
    });
  });
});

describe('GET admin/moderation-log/?limit', () => {
  it('answers at most the limit asked for, and the default for a limit that is not a number', async () => {
    const one = await t.request('GET', 'admin/moderation-log/?limit=1', { token: staff.access });
    expect(one.json).toHaveLength(1);
    const all = await t.request('GET', 'admin/moderation-log/', { token: staff.access });
    const junk = await t.request('GET', 'admin/moderation-log/?limit=lots', { token: staff.access });
    expect(junk.status).toBe(200);
    expect(junk.json).toHaveLength(all.json.length);
    expect(all.json.length).toBeGreaterThan(1);
  });
});

describe("the admin screen's user-id resolution (spec section 5)", async () => {
  const { resolveUserId, preview } = await import('../../src/components/admin/admin-model');
  const { actionCopy, dangerText } = await import('../../src/components/admin/admin-actions');
  const entry = (fields: Record<string, unknown>) =>
    ({
      id: null,
      user: null,
      user_id: null,
      full_name: 'X',
      has_paid: false,
      age: null,
      weight: null,
      occupation: null,
      image: null,
      weekly_logs: [],
      ...fields,
    }) as never;

  it('takes user_id, then id, then a numeric user', () => {
    expect(resolveUserId(entry({ user_id: 7, id: 8, user: 9 }), [])).toBe(7);
    expect(resolveUserId(entry({ id: '8', user: 9 }), [])).toBe(8);
    expect(resolveUserId(entry({ user: '9' }), [])).toBe(9);
  });

  it('else looks the email up among the loaded profiles, and gives up with null', () => {
    const known = entry({ user_id: 12, user: 'kim@example.com' });
    expect(resolveUserId(entry({ user: 'Kim@example.com' }), [known])).toBe(12);
    expect(resolveUserId(entry({ user: 'nobody@example.com' }), [known])).toBeNull();
    expect(resolveUserId(entry({}), [known])).toBeNull();
  });

  it('previews the first 60 characters of a description', () => {
    expect(preview('a'.repeat(60))).toBe('a'.repeat(60));
    expect(preview('b'.repeat(61))).toBe(`${'b'.repeat(60)}...`);
  });

  it("checks a required reason with the API's own schema and message", async () => {
    const { moderationReason } = await import('../../src/lib/contracts/admin');
    const blank = moderationReason.safeParse('   ');
    expect(blank.success).toBe(false);
    expect(blank.error!.issues[0]!.message).toBe('Please give a reason.');
    const res = await t.request('POST', 'admin/moderation-action/', {
      token: staff.access,
      body: { target_user: member.id, action_type: 'warning', reason: '   ' },
    });
    expect(res.json.reason).toEqual(['Please give a reason.']);
  });

  it('marks suspensions and bans, and only those, as danger actions', () => {
    for (const kind of ['suspend7', 'suspend30', 'ban'] as const) expect(actionCopy({ kind }).danger).toBe(true);
    for (const kind of ['warning', 'lift', 'paid', 'unpaid', 'resolve', 'dismiss'] as const)
      expect(actionCopy({ kind }).danger).toBe(false);
    expect(dangerText()).toBe("This is a serious moderation action. Please ensure it's warranted.");
  });
});
