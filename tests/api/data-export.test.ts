import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { createTestContext, type Member, type TestContext } from '../helpers/context';
import { fileOf, png } from '../fixtures/profile/images';
import { profiles, weeklyLogs } from '../../src/server/db/schema';
import { tokensFor } from '../../src/server/services/sessions';
import { EXPORT_FILES, PROFILE_PICTURE_FILE, progressPictureFile } from '../../src/lib/contracts/export';
import type { WeeklyLogJson } from '../../src/lib/contracts/weekly-logs';

let t: TestContext;
let alice: Member;
let bob: Member;
let carol: Member;
let staff: Member;
/** Alice's export, opened once: file name → bytes. */
let aliceZip: Record<string, Uint8Array>;
let aliceResponse: Response;
/** Every stored picture of Bob's, as stored. */
let bobPictures: Uint8Array[];

// The clock reads 2026-11-01 12:00 UTC: a membership from 2026-10-14 is in its third week.
const PAID_SINCE = '2026-10-14';

/** Bob's data: none of these strings may appear in anyone else's export. */
const STAFF_NOTE = 'STAFF-NOTE-reported by Bob, nothing wrong';

const BOB = {
  phone: 'BOB-PHONE-5550199',
  medical: 'BOB-MEDICAL-asthma',
  journal: 'BOB-JOURNAL-secret week',
  notes: 'BOB-NOTES-ran 5k',
  post: 'BOB-POST-hello all',
  comment: 'BOB-COMMENT-nice one',
  report: 'BOB-REPORT-this is spam',
  warning: 'BOB-WARNING-be nice',
  support: 'BOB-SUPPORT-help me',
};

