import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { createTestContext, type Member, type TestContext } from '../helpers/context';
import { messages, notificationSettings, notifications, profiles, weekFeedback } from '../../src/server/db/schema';
import { notify } from '../../src/server/services/notifications';

let t: TestContext;
let coach: Member;

// The clock reads 2026-11-01 12:00 UTC: a membership from 2026-10-14 is in its third week.
const PAID_SINCE = '2026-10-14';

/** A paying member with their first week, answered by the coach, a conversation both ways, and mail chosen. */
async function coachedMember() {
  const m = await t.createMember({ paid: true, name: 'Paula' });
  await t.rt.db.update(profiles).set({ paidSince: PAID_SINCE }).where(eq(profiles.userId, m.id));
  const weeks = (await t.request('GET', 'user/profile/', { token: m.access })).json.weekly_logs;
  const week = weeks[0].id as number;
  const now = t.clock.now();
  const later = new Date(now.getTime() + 60_000);
  await t.rt.db.insert(weekFeedback).values([
    {
      weeklyLogId: week,
      authorId: coach.id,
      authorName: coach.fullName,
      text: 'Great first week!',
      createdAt: now,
      updatedAt: now,
    },
    {
      weeklyLogId: week,
      authorId: coach.id,
      authorName: coach.fullName,
      text: 'Keep the water up.',
      createdAt: later,
      updatedAt: later,
    },
  ]);
  const thread = await t.rt.db
    .insert(messages)
    .values([
      {
        memberId: m.id,
        authorId: m.id,
        authorName: m.fullName,
        fromStaff: false,
        text: 'Is 3 runs a week enough?',
        createdAt: now,
      },
      {
        memberId: m.id,
        authorId: coach.id,
        authorName: coach.fullName,
        fromStaff: true,
        text: 'Yes, to start.',
        createdAt: later,
      },
    ])
    .returning({ id: messages.id });
  await t.request('PUT', 'user/notification-settings/', {
    token: m.access,
    body: { email_coach_feedback: false, email_messages: true, email_comments: true },
  });
  await notify(t.rt, now, {
    userId: m.id,
    actorId: coach.id,
    kind: 'message',
    params: { author: coach.fullName },
    link: '/messages',
  });
  return { m, week, messageIds: thread.map((r) => r.id) };
}

async function exportOf(m: Member): Promise<Record<string, Uint8Array>> {
  const res = await t.app.request('/api/v1/user/export/', { headers: { authorization: `Bearer ${m.access}` } });
  expect(res.status).toBe(200);
  return unzipSync(new Uint8Array(await res.arrayBuffer()));
}
const jsonOf = (files: Record<string, Uint8Array>, name: string): any => JSON.parse(strFromU8(files[name]!));

beforeAll(async () => {
  t = await createTestContext();
  coach = await t.createMember({ staff: true, name: 'Coach Carla' });
});
afterAll(async () => {
  await t.close();
});

