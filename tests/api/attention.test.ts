import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type Member, type TestContext } from '../helpers/context';
import { profiles, weeklyLogs } from '../../src/server/db/schema';
import { attentionQueue } from '../../src/server/services/attention';
import { countQueries } from '../helpers/query-count';
import { tokensFor } from '../../src/server/services/sessions';
import { MISSED_CHECK_IN_DAYS, UNANSWERED_CHECK_IN_HOURS, type AttentionJson } from '../../src/lib/contracts/coaching';

// The needs-attention queue (issue 29), each reason on the test's clock (it starts 2026-11-01 12:00 UTC).
let t: TestContext;
let staff: Member;

const HOUR = 3_600_000;
const fresh = async (m: Member) => (await tokensFor(t.rt, m.id)).access;
const later = (ms: number) => t.clock.set(new Date(t.clock.now().getTime() + ms));

async function queue(): Promise<AttentionJson[]> {
  const res = await t.request('GET', 'admin/attention/', { token: await fresh(staff) });
  expect(res.status).toBe(200);
  expect(res.json.count).toBe(res.json.results.length);
  return res.json.results;
}
const entryOf = async (m: Member) => (await queue()).find((e) => e.member.id === m.id);
const reasonsOf = async (m: Member) => (await entryOf(m))?.reasons ?? [];

/** A paying member whose membership started `daysAgo` days ago, with their weeks created. */
async function payingMember(daysAgo: number): Promise<{ member: Member; weekIds: number[] }> {
  const member = await t.createMember({ paid: true });
  const start = new Date(t.clock.now().getTime() - daysAgo * 24 * HOUR).toISOString().slice(0, 10);
  await t.rt.db.update(profiles).set({ paidSince: start, weight: '200.00' }).where(eq(profiles.userId, member.id));
  const res = await t.request('GET', 'user/profile/', { token: await fresh(member) });
  return { member, weekIds: (res.json.weekly_logs as Array<{ id: number }>).map((w) => w.id) };
}

async function saveWeek(m: Member, weekId: number, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const res = await t.request('PUT', `user/weekly-log/${weekId}/`, { token: await fresh(m), form });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  t = await createTestContext();
  staff = await t.createMember({ staff: true, paid: true });
});
afterAll(async () => {
  await t.close();
});

