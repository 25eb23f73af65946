import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type Member, type TestContext } from '../helpers/context';
import { mailOutbox, moderationActions, sessions, users } from '../../src/server/db/schema';
import { tokensFor } from '../../src/server/services/sessions';
import { currentSanction, suspendUser } from '../../src/server/services/moderation';

let t: TestContext;
let staff: Member;

const DAY = 86_400_000;
const inDays = (days: number) => new Date(t.clock.now().getTime() + days * DAY);

async function freshStaffToken() {
  staff.access = (await tokensFor(t.rt, staff.id)).access;
}

const signIn = (m: Member) => t.request('POST', 'user/token/', { body: { email: m.email, password: m.password } });

async function logFor(userId: number) {
  return t.rt.db
    .select()
    .from(moderationActions)
    .where(eq(moderationActions.targetUserId, userId))
    .orderBy(moderationActions.id);
}

beforeAll(async () => {
  t = await createTestContext();
  staff = await t.createMember({ staff: true, name: 'Stella Staff' });
});
afterAll(async () => {
  await t.close();
});

describe('POST admin/moderation-action/ (warning)', () => {
  it('answers 201 and logs the warning with actor, target and reason', async () => {
    const m = await t.createMember();
    const res = await t.request('POST', 'admin/moderation-action/', {
      token: staff.access,
      body: { target_user: m.id, action_type: 'warning', reason: 'Please keep it civil.' },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ target_user: m.id, action_type: 'warning', reason: 'Please keep it civil.' });
    const [row] = await logFor(m.id);
    expect(row).toMatchObject({
      actorId: staff.id,
      targetUserId: m.id,
      actionType: 'warning',
      reason: 'Please keep it civil.',
      endDate: null,
    });
    expect(row!.createdAt.toISOString()).toBe(t.clock.now().toISOString());
    // A warning does not cut the member's session.
    expect((await t.request('GET', 'user/', { token: m.access })).status).toBe(200);
  });

  it('accepts the target as a numeric string, as forms send it', async () => {
    const m = await t.createMember();
    const res = await t.request('POST', 'admin/moderation-action/', {
      token: staff.access,
      body: { target_user: String(m.id), action_type: 'warning', reason: 'Off-topic posts' },
    });
    expect(res.status).toBe(201);
  });

  it('rejects a blank reason, another action type and a missing target with field errors', async () => {
    const m = await t.createMember();
    const blank = await t.request('POST', 'admin/moderation-action/', {
      token: staff.access,
      body: { target_user: m.id, action_type: 'warning', reason: '  ' },
    });
    expect(blank.status).toBe(400);
    expect(blank.json.reason).toEqual(['Please give a reason.']);
    const other = await t.request('POST', 'admin/moderation-action/', {
      token: staff.access,
      body: { target_user: m.id, action_type: 'ban', reason: 'x' },
    });
    expect(other.status).toBe(400);
    expect(other.json.action_type).toBeTruthy();
    const missing = await t.request('POST', 'admin/moderation-action/', {
      token: staff.access,
      body: { action_type: 'warning', reason: 'x' },
    });
    expect(missing.status).toBe(400);
    expect(missing.json.target_user).toBeTruthy();
    const unknown = await t.request('POST', 'admin/moderation-action/', {
      token: staff.access,
      body: { target_user: 999999, action_type: 'warning', reason: 'x' },
    });
    expect(unknown.status).toBe(404);
    expect(await logFor(m.id)).toHaveLength(0);
  });
});

