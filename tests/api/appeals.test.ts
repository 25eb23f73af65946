import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { createTestContext, type Member, type TestContext } from '../helpers/context';
import { mailOutbox, moderationActions, users } from '../../src/server/db/schema';
import { tokensFor } from '../../src/server/services/sessions';
import { APPEAL_TEXT_MAX } from '../../src/lib/contracts/appeals';

// A member's standing card and appeals, from the refused sign-in to staff's decision (issue 16).
let t: TestContext;
let staff: Member;

const DAY = 86_400_000;
const inDays = (days: number) => new Date(t.clock.now().getTime() + days * DAY);

/** Tokens expire as the clock moves: a fresh access token for someone who may sign in. */
const fresh = async (m: Member) => (await tokensFor(t.rt, m.id)).access;
const signIn = (m: Member) => t.request('POST', 'user/token/', { body: { email: m.email, password: m.password } });

async function suspend(m: Member, reason: string, end: Date | null) {
  const res = await t.request('POST', 'admin/suspend-user/', {
    token: await fresh(staff),
    body: { user: m.id, reason, end_date: end?.toISOString() ?? null },
  });
  expect(res.status).toBe(200);
}

async function warn(m: Member, reason: string) {
  const res = await t.request('POST', 'admin/moderation-action/', {
    token: await fresh(staff),
    body: { target_user: m.id, action_type: 'warning', reason },
  });
  expect(res.status).toBe(201);
  return res.json.id as number;
}

/** The standing token a refused sign-in hands a suspended or banned member. */
async function standingToken(m: Member): Promise<string> {
  const res = await signIn(m);
  expect(res.status).toBe(403);
  expect(typeof res.json.standing_token).toBe('string');
  return res.json.standing_token;
}

const standing = (token: string) => t.request('GET', 'user/standing/', { token });
const appeal = (token: string, sanctionId: number | string, text: unknown) =>
  t.request('POST', 'user/appeals/', { token, body: { sanction_id: sanctionId, text } });
const decide = async (id: number, verdict: 'accept' | 'reject', reply: unknown) =>
  t.request('POST', `admin/appeals/${id}/${verdict}/`, { token: await fresh(staff), body: { reply } });

const mailsTo = (email: string) =>
  t.rt.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.id);
const logOf = (userId: number) =>
  t.rt.db
    .select()
    .from(moderationActions)
    .where(eq(moderationActions.targetUserId, userId))
    .orderBy(moderationActions.id);

beforeAll(async () => {
  t = await createTestContext();
  staff = await t.createMember({ staff: true, name: 'Stella Staff' });
});
afterAll(async () => {
  await t.close();
});

