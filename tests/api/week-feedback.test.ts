import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestContext, type Member, type TestContext } from '../helpers/context';
import { notifications, weekFeedback } from '../../src/server/db/schema';
import { LIMITS } from '../../src/server/services/rate-limits';
import { tokensFor } from '../../src/server/services/sessions';
import { COACH_TEXT_MAX, FEEDBACK_EDIT_WINDOW_HOURS } from '../../src/lib/contracts/coaching';

// Staff answer a member's week (issue 29): only the member and staff read the answers; staff change their own for a day.
let t: TestContext;
let stella: Member;
let sam: Member;

const HOUR = 3_600_000;
/** Tokens expire as the clock moves: a fresh access token. */
const fresh = async (m: Member) => (await tokensFor(t.rt, m.id)).access;

type Week = { id: number; week_number: number; feedback: Array<Record<string, unknown>> };

async function ownWeeks(m: Member): Promise<Week[]> {
  const res = await t.request('GET', 'user/profile/', { token: await fresh(m) });
  expect(res.status).toBe(200);
  return res.json.weekly_logs as Week[];
}

const answer = async (by: Member, weekId: number, text: unknown) =>
  t.request('POST', `admin/weekly-log/${weekId}/feedback/`, { token: await fresh(by), body: { text } });
const edit = async (by: Member, id: number, text: unknown) =>
  t.request('PATCH', `admin/feedback/${id}/`, { token: await fresh(by), body: { text } });
const remove = async (by: Member, id: number) =>
  t.request('DELETE', `admin/feedback/${id}/`, { token: await fresh(by) });

beforeAll(async () => {
  t = await createTestContext();
  stella = await t.createMember({ staff: true, name: 'Stella Staff' });
  sam = await t.createMember({ staff: true, name: 'Sam Second' });
});
afterAll(async () => {
  await t.close();
});

describe('an answer to a week', () => {
  it('is written by staff and answered 201 with its id, text, author and time, the text trimmed', async () => {
    const member = await t.createMember({ paid: true });
    const [week] = await ownWeeks(member);
    const res = await answer(stella, week!.id, '  Great week, keep the water up.  ');
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      id: expect.any(Number),
      text: 'Great week, keep the water up.',
      author_id: stella.id,
      author_name: 'Stella Staff',
      created_at: t.clock.now().toISOString(),
    });
  });

  it('shows under the week in the member’s own profile, oldest first, and the member is notified', async () => {
    const member = await t.createMember({ paid: true });
    const [week] = await ownWeeks(member);
    expect(week!.feedback).toEqual([]);
    const first = await answer(stella, week!.id, 'First answer');
    t.clock.set(new Date(t.clock.now().getTime() + HOUR));
    await answer(sam, week!.id, 'Second answer');

    const [after] = await ownWeeks(member);
    expect(after!.feedback.map((f) => [f['text'], f['author_name']])).toEqual([
      ['First answer', 'Stella Staff'],
      ['Second answer', 'Sam Second'],
    ]);
    expect(after!.feedback[0]).toEqual(first.json);
    const notes = await t.rt.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, member.id), eq(notifications.kind, 'coach_feedback')));
    expect(notes).toHaveLength(2);
    expect(notes[0]).toMatchObject({ params: { author: 'Stella Staff', week: 1 }, link: '/weekly-log#week-1' });
  });

  it('is seen by staff in the member’s weeks, and by no other member: not on the public page nor anywhere else', async () => {
    const member = await t.createMember({ paid: true });
    const other = await t.createMember({ paid: true });
    const [week] = await ownWeeks(member);
    await answer(stella, week!.id, 'Private note for you');

    const staffView = await t.request('GET', `admin/members/${member.id}/weeks/`, { token: await fresh(stella) });
    expect(staffView.status).toBe(200);
    expect(staffView.json[0].feedback[0].text).toBe('Private note for you');

    const otherToken = await fresh(other);
    for (const path of [`user/profile/${member.id}/`, 'user/profile/', 'user/progress/', 'community/']) {
      const res = await t.request('GET', path, { token: otherToken });
      expect(res.status, path).toBe(200);
      expect(res.text, path).not.toContain('Private note for you');
    }
    const progress = await t.request('GET', 'user/progress/', { token: await fresh(member) });
    expect(progress.text).not.toContain('Private note for you');
  });

  it('may be written by staff only: a member is refused 403 and a visitor 401', async () => {
    const member = await t.createMember({ paid: true });
    const [week] = await ownWeeks(member);
    expect((await answer(member, week!.id, 'Answering myself')).status).toBe(403);
    const visitor = await t.request('POST', `admin/weekly-log/${week!.id}/feedback/`, { body: { text: 'Hi' } });
    expect(visitor.status).toBe(401);
    expect((await ownWeeks(member))[0]!.feedback).toEqual([]);
  });

  it('is 1 to 2,000 characters: blank and too long are field errors, an unknown week is 404', async () => {
    const member = await t.createMember({ paid: true });
    const [week] = await ownWeeks(member);
    const blank = await answer(stella, week!.id, '   ');
    expect(blank.status).toBe(400);
    expect(blank.json.text).toEqual(['This field may not be blank.']);
    const long = await answer(stella, week!.id, 'x'.repeat(COACH_TEXT_MAX + 1));
    expect(long.status).toBe(400);
    expect(long.json.text).toEqual([`Ensure this field has no more than ${COACH_TEXT_MAX} characters.`]);
    expect((await answer(stella, week!.id, 'x'.repeat(COACH_TEXT_MAX))).status).toBe(201);
    expect((await answer(stella, 999_999, 'Hello')).status).toBe(404);
  });
});