describe('the attention queue', () => {
  it('is staff only', async () => {
    const member = await t.createMember();
    expect((await t.request('GET', 'admin/attention/', { token: await fresh(member) })).status).toBe(403);
    expect((await t.request('GET', 'admin/attention/')).status).toBe(401);
  });

  it(`says unanswered_check_in once a saved week has waited more than ${UNANSWERED_CHECK_IN_HOURS} hours, until staff answer it`, async () => {
    const { member, weekIds } = await payingMember(10);
    await saveWeek(member, weekIds[1]!, { waist: '32' });
    later((UNANSWERED_CHECK_IN_HOURS - 1) * HOUR);
    expect(await reasonsOf(member)).not.toContain('unanswered_check_in');
    later(2 * HOUR);
    const entry = await entryOf(member);
    expect(entry?.reasons).toContain('unanswered_check_in');
    expect(entry?.unanswered_week).toEqual({ id: weekIds[1], week_number: 2 });

    const answered = await t.request('POST', `admin/weekly-log/${weekIds[1]}/feedback/`, {
      token: await fresh(staff),
      body: { text: 'Nice work' },
    });
    expect(answered.status).toBe(201);
    expect(await reasonsOf(member)).not.toContain('unanswered_check_in');
  });

  it('times a check-in by its first save: editing the week again does not restart the clock', async () => {
    const { member, weekIds } = await payingMember(10);
    await saveWeek(member, weekIds[1]!, { waist: '32' });
    const checkedIn = t.clock.now().toISOString();
    later((UNANSWERED_CHECK_IN_HOURS - 2) * HOUR);
    await saveWeek(member, weekIds[1]!, { waist: '31.5' });
    await saveWeek(member, weekIds[1]!, { journal: 'Corrected my waist' });
    later(3 * HOUR);
    const entry = await entryOf(member);
    expect(entry?.reasons).toContain('unanswered_check_in');
    expect(entry?.unanswered_week).toEqual({ id: weekIds[1], week_number: 2 });
    expect(entry?.last_check_in).toBe(checkedIn);
  });

  it('looks at the newest saved week by number: editing an older, answered week does not hide it', async () => {
    const { member, weekIds } = await payingMember(20);
    await saveWeek(member, weekIds[1]!, { waist: '32' });
    await t.request('POST', `admin/weekly-log/${weekIds[1]}/feedback/`, {
      token: await fresh(staff),
      body: { text: 'Good start' },
    });
    later(HOUR);
    await saveWeek(member, weekIds[2]!, { waist: '31' });
    later((UNANSWERED_CHECK_IN_HOURS + 1) * HOUR);
    await saveWeek(member, weekIds[1]!, { weight: '199' });
    const entry = await entryOf(member);
    expect(entry?.reasons).toContain('unanswered_check_in');
    expect(entry?.unanswered_week).toEqual({ id: weekIds[2], week_number: 3 });
  });

  it('counts a save that leaves the week empty as no check-in, and a week written without one by when it was written', async () => {
    const { member, weekIds } = await payingMember(0);
    await saveWeek(member, weekIds[0]!, { journal: '' });
    const [week] = await t.rt.db.select().from(weeklyLogs).where(eq(weeklyLogs.id, weekIds[0]!));
    expect(week!.checkedInAt).toBeNull();
    // As the demo seed writes weeks: values, and no check-in time of their own.
    await t.rt.db
      .update(weeklyLogs)
      .set({ waist: '30', updatedAt: t.clock.now() })
      .where(eq(weeklyLogs.id, weekIds[0]!));
    later((UNANSWERED_CHECK_IN_HOURS + 1) * HOUR);
    expect(await entryOf(member)).toMatchObject({
      reasons: ['unanswered_check_in'],
      unanswered_week: { id: weekIds[0], week_number: 1 },
    });
  });

  it(`says missed_check_in for a paying member with no week saved in ${MISSED_CHECK_IN_DAYS} days, never before the membership is that old`, async () => {
    // Half past midnight: a membership starts with its first day, at midnight UTC.
    const tomorrow = new Date(t.clock.now().getTime() + 24 * HOUR).toISOString().slice(0, 10);
    t.clock.set(new Date(`${tomorrow}T00:30:00Z`));
    const { member: veteran, weekIds } = await payingMember(30);
    const { member: newcomer } = await payingMember(0);
    const unpaid = await t.createMember();
    // Every member has weeks created by reading the profile: an empty week is no check-in.
    expect(await reasonsOf(veteran)).toEqual(['missed_check_in']);
    expect(await reasonsOf(newcomer)).toEqual([]);

    await saveWeek(veteran, weekIds.at(-1)!, { journal: 'Back on track' });
    expect(await reasonsOf(veteran)).not.toContain('missed_check_in');
    later(MISSED_CHECK_IN_DAYS * 24 * HOUR - HOUR);
    expect(await reasonsOf(veteran)).not.toContain('missed_check_in');
    expect(await reasonsOf(newcomer)).toEqual([]);
    later(2 * HOUR);
    expect(await reasonsOf(veteran)).toContain('missed_check_in');
    expect(await reasonsOf(newcomer)).toEqual(['missed_check_in']);
    expect(await entryOf(unpaid)).toBeUndefined();
  });

  it('says unread_message while a member’s message waits for any staff member to open the thread, paying or not', async () => {
    const member = await t.createMember();
    expect(await entryOf(member)).toBeUndefined();
    await t.request('POST', 'messages/', { token: await fresh(member), body: { text: 'Quick question' } });
    await t.request('POST', 'messages/', { token: await fresh(member), body: { text: 'Another' } });
    expect(await entryOf(member)).toMatchObject({ reasons: ['unread_message'], unread_messages: 2 });
    await t.request('GET', `admin/members/${member.id}/messages/`, { token: await fresh(staff) });
    expect(await entryOf(member)).toBeUndefined();
  });

  it('says off_track when the progress summary calls a shared weight goal faster than safe, and only while shared', async () => {
    const { member, weekIds } = await payingMember(3);
    await saveWeek(member, weekIds[0]!, { weight: '200' });
    const target_date = new Date(t.clock.now().getTime() + 28 * 24 * HOUR).toISOString().slice(0, 10);
    const goals = async (target: string, share: boolean) => {
      const res = await t.request('PUT', 'user/goals/', {
        token: await fresh(member),
        body: { goals: [{ series: 'weight', target, target_date }], share_goals_with_staff: share },
      });
      expect(res.status).toBe(200);
      return res.json.goals[0].faster_than_safe as boolean;
    };
    expect(await goals('170', false)).toBe(true);
    expect(await reasonsOf(member)).not.toContain('off_track');
    expect(await goals('170', true)).toBe(true);
    expect(await reasonsOf(member)).toContain('off_track');
    expect(await goals('197', true)).toBe(false);
    expect(await reasonsOf(member)).not.toContain('off_track');
  });

  it('judges off_track in the same number of queries however many members share a weight goal', async () => {
    const sharing = async () => {
      const { member, weekIds } = await payingMember(3);
      await saveWeek(member, weekIds[0]!, { weight: '200' });
      const target_date = new Date(t.clock.now().getTime() + 28 * 24 * HOUR).toISOString().slice(0, 10);
      await t.request('PUT', 'user/goals/', {
        token: await fresh(member),
        body: { goals: [{ series: 'weight', target: '170', target_date }], share_goals_with_staff: true },
      });
      return member;
    };
    const first = await sharing();
    const before = await countQueries(t.rt, () => attentionQueue(t.rt));
    const others = [await sharing(), await sharing()];
    let reasons: AttentionJson[] = [];
    const after = await countQueries(t.rt, async () => (reasons = (await attentionQueue(t.rt)).results));
    expect(after).toBe(before);
    for (const m of [first, ...others])
      expect(reasons.find((e) => e.member.id === m.id)?.reasons).toContain('off_track');
  });

  it('lists each member once with every reason in order, the most urgent first, and never a staff member', async () => {
    const { member } = await payingMember(20);
    await t.request('POST', 'messages/', { token: await fresh(member), body: { text: 'Help' } });
    const results = await queue();
    expect(results.filter((e) => e.member.id === member.id)).toHaveLength(1);
    expect(await reasonsOf(member)).toEqual(['unread_message', 'missed_check_in']);
    const firstWithout = results.findIndex((e) => e.reasons[0] !== 'unread_message');
    const lastWith = results.findLastIndex((e) => e.reasons[0] === 'unread_message');
    expect(lastWith).toBeLessThan(firstWithout === -1 ? Infinity : firstWithout);
    expect(results.some((e) => e.member.id === staff.id)).toBe(false);
  });
});
