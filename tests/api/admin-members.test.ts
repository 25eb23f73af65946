import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestContext, type Member, type TestContext } from '../helpers/context';
import { profiles, users, weeklyLogs } from '../../src/server/db/schema';
import { tokensFor } from '../../src/server/services/sessions';
import { adminFirstScreen } from '../../src/server/services/admin-members';
import { fieldTexts } from '../helpers/field-texts';

let t: TestContext;
let staff: Member;
let member: Member;

type Entry = { id: number; full_name: string; user_email: string; weeks_logged: number; [field: string]: unknown };
const names = (res: { json: { results: Entry[] } }) => res.json.results.map((m) => m.full_name);

/** Twelve members named so their order is known: "Member 01 …" to "Member 12 …", plus the staff and Mia. */
const ROSTER = Array.from({ length: 12 }, (_, i) => `Member ${String(i + 1).padStart(2, '0')} Roster`);

beforeAll(async () => {
  t = await createTestContext();
  staff = await t.createMember({ staff: true, name: 'Zelda Staff' });
  member = await t.createMember({ name: 'Mia Member', email: 'mia.member@example.com' });
  for (const name of ROSTER) await t.createMember({ name, email: `${name.split(' ')[1]}@roster.example` });
});
afterAll(async () => {
  await t.close();
});