const get = (path: string, token?: string, headers: Record<string, string> = {}) =>
  t.app.request(`/api/v1/${path}`, { headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

async function exportOf(member: Member, query = ''): Promise<{ res: Response; files: Record<string, Uint8Array> }> {
  const res = await get(`user/export/${query}`, member.access);
  expect(res.status).toBe(200);
  return { res, files: unzipSync(new Uint8Array(await res.arrayBuffer())) };
}

const jsonOf = (files: Record<string, Uint8Array>, name: string): any => JSON.parse(strFromU8(files[name]!));
const textOf = (files: Record<string, Uint8Array>, name: string): string => strFromU8(files[name]!);

async function weeksOf(member: Member): Promise<WeeklyLogJson[]> {
  await t.rt.db.update(profiles).set({ paidSince: PAID_SINCE }).where(eq(profiles.userId, member.id));
  return (await t.request('GET', 'user/profile/', { token: member.access })).json.weekly_logs;
}

async function uploadProfilePicture(member: Member, fields: Record<string, string>, size: number) {
  const form = new FormData();
  form.append('image', fileOf(await png(size, size), 'me.png', 'image/png'));
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  expect((await t.request('PUT', 'user/profile/', { token: member.access, form })).status).toBe(200);
}

async function saveWeek(member: Member, weekId: number, fields: Record<string, string>, pictureSize: number) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('progress_picture', fileOf(await png(pictureSize, pictureSize), 'week.png', 'image/png'));
  expect((await t.request('PUT', `user/weekly-log/${weekId}/`, { token: member.access, form })).status).toBe(200);
}

async function saveDay(member: Member, day: WeeklyLogJson['daily_logs'][number], fields: Record<string, unknown>) {
  const res = await t.request('PUT', `daily-log/${day.id}/`, { token: member.access, body: { ...day, ...fields } });
  expect(res.status, res.text).toBe(200);
}

async function storedPicturesOf(member: Member): Promise<Uint8Array[]> {
  const [profile] = await t.rt.db.select().from(profiles).where(eq(profiles.userId, member.id));
  const weeks = await t.rt.db.select().from(weeklyLogs).where(eq(weeklyLogs.userId, member.id));
  const keys = [profile?.imageKey, ...weeks.map((w) => w.progressPictureKey)].filter((k): k is string => !!k);
  return Promise.all(keys.map(async (k) => new Uint8Array((await t.rt.storage.get(k))!)));
}

const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

beforeAll(async () => {
  t = await createTestContext();
  staff = await t.createMember({ staff: true, name: 'Stella Staff' });
  alice = await t.createMember({ paid: true, name: 'Alice Exporter' });
  bob = await t.createMember({ paid: true, name: 'Bob Bystander' });
  carol = await t.createMember({ name: 'Carol Third' });

  // Alice: a profile picture, week 1 with measurements and a picture, two days, a post, a comment, a report, a block.
  await uploadProfilePicture(alice, { phone_number: '+1 555 0100', medical_history: 'Knee surgery, 2019' }, 100);
  const aliceWeeks = await weeksOf(alice);
  await saveWeek(
    alice,
    aliceWeeks[0]!.id,
    { waist: '34.5', chest: '40', weight: '180', journal: 'Alice journal, "first" week' },
    120,
  );
  const [sun, mon] = [aliceWeeks[0]!.daily_logs[0]!, aliceWeeks[0]!.daily_logs[1]!];
  await saveDay(alice, sun, {
    workout: '=HYPERLINK("http://evil")',
    notes: 'Alice notes, with a comma',
    water_intake_oz: 64,
  });
  await saveDay(alice, mon, { workout: 'Leg day', notes: 'line one\nline two', water_intake_oz: '12.5' });
  const alicePost = (await t.request('POST', 'community/', { token: alice.access, body: { content: 'Alice post' } }))
    .json;

  // Bob: the same kinds of data, all his own strings.
  await uploadProfilePicture(bob, { phone_number: BOB.phone, medical_history: BOB.medical }, 90);
  const bobWeeks = await weeksOf(bob);
  await saveWeek(bob, bobWeeks[0]!.id, { waist: '38', journal: BOB.journal }, 110);
  await saveDay(bob, bobWeeks[0]!.daily_logs[0]!, { workout: 'Bob run', notes: BOB.notes });
  const bobPost = (await t.request('POST', 'community/', { token: bob.access, body: { content: BOB.post } })).json;
  expect(
    (
      await t.request('POST', 'community/comment/', {
        token: bob.access,
        body: { post: alicePost.id, content: BOB.comment },
      })
    ).status,
  ).toBe(201);
  const bobReport = await t.request('POST', 'report/', {
    token: bob.access,
    body: {
      reported_user: alice.id,
      content_type: 'post',
      content_id: alicePost.id,
      report_type: 'spam',
      description: BOB.report,
    },
  });
  expect(bobReport.status).toBe(201);
  // Staff close Bob's report about Alice with a note of their own: the log's row targets Alice, but it is staff's.
  const closed = await t.request('POST', `admin/reports/${bobReport.json.id}/resolve/`, {
    token: staff.access,
    body: { status: 'dismissed', reason: STAFF_NOTE },
  });
  expect(closed.status).toBe(200);
  expect((await t.request('POST', 'block/', { token: bob.access, body: { blocked: carol.id } })).status).toBe(201);
  expect(
    (
      await t.request('POST', 'support/contact/', {
        token: bob.access,
        body: { name: 'Bob', email: bob.email, subject: 'Bob subject', message: BOB.support },
      })
    ).status,
  ).toBe(201);

  expect(
    (
      await t.request('POST', 'community/comment/', {
        token: alice.access,
        body: { post: bobPost.id, content: 'Alice comment' },
      })
    ).status,
  ).toBe(201);
  expect(
    (
      await t.request('POST', 'report/', {
        token: alice.access,
        body: {
          reported_user: bob.id,
          content_type: 'post',
          content_id: bobPost.id,
          report_type: 'harassment',
          description: 'Alice report text',
        },
      })
    ).status,
  ).toBe(201);
  expect((await t.request('POST', 'block/', { token: alice.access, body: { blocked: bob.id } })).status).toBe(201);
  expect(
    (
      await t.request('POST', 'support/contact/', {
        token: alice.access,
        body: { name: 'Alice', email: alice.email, subject: 'Alice subject', message: 'Alice support message' },
      })
    ).status,
  ).toBe(201);

  for (const [member, reason] of [
    [alice, 'Please keep it civil.'],
    [bob, BOB.warning],
  ] as const) {
    const res = await t.request('POST', 'admin/moderation-action/', {
      token: staff.access,
      body: { target_user: member.id, action_type: 'warning', reason },
    });
    expect(res.status).toBe(201);
  }

  bobPictures = await storedPicturesOf(bob);
  const exported = await exportOf(alice);
  aliceResponse = exported.res;
  aliceZip = exported.files;
});
afterAll(async () => {
  await t.close();
});

describe("GET user/export/: the ZIP of the member's own data", () => {
  it('answers a ZIP download that no cache keeps, named for the day', () => {
    expect(aliceResponse.headers.get('content-type')).toBe('application/zip');
    expect(aliceResponse.headers.get('content-disposition')).toBe(
      'attachment; filename="fitgroup-export-2026-11-01.zip"',
    );
    expect(aliceResponse.headers.get('cache-control')).toBe('no-store');
    // Streamed as it is made: no length known in advance.
    expect(aliceResponse.headers.get('content-length')).toBeNull();
  });

  it("holds every file of the list, the README naming each, and the member's pictures", () => {
    const names = Object.keys(aliceZip);
    for (const file of EXPORT_FILES) expect(names).toContain(file);
    expect(names).toContain(PROFILE_PICTURE_FILE);
    expect(names).toContain(progressPictureFile(1));
    expect(names.filter((n) => n.startsWith('pictures/'))).toHaveLength(2);
    const readme = textOf(aliceZip, 'README.txt');
    for (const file of EXPORT_FILES) expect(readme).toContain(file);
    expect(readme).toContain('Alice Exporter');
    for (const file of EXPORT_FILES.filter((f) => f.endsWith('.json')))
      expect(() => jsonOf(aliceZip, file)).not.toThrow();
  });

  it('writes the account and profile, without any password hash or token', () => {
    const profile = jsonOf(aliceZip, 'profile.json');
    expect(profile.account).toMatchObject({
      id: alice.id,
      email: alice.email,
      full_name: 'Alice Exporter',
      status: 'active',
    });
    expect(profile.profile).toMatchObject({
      phone_number: '+1 555 0100',
      medical_history: 'Knee surgery, 2019',
      has_paid: true,
      picture: PROFILE_PICTURE_FILE,
    });
    const everything = Object.values(aliceZip)
      .map((b) => strFromU8(b, true))
      .join('\n');
    expect(everything).not.toMatch(/argon2|password_hash|passwordHash/i);
    expect(everything).not.toContain(alice.access);
    expect(everything).not.toContain(alice.refresh);
  });

  it('writes the weeks with their days, and the measurements and days as CSV with guarded cells', () => {
    const weeks = jsonOf(aliceZip, 'weekly-logs.json');
    expect(weeks[0]).toMatchObject({
      week_number: 1,
      starts_on: '2026-10-14',
      ends_on: '2026-10-20',
      waist: '34.5',
      chest: '40',
      weight: '180',
      journal: 'Alice journal, "first" week',
      progress_picture: progressPictureFile(1),
    });
    expect(weeks[0].daily_logs).toHaveLength(7);
    expect(weeks[0].daily_logs[0]).toMatchObject({
      day: 'Sun',
      date: '2026-10-18',
      notes: 'Alice notes, with a comma',
      water_intake_oz: '64',
    });

    const measurements = textOf(aliceZip, 'weekly-measurements.csv').split('\r\n');
    expect(measurements[0]).toBe(
      'week_number,starts_on,ends_on,biceps_in,chest_in,waist_in,hips_in,thighs_in,weight_lbs,progress_picture',
    );
    expect(measurements[1]).toBe(`1,2026-10-14,2026-10-20,,40,34.5,,,180,${progressPictureFile(1)}`);
    expect(measurements).toHaveLength(weeks.length + 2); // header, one row per week, and the final line break

    const days = textOf(aliceZip, 'daily-logs.csv');
    expect(days.split('\r\n')[0]).toBe(
      'week_number,day,date,workout,duration,notes,breakfast,lunch,dinner,snack1,snack2,water_intake_oz',
    );
    // A formula is defused with a leading quote (and quoted, for its own quotes); commas and line breaks are quoted.
    expect(days).toContain('1,Sun,2026-10-18,"\'=HYPERLINK(""http://evil"")",,"Alice notes, with a comma",,,,,,64\r\n');
    expect(days).toContain('1,Mon,2026-10-19,Leg day,,"line one\nline two",,,,,,12.5\r\n');
    expect(days.trimEnd().split('\r\n')).toHaveLength(1 + weeks.length * 7);
  });

  it('writes the posts, comments, reports, blocks, warnings and support messages', () => {
    expect(jsonOf(aliceZip, 'posts.json').map((p: any) => p.content)).toEqual(['Alice post']);
    expect(jsonOf(aliceZip, 'comments.json').map((c: any) => c.content)).toEqual(['Alice comment']);
    const [report] = jsonOf(aliceZip, 'reports-made.json');
    expect(report).toMatchObject({
      reported_member: { id: bob.id, full_name: 'Bob Bystander' },
      report_type: 'harassment',
      description: 'Alice report text',
      status: 'pending',
    });
    expect(jsonOf(aliceZip, 'blocks.json')).toEqual([
      { blocked_member: { id: bob.id, full_name: 'Bob Bystander' }, blocked_at: expect.any(String) },
    ]);
    const [warning] = jsonOf(aliceZip, 'warnings-and-sanctions.json');
    expect(warning).toMatchObject({ type: 'warning', reason: 'Please keep it civil.', end_date: null, appeal: null });
    expect(warning).not.toHaveProperty('actor_id');
    expect(JSON.stringify(warning)).not.toContain('Stella');
    expect(jsonOf(aliceZip, 'support-messages.json')).toEqual([
      expect.objectContaining({ subject: 'Alice subject', message: 'Alice support message', email: alice.email }),
    ]);
  });

  it('holds the pictures byte for byte as stored', async () => {
    const [profile] = await t.rt.db.select().from(profiles).where(eq(profiles.userId, alice.id));
    const [week] = await t.rt.db
      .select()
      .from(weeklyLogs)
      .where(eq(weeklyLogs.userId, alice.id))
      .orderBy(weeklyLogs.weekNumber);
    expect(same(aliceZip[PROFILE_PICTURE_FILE]!, (await t.rt.storage.get(profile!.imageKey!))!)).toBe(true);
    expect(same(aliceZip[progressPictureFile(1)]!, (await t.rt.storage.get(week!.progressPictureKey!))!)).toBe(true);
  });

  it("lists the member's sanctions only: never staff's notes on reports about them", () => {
    const actions = jsonOf(aliceZip, 'warnings-and-sanctions.json') as Array<{ type: string }>;
    expect(actions.map((a) => a.type)).toEqual(['warning']);
    for (const [name, bytes] of Object.entries(aliceZip)) expect(strFromU8(bytes), name).not.toContain(STAFF_NOTE);
  });

  it("holds nothing of another member's: no text of theirs, no picture, no email", () => {
    const everything = Object.values(aliceZip)
      .map((b) => strFromU8(b, true))
      .join('\n');
    for (const secret of [...Object.values(BOB), bob.email, carol.email, 'Carol Third', staff.email])
      expect(everything).not.toContain(secret);
    for (const picture of Object.values(aliceZip))
      for (const theirs of bobPictures) expect(same(picture, theirs)).toBe(false);
    expect(bobPictures).toHaveLength(2);
  });

  it("logs the export as an event without the member's data", () => {
    expect(t.events('account.exported')).toEqual([expect.objectContaining({ userId: alice.id })]);
    const lines = t.logLines.join('\n');
    for (const secret of ['Knee surgery', 'Alice journal', 'Alice notes', 'Alice post'])
      expect(lines).not.toContain(secret);
  });
});

describe('who may export', () => {
  it('refuses a request without a token (401) or with a bad one', async () => {
    expect((await get('user/export/')).status).toBe(401);
    expect((await get('user/export/', 'not-a-token')).status).toBe(401);
  });

  it("ignores a user_id in the query: the token's member gets their own data only", async () => {
    const { files } = await exportOf(bob, `?user_id=${alice.id}`);
    expect(jsonOf(files, 'profile.json').account.id).toBe(bob.id);
    const everything = Object.values(files)
      .map((b) => strFromU8(b, true))
      .join('\n');
    expect(everything).not.toContain('Alice journal');
    expect(everything).not.toContain('Knee surgery');
  });

  it("gives staff their own data only, never a member's", async () => {
    const { files } = await exportOf(staff, `?user_id=${alice.id}`);
    expect(jsonOf(files, 'profile.json').account).toMatchObject({ id: staff.id, is_staff: true });
    expect(jsonOf(files, 'weekly-logs.json')).toEqual([]);
    expect(Object.keys(files).filter((n) => n.startsWith('pictures/'))).toEqual([]);
    const everything = Object.values(files)
      .map((b) => strFromU8(b, true))
      .join('\n');
    expect(everything).not.toContain('Alice');
  });
});

describe('once an hour', () => {
  it("answers a second export within the hour in the request's language", async () => {
    const res = await get('user/export/', carol.access, { 'accept-language': 'de' });
    expect(res.status).toBe(200);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    // The README is written in the language of the request too.
    expect(textOf(files, 'README.txt')).toContain('Ihre FitGroup-Daten');
    const again = await get('user/export/', carol.access, { 'accept-language': 'de' });
    expect(again.status).toBe(429);
    expect(((await again.json()) as { detail: string }).detail).not.toMatch(/^Too many requests/);
  });

  it('refuses a second export within the hour with 429 and Retry-After, and allows one after it', async () => {
    const again = await get('user/export/', alice.access);
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(again.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    expect(((await again.json()) as { code: string }).code).toBe('rate_limited');
    t.clock.set(new Date(t.clock.now().getTime() + 3601 * 1000));
    // An hour later the old access token has expired too: a fresh one, as the client would refresh.
    const { access } = await tokensFor(t.rt, alice.id);
    const res = await get('user/export/', access);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
  });
});