describe('the member’s kept profile', () => {
  it('shows an answer however it was written: week_feedback moves the member’s profile counter itself', async () => {
    const member = await t.createMember({ paid: true });
    const [week] = await ownWeeks(member); // kept now
    await t.rt.db.insert(weekFeedback).values({ weeklyLogId: week!.id, authorName: 'A repair in SQL', text: 'Hello' });
    expect((await ownWeeks(member))[0]!.feedback.map((f) => f['author_name'])).toEqual(['A repair in SQL']);
    await t.rt.db.update(weekFeedback).set({ text: 'Hello again' }).where(eq(weekFeedback.weeklyLogId, week!.id));
    expect((await ownWeeks(member))[0]!.feedback.map((f) => f['text'])).toEqual(['Hello again']);
    await t.rt.db.delete(weekFeedback).where(eq(weekFeedback.weeklyLogId, week!.id));
    expect((await ownWeeks(member))[0]!.feedback).toEqual([]);
  });
});

describe('staff answers', () => {
  it('are rate-limited per staff member, as messages are: each may mail a member', async () => {
    const member = await t.createMember({ paid: true });
    const [week] = await ownWeeks(member);
    const busy = await t.createMember({ staff: true, name: 'Busy Bea' });
    const token = await fresh(busy);
    const post = (text: string) =>
      t.request('POST', `admin/weekly-log/${week!.id}/feedback/`, { token, body: { text } });
    for (let i = 0; i < LIMITS.messages.limit; i++) expect((await post(`n${i}`)).status).toBe(201);
    const over = await post('one more');
    expect(over.status).toBe(429);
    expect(over.headers.get('Retry-After')).toBeTruthy();
  });
});

describe('changing an answer', () => {
  it('lets its author edit it within the window, and the member’s profile shows the new text at once', async () => {
    const member = await t.createMember({ paid: true });
    const [week] = await ownWeeks(member);
    const { json } = await answer(stella, week!.id, 'Typo in thsi');
    await ownWeeks(member); // the member's answer is kept now; the edit must replace it
    t.clock.set(new Date(t.clock.now().getTime() + (FEEDBACK_EDIT_WINDOW_HOURS - 1) * HOUR));
    const res = await edit(stella, json.id, 'Typo in this');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: json.id, text: 'Typo in this', created_at: json.created_at });
    expect(res.json.updated_at).toBe(t.clock.now().toISOString());
    expect((await ownWeeks(member))[0]!.feedback.map((f) => f['text'])).toEqual(['Typo in this']);
  });

  it('refuses another staff member 403, and everyone once the window has passed', async () => {
    const member = await t.createMember({ paid: true });
    const [week] = await ownWeeks(member);
    const { json } = await answer(stella, week!.id, 'Mine');
    const notMine = await edit(sam, json.id, 'Changed by Sam');
    expect(notMine.status).toBe(403);
    expect(notMine.json.code).toBe('not_own_feedback');
    expect((await remove(sam, json.id)).status).toBe(403);

    t.clock.set(new Date(t.clock.now().getTime() + FEEDBACK_EDIT_WINDOW_HOURS * HOUR + 1000));
    const late = await edit(stella, json.id, 'Too late');
    expect(late.status).toBe(400);
    expect(late.json).toMatchObject({
      code: 'feedback_edit_window_closed',
      detail: `An answer can only be changed in the ${FEEDBACK_EDIT_WINDOW_HOURS} hours after it was written.`,
    });
    expect((await remove(stella, json.id)).status).toBe(400);
    expect((await ownWeeks(member))[0]!.feedback.map((f) => f['text'])).toEqual(['Mine']);
  });

  it('takes the member’s unread notification of it away with it, and leaves the other answers’ and read ones', async () => {
    const member = await t.createMember({ paid: true });
    const [week] = await ownWeeks(member);
    const minuteLater = () => t.clock.set(new Date(t.clock.now().getTime() + 60_000));
    const coachFeedback = () =>
      t.rt.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, member.id), eq(notifications.kind, 'coach_feedback')))
        .orderBy(notifications.id);
    const kept = await answer(stella, week!.id, 'Keep this one');
    minuteLater();
    const wrong = await answer(stella, week!.id, 'Wrong member, sorry');
    minuteLater();
    const read = await answer(stella, week!.id, 'Read already');
    const [, , readNote] = await coachFeedback();
    await t.request('POST', 'notifications/read/', { token: await fresh(member), body: { ids: [readNote!.id] } });

    expect((await remove(stella, wrong.json.id)).status).toBe(204);
    expect((await remove(stella, read.json.id)).status).toBe(204);
    const left = await coachFeedback();
    expect(left.map((n) => n.createdAt.toISOString())).toEqual([kept.json.created_at, read.json.created_at]);
  });

  it('lets its author delete it within the window: gone from the member’s week; an unknown answer is 404', async () => {
    const member = await t.createMember({ paid: true });
    const [week] = await ownWeeks(member);
    const { json } = await answer(stella, week!.id, 'Wrong member, sorry');
    await ownWeeks(member);
    expect((await remove(stella, json.id)).status).toBe(204);
    expect((await ownWeeks(member))[0]!.feedback).toEqual([]);
    expect((await remove(stella, json.id)).status).toBe(404);
    expect((await edit(stella, json.id, 'Again')).status).toBe(404);
  });
});