describe('GET admin/members/', () => {
  it('answers the first page of 50 by default, with the count of every member, ordered by name', async () => {
    const res = await t.request('GET', 'admin/members/', { token: staff.access });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ count: 14, page: 1, limit: 50 });
    expect(names(res)).toEqual(['Mia Member', ...ROSTER, 'Zelda Staff'].sort());
  });

  it('carries what the list and the member panel need, and no weeks', async () => {
    await t.rt.db
      .update(profiles)
      .set({ imageKey: 'profile/abcdefghijklmnop1234.jpg', age: 31, occupation: 'Nurse' })
      .where(eq(profiles.userId, member.id));
    const res = await t.request('GET', 'admin/members/?q=mia', { token: staff.access });
    const [mia] = res.json.results as Entry[];
    expect(Object.keys(mia!).sort()).toEqual([
      'age',
      'date',
      'full_name',
      'has_paid',
      'id',
      'image',
      'is_staff',
      'occupation',
      'status',
      'suspended_until',
      'user',
      'user_email',
      'user_id',
      'weeks_logged',
      'weight',
    ]);
    expect(mia).toMatchObject({
      id: member.id,
      user_id: member.id,
      user_email: 'mia.member@example.com',
      full_name: 'Mia Member',
      age: 31,
      occupation: 'Nurse',
      is_staff: false,
      has_paid: false,
      status: 'active',
      weeks_logged: 0,
    });
    expect(mia!.image).toMatch(/^\/api\/v1\/media\/profile\/abcdefghijklmnop1234\.jpg\?exp=\d+&sig=/);
  });

  it('pages: page 2 of 5 starts where page 1 ended, and a page past the end is empty but still counts', async () => {
    const all = names(await t.request('GET', 'admin/members/?limit=100', { token: staff.access }));
    const first = await t.request('GET', 'admin/members/?page=1&limit=5', { token: staff.access });
    const second = await t.request('GET', 'admin/members/?page=2&limit=5', { token: staff.access });
    const last = await t.request('GET', 'admin/members/?page=3&limit=5', { token: staff.access });
    expect(names(first)).toEqual(all.slice(0, 5));
    expect(names(second)).toEqual(all.slice(5, 10));
    expect(names(last)).toEqual(all.slice(10));
    expect(second.json).toMatchObject({ count: 14, page: 2, limit: 5 });
    const beyond = await t.request('GET', 'admin/members/?page=9&limit=5', { token: staff.access });
    expect(beyond.json).toEqual({ count: 14, page: 9, limit: 5, results: [] });
  });

  it('finds members by part of their name, ignoring case and the spaces around the search', async () => {
    const res = await t.request('GET', `admin/members/?q=${encodeURIComponent('  mEMBER 1 ')}`, {
      token: staff.access,
    });
    expect(names(res)).toEqual(['Member 10 Roster', 'Member 11 Roster', 'Member 12 Roster']);
    expect(res.json.count).toBe(3);
  });

  it('finds members by part of their email, ignoring case', async () => {
    const res = await t.request('GET', 'admin/members/?q=MIA.MEMBER@EXAMPLE', { token: staff.access });
    expect(names(res)).toEqual(['Mia Member']);
  });

  it('takes % and _ in a search literally', async () => {
    expect((await t.request('GET', 'admin/members/?q=%25', { token: staff.access })).json.count).toBe(0);
    expect((await t.request('GET', 'admin/members/?q=_', { token: staff.access })).json.count).toBe(0);
  });

  it('treats a blank search as none', async () => {
    const res = await t.request('GET', 'admin/members/?q=%20%20', { token: staff.access });
    expect(res.json.count).toBe(14);
  });

  it('pages through a search, counting only its matches', async () => {
    const res = await t.request('GET', 'admin/members/?q=roster&page=2&limit=10', { token: staff.access });
    expect(res.json).toMatchObject({ count: 12, page: 2, limit: 10 });
    expect(names(res)).toEqual(ROSTER.slice(10));
  });

  it('accepts a limit from 1 to 100', async () => {
    expect(names(await t.request('GET', 'admin/members/?limit=1', { token: staff.access }))).toHaveLength(1);
    expect((await t.request('GET', 'admin/members/?limit=100', { token: staff.access })).json.limit).toBe(100);
  });

  it.each([
    ['limit=0', 'limit', 'Ensure this value is greater than or equal to 1.'],
    ['limit=101', 'limit', 'Ensure this value is less than or equal to 100.'],
    ['limit=-5', 'limit', 'Ensure this value is greater than or equal to 1.'],
    ['limit=ten', 'limit', 'A valid integer is required.'],
    ['page=0', 'page', 'Ensure this value is greater than or equal to 1.'],
    ['page=1.5', 'page', 'A valid integer is required.'],
    [`q=${'x'.repeat(255)}`, 'q', 'Ensure this field has no more than 254 characters.'],
  ])('refuses ?%s with 400 and a field error on %s', async (query, field, message) => {
    const res = await t.request('GET', `admin/members/?${query}`, { token: staff.access });
    expect(res.status).toBe(400);
    expect(fieldTexts(res.json)).toEqual({ [field]: [message] });
  });

  it('shows an ended suspension as active', async () => {
    await t.rt.db
      .update(users)
      .set({ status: 'suspended', suspendedUntil: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(users.id, member.id));
    const res = await t.request('GET', 'admin/members/?q=mia', { token: staff.access });
    expect(res.json.results[0]).toMatchObject({ status: 'active', suspended_until: null });
    await t.rt.db.update(users).set({ status: 'active', suspendedUntil: null }).where(eq(users.id, member.id));
  });
});