describe('an appeal accepted', () => {
  it('lifts the suspension, lets the member sign in, shows the reply, and logs and mails every step', async () => {
    const m = await t.createMember({ name: 'Sam Suspended' });
    const until = inDays(14);
    await suspend(m, 'Spam in the feed', until);

    const token = await standingToken(m);
    const card = await standing(token);
    expect(card.status).toBe(200);
    expect(card.json.sanctions).toHaveLength(1);
    const [sanction] = card.json.sanctions;
    expect(sanction).toMatchObject({
      kind: 'suspension',
      reason: 'Spam in the feed',
      end_date: until.toISOString(),
      in_force: true,
      appeal: null,
      can_appeal: true,
      appeal_until: inDays(20).toISOString(),
    });

    const filed = await appeal(token, sanction.id, '  I posted the link once, it was my own gym.  ');
    expect(filed.status).toBe(201);
    expect(filed.json).toMatchObject({
      status: 'open',
      text: 'I posted the link once, it was my own gym.',
      reply: null,
      decided_at: null,
    });
    const afterFiling = (await standing(token)).json.sanctions[0];
    expect(afterFiling).toMatchObject({ can_appeal: false, appeal: { status: 'open' } });

    const list = await t.request('GET', 'admin/appeals/', { token: await fresh(staff) });
    expect(list.status).toBe(200);
    const listed = list.json.find((a: { id: number }) => a.id === filed.json.id);
    expect(listed).toMatchObject({
      status: 'open',
      member: { id: m.id, full_name: 'Sam Suspended' },
      sanction: { id: sanction.id, kind: 'suspension', reason: 'Spam in the feed', in_force: true },
      decided_by: null,
    });

    const accepted = await decide(filed.json.id, 'accept', 'You are right, sorry about that.');
    expect(accepted.status).toBe(200);
    expect(accepted.json).toMatchObject({
      status: 'accepted',
      reply: 'You are right, sorry about that.',
      decided_by: { id: staff.id, full_name: 'Stella Staff' },
      sanction: { in_force: false },
    });

    const [user] = await t.rt.db.select().from(users).where(eq(users.id, m.id));
    expect(user).toMatchObject({ status: 'active', suspendedUntil: null });
    const back = await signIn(m);
    expect(back.status).toBe(200);
    expect((await t.request('GET', 'user/', { token: back.json.access })).status).toBe(200);

    // The card in account settings, with the member's own session now.
    const seen = (await standing(back.json.access)).json.sanctions[0];
    expect(seen).toMatchObject({
      in_force: false,
      can_appeal: false,
      appeal: {
        status: 'accepted',
        reply: 'You are right, sorry about that.',
        text: 'I posted the link once, it was my own gym.',
      },
    });
    expect(seen.appeal.decided_at).toBe(t.clock.now().toISOString());

    const log = await logOf(m.id);
    expect(log.map((row) => row.actionType)).toEqual(['suspension', 'appeal', 'lift', 'appeal_accepted']);
    expect(log[1]).toMatchObject({ actorId: m.id, reason: 'I posted the link once, it was my own gym.' });
    expect(log[3]).toMatchObject({ actorId: staff.id, reason: 'You are right, sorry about that.' });

    const mails = await mailsTo(m.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/suspended until/),
      'FitGroup: we received your appeal',
      'FitGroup: your appeal has been accepted',
    ]);
    expect(mails[2]!.text).toContain('You are right, sorry about that.');
    expect(mails[2]!.text).toContain(
      'Your suspension has been lifted: you can sign in again at http://localhost:4321/login/',
    );
  });
});

describe('an appeal rejected', () => {
  it('keeps the ban, and the member reads the reply on their standing page', async () => {
    const m = await t.createMember();
    await suspend(m, 'Threats against a member', null);
    const token = await standingToken(m);
    const [sanction] = (await standing(token)).json.sanctions;
    expect(sanction).toMatchObject({ kind: 'ban', end_date: null, in_force: true });
    const filed = await appeal(token, sanction.id, 'It was a joke between friends.');
    expect(filed.status).toBe(201);

    const rejected = await decide(filed.json.id, 'reject', 'Threats are never a joke here.');
    expect(rejected.status).toBe(200);
    expect(rejected.json).toMatchObject({ status: 'rejected', sanction: { in_force: true } });

    expect((await signIn(m)).status).toBe(403);
    const [after] = (await standing(token)).json.sanctions;
    expect(after).toMatchObject({
      in_force: true,
      can_appeal: false,
      appeal: { status: 'rejected', reply: 'Threats are never a joke here.' },
    });
    expect((await logOf(m.id)).map((row) => row.actionType)).toEqual(['ban', 'appeal', 'appeal_rejected']);
    const mails = await mailsTo(m.email);
    expect(mails.at(-1)!.subject).toBe('FitGroup: your appeal has been rejected');
    expect(mails.at(-1)!.text).toContain('Threats are never a joke here.');

    // Decided once: a second decision is refused either way.
    expect((await decide(filed.json.id, 'accept', 'Changed my mind')).json).toMatchObject({
      code: 'appeal_already_decided',
    });
  });

  it('mails the member in the language they chose', async () => {
    const m = await t.createMember({ name: 'Frida Français' });
    await t.rt.db.update(users).set({ language: 'fr' }).where(eq(users.id, m.id));
    const warningId = await warn(m, 'Hors sujet');
    expect((await appeal(m.access, warningId, 'Ce n’était pas hors sujet.')).status).toBe(201);
    const [, filedMail] = await mailsTo(m.email);
    expect(filedMail!.subject).toBe('FitGroup : nous avons reçu votre recours');
    expect(filedMail!.text).toContain('Bonjour Frida Français,');
    expect(filedMail!.text).toContain('Sanction : Avertissement du 1 novembre 2026');
  });
});