describe('the export of a coached member', () => {
  it("carries the coach's answers under each week, oldest first", async () => {
    const { m } = await coachedMember();
    const [week] = jsonOf(await exportOf(m), 'weekly-logs.json');
    expect(week.feedback).toEqual([
      {
        author_name: 'Coach Carla',
        text: 'Great first week!',
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
      {
        author_name: 'Coach Carla',
        text: 'Keep the water up.',
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    ]);
  });

  it('carries when each week was checked in: its first save with something in it, null while empty', async () => {
    const { m, week } = await coachedMember();
    const form = new FormData();
    form.append('waist', '32');
    expect((await t.request('PUT', `user/weekly-log/${week}/`, { token: m.access, form })).status).toBe(200);
    const checkedIn = t.clock.now().toISOString();
    t.clock.set(new Date(t.clock.now().getTime() + 60_000));
    form.set('waist', '31');
    expect((await t.request('PUT', `user/weekly-log/${week}/`, { token: m.access, form })).status).toBe(200);
    const weeks = jsonOf(await exportOf(m), 'weekly-logs.json');
    expect(weeks.map((w: { checked_in_at: string | null }) => w.checked_in_at)).toEqual([
      checkedIn,
      ...weeks.slice(1).map(() => null),
    ]);
    expect(weeks.length).toBeGreaterThan(1);
  });

  it('carries the whole conversation, both sides, and the mail settings', async () => {
    const { m } = await coachedMember();
    const files = await exportOf(m);
    expect(jsonOf(files, 'messages.json').map((x: any) => [x.from_staff, x.author_name, x.text])).toEqual([
      [false, 'Paula', 'Is 3 runs a week enough?'],
      [true, 'Coach Carla', 'Yes, to start.'],
    ]);
    expect(jsonOf(files, 'notification-settings.json')).toEqual({
      email_coach_feedback: false,
      email_messages: true,
      email_comments: true,
    });
    const readme = strFromU8(files['README.txt']!);
    expect(readme).toContain('messages.json');
    expect(readme).toContain('notification-settings.json');
  });

  it("holds nothing of another member's coaching", async () => {
    await coachedMember();
    const stranger = await t.createMember();
    const files = await exportOf(stranger);
    expect(jsonOf(files, 'messages.json')).toEqual([]);
    expect(jsonOf(files, 'notification-settings.json')).toEqual({
      email_coach_feedback: true,
      email_messages: true,
      email_comments: false,
    });
  });
});

describe('deleting a coached account', () => {
  it("removes the member's feedback, whole thread (staff messages too), notifications and settings", async () => {
    const { m, week, messageIds } = await coachedMember();
    const res = await t.request('POST', 'user/delete-account/', {
      token: m.access,
      body: { password: m.password, confirmation: 'DELETE MY ACCOUNT', email: m.email, reason: '' },
    });
    expect(res.status).toBe(200);
    expect(await t.rt.db.select().from(weekFeedback).where(eq(weekFeedback.weeklyLogId, week))).toEqual([]);
    expect(await t.rt.db.select().from(messages).where(inArray(messages.id, messageIds))).toEqual([]);
    expect(await t.rt.db.select().from(messages).where(eq(messages.memberId, m.id))).toEqual([]);
    expect(await t.rt.db.select().from(notifications).where(eq(notifications.userId, m.id))).toEqual([]);
    expect(await t.rt.db.select().from(notificationSettings).where(eq(notificationSettings.userId, m.id))).toEqual([]);
  });

  it("keeps a departed coach's answers and messages to others, under the name they wrote them with", async () => {
    const leaving = await t.createMember({ staff: true, name: 'Coach Leo' });
    const { m, week } = await coachedMember();
    const now = t.clock.now();
    await t.rt.db.insert(weekFeedback).values({
      weeklyLogId: week,
      authorId: leaving.id,
      authorName: leaving.fullName,
      text: 'Nice pace.',
      createdAt: now,
      updatedAt: now,
    });
    await t.rt.db.insert(messages).values({
      memberId: m.id,
      authorId: leaving.id,
      authorName: leaving.fullName,
      fromStaff: true,
      text: 'See you next week.',
      createdAt: now,
    });
    const res = await t.request('POST', 'user/delete-account/', {
      token: leaving.access,
      body: { password: leaving.password, confirmation: 'DELETE MY ACCOUNT', email: leaving.email, reason: '' },
    });
    expect(res.status).toBe(200);
    const kept = await t.rt.db.select().from(weekFeedback).where(eq(weekFeedback.authorName, 'Coach Leo'));
    expect(kept.map((f) => [f.authorId, f.text])).toEqual([[null, 'Nice pace.']]);
    const thread = jsonOf(await exportOf(m), 'messages.json');
    expect(thread.at(-1)).toEqual(expect.objectContaining({ author_name: 'Coach Leo', text: 'See you next week.' }));
  });
});