describe('GET admin/members/{id}/weeks/', () => {
  it("answers the member's weeks, the very list all-profiles embeds, and counts them in the member list", async () => {
    const paid = await t.createMember({ paid: true, name: 'Paige Paid' });
    // Into the membership's second week; access tokens last 15 minutes, so everyone gets fresh ones.
    t.clock.advanceDays(8);
    for (const m of [staff, member, paid]) m.access = (await tokensFor(t.rt, m.id)).access;
    const own = (await t.request('GET', 'user/profile/', { token: paid.access })).json.weekly_logs;
    expect(own).toHaveLength(2);

    const res = await t.request('GET', `admin/members/${paid.id}/weeks/`, { token: staff.access });
    expect(res.status).toBe(200);
    const everyone = (await t.request('GET', 'admin/all-profiles/', { token: staff.access })).json;
    expect(res.json).toEqual(everyone.find((p: { user_id: number }) => p.user_id === paid.id).weekly_logs);
    expect(res.json.map((w: { week_number: number }) => w.week_number)).toEqual([1, 2]);
    expect(res.json[0].daily_logs.map((d: { day: string }) => d.day)).toEqual([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);

    const listed = await t.request('GET', 'admin/members/?q=paige', { token: staff.access });
    expect(listed.json.results[0].weeks_logged).toBe(2);
  });

  it('answers [] for a member with no weeks, and creates none', async () => {
    const count = async () => (await t.rt.db.select({ n: sql<number>`count(*)::int` }).from(weeklyLogs))[0]!.n;
    const before = await count();
    const fresh = await t.createMember({ paid: true });
    const res = await t.request('GET', `admin/members/${fresh.id}/weeks/`, { token: staff.access });
    expect(res.status).toBe(200);
    expect(res.json).toEqual([]);
    expect(await count()).toBe(before);
  });

  it('answers 404 for a member who does not exist', async () => {
    const res = await t.request('GET', 'admin/members/999999/weeks/', { token: staff.access });
    expect(res.status).toBe(404);
    expect(res.json.detail).toBe('User not found.');
  });

  it('answers 404 for an id that cannot be one', async () => {
    expect((await t.request('GET', 'admin/members/abc/weeks/', { token: staff.access })).status).toBe(404);
  });
});

describe('who may list members and read their weeks', () => {
  const paths = () => ['admin/members/', 'admin/members/?q=mia&page=1', `admin/members/${member.id}/weeks/`];

  it('refuses them without a token with 401', async () => {
    for (const path of paths()) expect((await t.request('GET', path)).status, path).toBe(401);
  });

  it('refuses them to a plain member with 403, even about themselves', async () => {
    for (const path of paths()) expect((await t.request('GET', path, { token: member.access })).status, path).toBe(403);
  });

  it('refuses them to a paying member with 403', async () => {
    const paid = await t.createMember({ paid: true });
    for (const path of paths()) expect((await t.request('GET', path, { token: paid.access })).status, path).toBe(403);
  });

  it('checks who asks before the query: a bad query from a member is 403, not 400', async () => {
    expect((await t.request('GET', 'admin/members/?limit=0', { token: member.access })).status).toBe(403);
  });
});

describe('the admin first screen, as the page reads it on the server', () => {
  it('is page 1 of GET admin/members/ without a query, and the pending reports of GET admin/reports/, answer for answer', async () => {
    const [reporter, reported] = [
      await t.createMember({ name: 'Rhea Reporter' }),
      await t.createMember({ name: 'Otto Offender' }),
    ];
    const report = (description: string) =>
      t.request('POST', 'report/', {
        token: reporter.access,
        body: {
          reported_user: reported.id,
          content_type: 'profile',
          content_id: reported.id,
          report_type: 'spam',
          description,
        },
      });
    const open = (await report('Still advertising supplements in every comment.')).json as { id: number };
    const closed = (await report('Advertised supplements once, a week ago.')).json as { id: number };
    await t.request('POST', `admin/reports/${closed.id}/resolve/`, {
      token: staff.access,
      body: { status: 'dismissed', reason: null },
    });

    const first = await adminFirstScreen(t.rt);
    expect(first.members).toEqual((await t.request('GET', 'admin/members/', { token: staff.access })).json);
    const listed = (await t.request('GET', 'admin/reports/', { token: staff.access })).json as Array<{
      id: number;
      status: string;
    }>;
    expect(first.reports).toEqual(listed.filter((r) => r.status === 'pending'));
    expect(first.reports.map((r) => r.id)).toEqual([open.id]);
    expect(first.members.results.map((m) => m.full_name)).toEqual(
      expect.arrayContaining(['Otto Offender', 'Rhea Reporter', 'Zelda Staff']),
    );
  });
});