describe('a 7-day suspension', () => {
  it('refuses sign-in with the end date, kills the live tokens at once, and lifts itself at the end date', async () => {
    const m = await t.createMember({ name: 'Sam Suspended' });
    const end = inDays(7);
    const res = await t.request('POST', 'admin/suspend-user/', {
      token: staff.access,
      body: { user: m.id, reason: 'Repeated spam', end_date: end.toISOString() },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ user: m.id, status: 'suspended', end_date: end.toISOString() });

    const login = await signIn(m);
    expect(login.status).toBe(403);
    const day = end.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    expect(login.json).toEqual({
      detail: `This account is suspended until ${day}. Reason: Repeated spam`,
      code: 'suspended',
      params: { date: end.toISOString().slice(0, 10), reason: 'Repeated spam' },
      suspended_until: end.toISOString(),
      reason: 'Repeated spam',
      standing_token: expect.any(String),
    });

    expect((await t.request('GET', 'user/', { token: m.access })).status).toBe(401);
    expect((await t.request('POST', 'user/token/refresh/', { body: { refresh: m.refresh } })).status).toBe(401);

    const [row] = await logFor(m.id);
    expect(row).toMatchObject({ actorId: staff.id, actionType: 'suspension', reason: 'Repeated spam' });
    expect(row!.endDate!.toISOString()).toBe(end.toISOString());

    t.clock.advanceDays(6);
    expect((await signIn(m)).status).toBe(403);
    t.clock.advanceDays(1);
    t.clock.set(new Date(t.clock.now().getTime() + 60_000));
    const after = await signIn(m);
    expect(after.status).toBe(200);
    const [user] = await t.rt.db.select().from(users).where(eq(users.id, m.id));
    expect(user).toMatchObject({ status: 'active', suspendedUntil: null });
    expect((await t.request('GET', 'user/', { token: after.json.access })).status).toBe(200);
    await freshStaffToken();
  });

  it('refuses an end date in the past or a malformed one', async () => {
    const m = await t.createMember();
    const past = await t.request('POST', 'admin/suspend-user/', {
      token: staff.access,
      body: { user: m.id, reason: 'x', end_date: inDays(-1).toISOString() },
    });
    expect(past.status).toBe(400);
    expect(past.json.end_date).toEqual(['The end date must be in the future.']);
    const junk = await t.request('POST', 'admin/suspend-user/', {
      token: staff.access,
      body: { user: m.id, reason: 'x', end_date: 'next week' },
    });
    expect(junk.status).toBe(400);
    expect(junk.json.end_date).toBeTruthy();
    const absent = await t.request('POST', 'admin/suspend-user/', {
      token: staff.access,
      body: { user: m.id, reason: 'x' },
    });
    expect(absent.status).toBe(400);
    expect((await signIn(m)).status).toBe(200);
  });

  it('refuses a suspension of more than ten years: that is a ban', async () => {
    const m = await t.createMember();
    const res = await t.request('POST', 'admin/suspend-user/', {
      token: staff.access,
      body: { user: m.id, reason: 'x', end_date: inDays(3651).toISOString() },
    });
    expect(res.status).toBe(400);
    expect(res.json.end_date).toEqual(['A suspension cannot last more than ten years; use a permanent ban.']);
    expect(await logFor(m.id)).toHaveLength(0);
    expect((await signIn(m)).status).toBe(200);
  });
});

describe('a permanent ban (end_date null)', () => {
  it('never lets the member in again and kills live tokens', async () => {
    const m = await t.createMember();
    const res = await t.request('POST', 'admin/suspend-user/', {
      token: staff.access,
      body: { user: m.id, reason: 'Threats', end_date: null },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'banned', end_date: null });
    expect((await t.request('GET', 'user/', { token: m.access })).status).toBe(401);
    const login = await signIn(m);
    expect(login.status).toBe(403);
    expect(login.json).toEqual({
      detail: 'This account has been permanently banned. Reason: Threats',
      code: 'banned',
      params: { reason: 'Threats' },
      reason: 'Threats',
      standing_token: expect.any(String),
    });
    t.clock.advanceDays(3650);
    expect((await signIn(m)).status).toBe(403);
    const [row] = await logFor(m.id);
    expect(row).toMatchObject({ actionType: 'ban', reason: 'Threats', endDate: null });
    await freshStaffToken();
  });
});

describe('POST admin/lift-suspension/', () => {
  it('lets a suspended member sign in again and logs the lift', async () => {
    const m = await t.createMember();
    await t.request('POST', 'admin/suspend-user/', {
      token: staff.access,
      body: { user: m.id, reason: 'Spam', end_date: inDays(30).toISOString() },
    });
    expect((await signIn(m)).status).toBe(403);
    const res = await t.request('POST', 'admin/lift-suspension/', {
      token: staff.access,
      body: { user: m.id, reason: 'Appeal accepted' },
    });
    expect(res.status).toBe(200);
    expect(res.json.status).toBe('active');
    expect((await signIn(m)).status).toBe(200);
    expect((await logFor(m.id)).map((r) => [r.actionType, r.reason])).toEqual([
      ['suspension', 'Spam'],
      ['lift', 'Appeal accepted'],
    ]);
  });

  it('lifts a ban too, and refuses to lift when there is nothing to lift', async () => {
    const m = await t.createMember();
    await t.request('POST', 'admin/suspend-user/', {
      token: staff.access,
      body: { user: m.id, reason: 'Ban', end_date: null },
    });
    expect(
      (await t.request('POST', 'admin/lift-suspension/', { token: staff.access, body: { user: m.id } })).status,
    ).toBe(200);
    expect((await signIn(m)).status).toBe(200);
    const again = await t.request('POST', 'admin/lift-suspension/', { token: staff.access, body: { user: m.id } });
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ detail: 'This member is not suspended or banned.', code: 'not_suspended' });
  });
});