describe('the appeal window and the one appeal per sanction', () => {
  it('takes an appeal of a warning on day 20 and refuses one after it', async () => {
    const m = await t.createMember();
    const first = await warn(m, 'Off-topic posts');
    const second = await warn(m, 'Off-topic again');
    t.clock.advanceDays(20);
    expect((await appeal(await fresh(m), first, 'The post was about training.')).status).toBe(201);
    t.clock.set(new Date(t.clock.now().getTime() + 1000));
    const late = await appeal(await fresh(m), second, 'Too late, but still.');
    expect(late.status).toBe(400);
    expect(late.json).toEqual({
      detail: 'The 20 days to appeal this sanction have passed.',
      code: 'appeal_window_closed',
      params: { days: 20 },
    });
    const card = (await standing(await fresh(m))).json.sanctions;
    expect(card.map((s: { can_appeal: boolean }) => s.can_appeal)).toEqual([false, false]);
    expect(card.map((s: { in_force: boolean }) => s.in_force)).toEqual([false, false]);
  });

  it('refuses a second appeal of the same sanction', async () => {
    const m = await t.createMember();
    const warningId = await warn(m, 'Rude reply');
    expect((await appeal(m.access, warningId, 'First try')).status).toBe(201);
    const again = await appeal(m.access, warningId, 'Second try');
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ detail: 'You have already appealed this sanction.', code: 'appeal_exists' });
    expect((await logOf(m.id)).filter((row) => row.actionType === 'appeal')).toHaveLength(1);
  });

  it('refuses an empty text, a blank one, and one over 2,000 characters; takes exactly 2,000', async () => {
    const m = await t.createMember();
    const warningId = await warn(m, 'Spam');
    const missing = await t.request('POST', 'user/appeals/', { token: m.access, body: { sanction_id: warningId } });
    expect(missing.status).toBe(400);
    expect(missing.json.text).toEqual(['This field is required.']);
    const empty = await appeal(m.access, warningId, '');
    expect(empty.status).toBe(400);
    expect(empty.json.text).toEqual(['Please write your appeal.']);
    expect((await appeal(m.access, warningId, '   \n ')).json.text).toEqual(['Please write your appeal.']);
    const long = await appeal(m.access, warningId, 'x'.repeat(APPEAL_TEXT_MAX + 1));
    expect(long.status).toBe(400);
    expect(long.json.text).toEqual(['Ensure this field has no more than 2000 characters.']);
    expect((await appeal(m.access, warningId, 'y'.repeat(APPEAL_TEXT_MAX))).status).toBe(201);
  });

  it('asks staff for a reply to decide', async () => {
    const m = await t.createMember();
    const warningId = await warn(m, 'Spam');
    const filed = await appeal(m.access, warningId, 'Not spam.');
    expect((await decide(filed.json.id, 'accept', '  ')).json.reply).toEqual(['Please write a reply to the member.']);
    expect((await decide(filed.json.id, 'reject', undefined)).json.reply).toEqual(['This field is required.']);
    expect((await decide(999_999, 'accept', 'Fine')).status).toBe(404);
  });
});

