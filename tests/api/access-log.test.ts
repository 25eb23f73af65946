import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { createTestContext, type Member, type TestContext } from '../helpers/context';
import { accessLog, profiles, users, weeklyLogs } from '../../src/server/db/schema';
import type { AccessLogEntryJson } from '../../src/lib/contracts/health-access';

/**
 * The access log (issue 28): one row per staff view of a member's health details, weeks or progress pictures, none
 * for the member's own reads; the member reads theirs newest first and finds them in the data export; nobody may
 * change or remove a row while the member exists.
 */

let t: TestContext;
let staff: Member;
let pictured: Member;
let plain: Member;
let unpaid: Member;

// The clock reads 2026-11-01 12:00 UTC: a membership from 2026-10-14 is in its third week.
const PAID_SINCE = '2026-10-14';
const REASON = 'Checking his emergency contact after a fall in class.';

const logOf = async (m: Member) => {
  const res = await t.request('GET', 'user/access-log/', { token: m.access });
  expect(res.status).toBe(200);
  return res.json as { count: number; results: AccessLogEntryJson[] };
};
const rowsAbout = async (m: Member) =>
  t.rt.db.select().from(accessLog).where(eq(accessLog.memberId, m.id)).orderBy(accessLog.id);
const asStaff = (path: string) => t.request('GET', path, { token: staff.access });
const tick = () => t.clock.set(new Date(t.clock.now().getTime() + 60_000));

/** A paying member in week 3, their weeks created by their own first read. */
async function payingMember(name: string): Promise<Member> {
  const m = await t.createMember({ paid: true, name });
  await t.rt.db.update(profiles).set({ paidSince: PAID_SINCE }).where(eq(profiles.userId, m.id));
  expect((await t.request('GET', 'user/profile/', { token: m.access })).json.weekly_logs).toHaveLength(3);
  return m;
}

beforeAll(async () => {
  t = await createTestContext();
  staff = await t.createMember({ staff: true, name: 'Casey Coach' });
  pictured = await payingMember('Pia Pictured');
  plain = await payingMember('Paul Plain');
  unpaid = await t.createMember({ name: 'Una Unpaid' });
  // Week 2 of Pia's has a progress picture (the key as the upload stores it).
  await t.rt.db
    .update(weeklyLogs)
    .set({ progressPictureKey: 'progress/abcdefghijklmnop1234.jpg' })
    .where(sql`${weeklyLogs.userId} = ${pictured.id} and ${weeklyLogs.weekNumber} = 2`);
});
afterAll(async () => {
  await t.close();
});

describe("a member's own reads", () => {
  it('write no row: profile, weeks, progress, export and the access log itself', async () => {
    for (const path of ['user/profile/', 'user/progress/', 'user/access-log/'])
      expect((await t.request('GET', path, { token: pictured.access })).status).toBe(200);
    expect(
      (await t.app.request('/api/v1/user/export/', { headers: { authorization: `Bearer ${pictured.access}` } })).status,
    ).toBe(200);
    expect(await rowsAbout(pictured)).toEqual([]);
    expect(await logOf(pictured)).toEqual({ count: 0, results: [] });
  });
});

describe('staff reads', () => {
  it("of a member's weeks write one 'weeks' row, with the staff member's id and name and the clock's time", async () => {
    tick();
    expect((await asStaff(`admin/members/${plain.id}/weeks/`)).status).toBe(200);
    const rows = await rowsAbout(plain);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      memberId: plain.id,
      staffId: staff.id,
      staffName: 'Casey Coach',
      kind: 'weeks',
      reason: null,
      createdAt: t.clock.now(),
    });
  });

  it("of a member's progress write one 'progress_pictures' row when it links a picture, 'weeks' when none", async () => {
    tick();
    const withPicture = await asStaff(`admin/members/${pictured.id}/progress/`);
    expect(withPicture.text).toContain('/api/v1/media/progress/');
    expect((await rowsAbout(pictured)).map((r) => r.kind)).toEqual(['progress_pictures']);
    tick();
    expect((await asStaff(`admin/members/${plain.id}/progress/`)).status).toBe(200);
    expect((await rowsAbout(plain)).map((r) => r.kind)).toEqual(['weeks', 'weeks']);
  });

  it("of a member's weeks that link a progress picture write one 'progress_pictures' row", async () => {
    const before = (await rowsAbout(pictured)).length;
    tick();
    const weeks = await asStaff(`admin/members/${pictured.id}/weeks/`);
    expect(weeks.text).toContain('/api/v1/media/progress/');
    const rows = await rowsAbout(pictured);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ kind: 'progress_pictures', createdAt: t.clock.now() });
  });

  it('of a member with no weeks, or of no member at all, write nothing', async () => {
    expect((await asStaff(`admin/members/${unpaid.id}/weeks/`)).json).toEqual([]);
    expect((await asStaff(`admin/members/${unpaid.id}/progress/`)).status).toBe(200);
    expect((await asStaff('admin/members/999999/weeks/')).status).toBe(404);
    expect((await asStaff('admin/members/999999/progress/')).status).toBe(404);
    expect(await rowsAbout(unpaid)).toEqual([]);
    expect((await t.rt.db.select().from(accessLog).where(eq(accessLog.memberId, 999999))).length).toBe(0);
  });

  it("of every member's profile (all-profiles) write a 'weeks' row for each member whose weeks it holds, and none for the staff member", async () => {
    const before = (await t.rt.db.select().from(accessLog)).length;
    tick();
    const all = await asStaff('admin/all-profiles/');
    expect(all.status).toBe(200);
    const withWeeks = all.json
      .filter((p: { weekly_logs: unknown[] }) => p.weekly_logs.length > 0)
      .map((p: { user_id: number }) => p.user_id);
    expect(withWeeks.sort()).toEqual([pictured.id, plain.id].sort());
    const added = (await t.rt.db.select().from(accessLog)).slice(before);
    expect(added.map((r) => r.memberId).sort()).toEqual([pictured.id, plain.id].sort());
    // Pia's weeks link her picture: what staff saw of her is her progress pictures.
    expect(added.map((r) => [r.memberId, r.kind]).sort()).toEqual(
      [
        [pictured.id, 'progress_pictures'],
        [plain.id, 'weeks'],
      ].sort(),
    );
    expect(added.every((r) => r.staffId === staff.id && r.staffName === 'Casey Coach')).toBe(true);
    expect(added.every((r) => r.createdAt.getTime() === t.clock.now().getTime())).toBe(true);
    // A page (members by name: Casey, Paul, Pia, Una) logs its own members only.
    tick();
    const page = await asStaff('admin/all-profiles/?page=2&limit=1');
    expect(page.json.map((p: { user_id: number }) => p.user_id)).toEqual([plain.id]);
    const paged = (await t.rt.db.select().from(accessLog)).slice(before + added.length);
    expect(paged.map((r) => r.memberId)).toEqual([plain.id]);
  });

  it('of the light member list (no weeks) write nothing', async () => {
    const before = (await t.rt.db.select().from(accessLog)).length;
    expect((await asStaff('admin/members/')).status).toBe(200);
    expect((await t.rt.db.select().from(accessLog)).length).toBe(before);
  });

  it("of health details write one 'health_details' row with the reason, trimmed", async () => {
    tick();
    const res = await t.request('POST', `admin/members/${plain.id}/health-access/`, {
      token: staff.access,
      body: { reason: ` ${REASON} ` },
    });
    expect(res.status).toBe(200);
    expect((await rowsAbout(plain)).at(-1)).toMatchObject({ kind: 'health_details', reason: REASON });
  });

  it('refused for a bad reason write nothing', async () => {
    const before = (await rowsAbout(plain)).length;
    await t.request('POST', `admin/members/${plain.id}/health-access/`, { token: staff.access, body: { reason: 'x' } });
    expect(await rowsAbout(plain)).toHaveLength(before);
  });
});