describe('the moderation log', () => {
  it('gets one row per action and keeps earlier rows untouched', async () => {
    const m = await t.createMember();
    const before = await logFor(m.id);
    await t.request('POST', 'admin/moderation-action/', {
      token: staff.access,
      body: { target_user: m.id, action_type: 'warning', reason: 'One' },
    });
    await t.request('POST', 'admin/suspend-user/', {
      token: staff.access,
      body: { user: m.id, reason: 'Two', end_date: inDays(7).toISOString() },
    });
    await t.request('POST', 'admin/lift-suspension/', { token: staff.access, body: { user: m.id, reason: 'Three' } });
    await t.request('POST', 'admin/set-paid/', {
      token: staff.access,
      body: { user: m.id, has_paid: true, reason: 'Four' },
    });
    await t.request('POST', 'admin/suspend-user/', {
      token: staff.access,
      body: { user: m.id, reason: 'Five', end_date: null },
    });
    const rows = await logFor(m.id);
    expect(before).toHaveLength(0);
    expect(rows.map((r) => [r.actionType, r.reason, r.actorId])).toEqual([
      ['warning', 'One', staff.id],
      ['suspension', 'Two', staff.id],
      ['lift', 'Three', staff.id],
      ['paid', 'Four', staff.id],
      ['ban', 'Five', staff.id],
    ]);
    const log = await t.request('GET', 'admin/moderation-log/', { token: staff.access });
    expect(log.json.filter((r: { target_user: { id: number } | null }) => r.target_user?.id === m.id)).toHaveLength(5);
  });
});

describe('currentSanction (what the page a suspended session lands on explains)', () => {
  it('is null for an active member and an unknown id', async () => {
    const m = await t.createMember();
    expect(await currentSanction(t.rt, m.id)).toBeNull();
    expect(await currentSanction(t.rt, 999999)).toBeNull();
  });

  it('gives the latest suspension’s reason and end date, a ban’s reason with no end, and null once lifted or over', async () => {
    const m = await t.createMember();
    const first = inDays(3);
    await t.request('POST', 'admin/suspend-user/', {
      token: staff.access,
      body: { user: m.id, reason: 'First spam', end_date: first.toISOString() },
    });
    await t.request('POST', 'admin/moderation-action/', {
      token: staff.access,
      body: { target_user: m.id, action_type: 'warning', reason: 'Not this one' },
    });
    const second = inDays(10);
    await t.request('POST', 'admin/suspend-user/', {
      token: staff.access,
      body: { user: m.id, reason: 'Second spam', end_date: second.toISOString() },
    });
    expect(await currentSanction(t.rt, m.id)).toEqual({ status: 'suspended', reason: 'Second spam', until: second });

    await t.request('POST', 'admin/suspend-user/', {
      token: staff.access,
      body: { user: m.id, reason: 'Threats', end_date: null },
    });
    expect(await currentSanction(t.rt, m.id)).toEqual({ status: 'banned', reason: 'Threats', until: null });

    await t.request('POST', 'admin/lift-suspension/', { token: staff.access, body: { user: m.id, reason: 'Appeal' } });
    expect(await currentSanction(t.rt, m.id)).toBeNull();

    const other = await t.createMember();
    await t.request('POST', 'admin/suspend-user/', {
      token: staff.access,
      body: { user: other.id, reason: 'Short', end_date: inDays(1).toISOString() },
    });
    expect((await currentSanction(t.rt, other.id))?.status).toBe('suspended');
    t.clock.advanceDays(2);
    expect(await currentSanction(t.rt, other.id)).toBeNull();
    await freshStaffToken();
  });
});