describe('who may see and decide appeals', () => {
  it("keeps a member out of someone else's sanctions", async () => {
    const owner = await t.createMember();
    const other = await t.createMember();
    const warningId = await warn(owner, 'Spam');
    expect((await standing(other.access)).json).toEqual({ sanctions: [] });
    const foreign = await appeal(other.access, warningId, 'Appealing for a friend');
    expect(foreign.status).toBe(404);
    expect(foreign.json.code).toBe('sanction_not_found');
    // A log row that is no sanction (a lift, a report closed) is not one either.
    const [lift] = await t.rt.db
      .insert(moderationActions)
      .values({ actorId: staff.id, targetUserId: owner.id, actionType: 'lift' })
      .returning();
    expect((await appeal(owner.access, lift!.id, 'Appeal of a lift')).status).toBe(404);
  });

  it('shows a member in good standing an empty card', async () => {
    const m = await t.createMember();
    expect(await standing(m.access)).toMatchObject({ status: 200, json: { sanctions: [] } });
    expect((await t.request('GET', 'user/standing/')).status).toBe(401);
  });

  it('lets no one but staff list or decide appeals', async () => {
    const m = await t.createMember();
    const warningId = await warn(m, 'Spam');
    const filed = await appeal(m.access, warningId, 'Not spam.');
    expect((await t.request('GET', 'admin/appeals/', { token: m.access })).status).toBe(403);
    expect((await t.request('GET', 'admin/appeals/')).status).toBe(401);
    const own = await t.request('POST', `admin/appeals/${filed.json.id}/accept/`, {
      token: m.access,
      body: { reply: 'Accepted by me' },
    });
    expect(own.status).toBe(403);
    expect((await t.request('POST', `admin/appeals/${filed.json.id}/reject/`, { body: { reply: 'x' } })).status).toBe(
      401,
    );
    const [row] = await t.rt.db
      .select()
      .from(moderationActions)
      .where(and(eq(moderationActions.targetUserId, m.id), eq(moderationActions.actionType, 'appeal_accepted')));
    expect(row).toBeUndefined();
  });
});

describe('the standing token', () => {
  it('opens the standing card and the appeal form, and nothing else', async () => {
    const m = await t.createMember({ paid: true });
    await suspend(m, 'Spam', inDays(3));
    const token = await standingToken(m);
    expect((await standing(token)).status).toBe(200);
    for (const [method, path] of [
      ['GET', 'user/'],
      ['GET', 'user/profile/'],
      ['GET', 'user/warnings/'],
      ['GET', 'user/progress/'],
      ['GET', 'community/'],
      ['GET', 'admin/appeals/'],
      ['GET', 'admin/members/'],
      ['POST', 'support/contact/'],
      ['POST', 'community/'],
    ] as const) {
      const res = await t.request(method, path, { token, body: method === 'POST' ? {} : undefined });
      expect({ path, status: res.status }).toEqual({ path, status: 401 });
    }
    expect((await t.request('POST', 'user/token/refresh/', { body: { refresh: token } })).status).toBe(401);
    expect((await t.request('POST', 'user/logout/', { body: { refresh: token } })).status).toBe(204);
  });

  it('is refused once expired (30 minutes), once the sessions are cut, and when signed with the session key', async () => {
    const m = await t.createMember();
    await suspend(m, 'Spam', inDays(3));
    const token = await standingToken(m);
    t.clock.set(new Date(t.clock.now().getTime() + 29 * 60_000));
    expect((await standing(token)).status).toBe(200);
    t.clock.set(new Date(t.clock.now().getTime() + 60_000));
    expect((await standing(token)).status).toBe(401);

    const second = await standingToken(m);
    await t.rt.db.update(users).set({ tokenVersion: 99 }).where(eq(users.id, m.id));
    expect((await standing(second)).status).toBe(401);

    // The same claims signed with the secret itself (the session tokens' key) are no standing token.
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const forged = await new SignJWT({ token_type: 'standing', scope: 'standing', user_id: m.id, ver: 99 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setJti('forged')
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode(t.config.secretKey));
    expect((await standing(forged)).status).toBe(401);
  });

  it('is given only for the right password', async () => {
    const m = await t.createMember();
    await suspend(m, 'Spam', inDays(3));
    const wrong = await t.request('POST', 'user/token/', { body: { email: m.email, password: 'not the password' } });
    expect(wrong.status).toBe(401);
    expect(wrong.json.standing_token).toBeUndefined();
  });
});