describe('GET user/access-log/', () => {
  it("answers the member's own rows, newest first: staff name, what, when, reason", async () => {
    const log = await logOf(plain);
    const stored = await rowsAbout(plain);
    expect(log.count).toBe(stored.length);
    expect(log.results[0]).toEqual({
      id: stored.at(-1)!.id,
      staff_name: 'Casey Coach',
      kind: 'health_details',
      reason: REASON,
      created_at: stored.at(-1)!.createdAt.toISOString(),
    });
    const times = log.results.map((r) => r.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(log.results.map((r) => r.kind)).toEqual(['health_details', 'weeks', 'weeks', 'weeks', 'weeks']);
  });

  it("never shows another member's rows", async () => {
    const log = await logOf(pictured);
    expect(log.results.every((r) => r.kind !== 'health_details')).toBe(true);
    expect((await logOf(staff)).results).toEqual([]);
  });

  it('is for signed-in members only', async () => {
    expect((await t.request('GET', 'user/access-log/')).status).toBe(401);
  });
});

describe('the data export', () => {
  it('holds every row of the access log, newest first, as the access log answers them', async () => {
    const res = await t.app.request('/api/v1/user/export/', { headers: { authorization: `Bearer ${plain.access}` } });
    expect(res.status).toBe(200);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const exported = JSON.parse(strFromU8(files['access-log.json']!));
    expect(exported).toEqual((await logOf(plain)).results);
    expect(exported).toHaveLength(5);
    expect(strFromU8(files['README.txt']!)).toContain('access-log.json');
  });
});

describe('the access_log table', () => {
  it('refuses an UPDATE and a DELETE while the member exists', async () => {
    const [row] = await rowsAbout(plain);
    await expect(
      t.rt.db.update(accessLog).set({ reason: 'rewritten' }).where(eq(accessLog.id, row!.id)),
    ).rejects.toThrow();
    await expect(
      t.rt.db.update(accessLog).set({ staffName: 'Someone else' }).where(eq(accessLog.id, row!.id)),
    ).rejects.toThrow();
    await expect(t.rt.db.delete(accessLog).where(eq(accessLog.id, row!.id))).rejects.toThrow();
    expect((await rowsAbout(plain))[0]).toEqual(row);
  });

  it('keeps the rows and the staff name when the staff account goes, and drops them with the member', async () => {
    const gone = await t.createMember({ staff: true, name: 'Gina Gone' });
    await t.request('GET', `admin/members/${pictured.id}/weeks/`, { token: gone.access });
    await t.rt.db.delete(users).where(eq(users.id, gone.id));
    const kept = (await rowsAbout(pictured)).at(-1)!;
    expect(kept).toMatchObject({ staffId: null, staffName: 'Gina Gone', kind: 'progress_pictures' });

    const leaving = await payingMember('Lea Leaving');
    await asStaff(`admin/members/${leaving.id}/weeks/`);
    expect(await rowsAbout(leaving)).toHaveLength(1);
    const left = await t.request('POST', 'user/delete-account/', {
      token: leaving.access,
      body: { password: leaving.password, confirmation: 'DELETE MY ACCOUNT', email: leaving.email },
    });
    expect(left.status, left.text).toBeLessThan(300);
    expect(await rowsAbout(leaving)).toEqual([]);
  });
});