describe('the mail a member gets for each staff action', () => {
  /** What the outbox holds for an address, oldest first. */
  const mailsTo = (email: string) =>
    t.rt.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.id);

  it('a warning: one mail to the member with the reason, delivered', async () => {
    const m = await t.createMember({ name: 'Wendy Warned' });
    await t.request('POST', 'admin/moderation-action/', {
      token: staff.access,
      body: { target_user: m.id, action_type: 'warning', reason: 'Please keep it civil.' },
    });
    const mails = await mailsTo(m.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'A warning from FitGroup', replyTo: null });
    expect(mails[0]!.text).toMatch(/^Hello Wendy Warned,$/m);
    expect(mails[0]!.text).toMatch(/^Reason: Please keep it civil\.$/m);
    expect(mails[0]!.text).toContain('support@fitgroup.local');
    expect(mails[0]!.sentAt).not.toBeNull();
  });

  it('a suspension: one mail with the end date and the reason', async () => {
    const m = await t.createMember();
    const end = new Date(t.clock.now().getTime() + 7 * DAY);
    const day = end.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    await t.request('POST', 'admin/suspend-user/', {
      token: staff.access,
      body: { user: m.id, reason: 'Repeated spam', end_date: end.toISOString() },
    });
    const mails = await mailsTo(m.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Your FitGroup account is suspended until ${day}`);
    expect(mails[0]!.text).toContain(`Your FitGroup account is suspended until ${day}. You cannot sign in until then.`);
    expect(mails[0]!.text).toMatch(/^Reason: Repeated spam$/m);
  });

  it('a ban: one mail with the reason', async () => {
    const m = await t.createMember();
    await t.request('POST', 'admin/suspend-user/', {
      token: staff.access,
      body: { user: m.id, reason: 'Threats', end_date: null },
    });
    const mails = await mailsTo(m.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your FitGroup account has been banned');
    expect(mails[0]!.text).toContain('Your FitGroup account has been permanently banned. You can no longer sign in.');
    expect(mails[0]!.text).toMatch(/^Reason: Threats$/m);
  });

  it('a lift: one more mail, saying the member may sign in again, with the reason', async () => {
    const m = await t.createMember();
    await t.request('POST', 'admin/suspend-user/', {
      token: staff.access,
      body: { user: m.id, reason: 'Spam', end_date: inDays(30).toISOString() },
    });
    await t.request('POST', 'admin/lift-suspension/', {
      token: staff.access,
      body: { user: m.id, reason: 'Appeal accepted' },
    });
    const mails = await mailsTo(m.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/suspended until/),
      'Your FitGroup account is active again',
    ]);
    expect(mails[1]!.text).toContain(
      'Your suspension has been lifted: you can sign in again at http://localhost:4321/login/',
    );
    expect(mails[1]!.text).toMatch(/^Reason: Appeal accepted$/m);
  });

  it('a lift without a reason says so without a reason line', async () => {
    const m = await t.createMember();
    await t.request('POST', 'admin/suspend-user/', {
      token: staff.access,
      body: { user: m.id, reason: 'Ban', end_date: null },
    });
    await t.request('POST', 'admin/lift-suspension/', { token: staff.access, body: { user: m.id } });
    const lift = (await mailsTo(m.email)).at(-1)!;
    expect(lift.subject).toBe('Your FitGroup account is active again');
    expect(lift.text).toContain('Your ban has been lifted: you can sign in again');
    expect(lift.text).not.toMatch(/Reason:/);
  });

  it('sends nothing when the action is refused', async () => {
    const m = await t.createMember();
    const otherStaff = await t.createMember({ staff: true });
    const before = await t.rt.db.select().from(mailOutbox);
    const refused = [
      await t.request('POST', 'admin/moderation-action/', {
        token: staff.access,
        body: { target_user: staff.id, action_type: 'warning', reason: 'Me' },
      }),
      await t.request('POST', 'admin/moderation-action/', {
        token: staff.access,
        body: { target_user: otherStaff.id, action_type: 'warning', reason: 'Staff' },
      }),
      await t.request('POST', 'admin/moderation-action/', {
        token: staff.access,
        body: { target_user: 999999, action_type: 'warning', reason: 'Nobody' },
      }),
      await t.request('POST', 'admin/moderation-action/', {
        token: staff.access,
        body: { target_user: m.id, action_type: 'warning', reason: '  ' },
      }),
      await t.request('POST', 'admin/suspend-user/', {
        token: staff.access,
        body: { user: m.id, reason: 'x', end_date: inDays(-1).toISOString() },
      }),
      await t.request('POST', 'admin/suspend-user/', {
        token: staff.access,
        body: { user: m.id, reason: 'x', end_date: inDays(3651).toISOString() },
      }),
      await t.request('POST', 'admin/lift-suspension/', {
        token: staff.access,
        body: { user: m.id, reason: 'Nothing to lift' },
      }),
      await t.request('POST', 'admin/suspend-user/', {
        token: m.access,
        body: { user: m.id, reason: 'Not staff', end_date: null },
      }),
    ];
    expect(refused.map((res) => res.status)).toEqual([403, 403, 404, 400, 400, 400, 400, 403]);
    expect(await t.rt.db.select().from(mailOutbox)).toHaveLength(before.length);
  });

  it('sends nothing when the action fails halfway: the queued mail is rolled back with it', async () => {
    const m = await t.createMember();
    // The moderation log's write is the last step of the transaction, after the mail was queued.
    const failingLog = new Proxy(t.rt.log, {
      get: (target, key) =>
        key === 'info'
          ? () => {
              throw new Error('log write failed');
            }
          : Reflect.get(target, key),
    });
    await expect(suspendUser({ ...t.rt, log: failingLog }, staff.id, m.id, 'Spam', inDays(7))).rejects.toThrow(
      'log write failed',
    );
    expect(await mailsTo(m.email)).toHaveLength(0);
    const [user] = await t.rt.db.select().from(users).where(eq(users.id, m.id));
    expect(user).toMatchObject({ status: 'active', suspendedUntil: null });
    expect(
      (await t.rt.db.select().from(sessions).where(eq(sessions.userId, m.id))).every((s) => s.revokedAt === null),
    ).toBe(true);
    expect(await logFor(m.id)).toHaveLength(0);
  });
});
