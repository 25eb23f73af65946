import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type Member, type TestContext } from '../helpers/context';
import { dailyLogs, profiles, weeklyLogs } from '../../src/server/db/schema';
import type { WeeklyLogJson } from '../../src/lib/contracts/weekly-logs';

/**
 * Issue 30's server half: a week's and a day's saves carry a version (If-Match, 412 with the current values) and an
 * Idempotency-Key (a replay answers as the first save did, and changes nothing more).
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

const JPEG = readFileSync('tests/fixtures/weekly/progress.jpg');
const PNG = readFileSync('tests/fixtures/weekly/progress-2.png');
/** A membership that started the week before the clock's, so every day of week 1 may be filled. */
const PAST_START = '2026-10-25';

async function paidMember(): Promise<{ member: Member; week: WeeklyLogJson }> {
  const member = await t.createMember({ paid: true });
  await t.rt.db.update(profiles).set({ paidSince: PAST_START }).where(eq(profiles.userId, member.id));
  const profile = await t.request('GET', 'user/profile/', { token: member.access });
  return { member, week: profile.json.weekly_logs[0] };
}

const putWeek = (member: Member, id: number, body: unknown, headers: Record<string, string> = {}) =>
  t.request('PUT', `user/weekly-log/${id}/`, { token: member.access, body, headers });

const putDay = (
  member: Member,
  week: WeeklyLogJson,
  day: string,
  body: object,
  headers: Record<string, string> = {},
) => {
  const dayId = week.daily_logs.find((d) => d.day === day)!.id;
  return t.request('PUT', `daily-log/${dayId}/`, {
    token: member.access,
    body: { weekly_log: week.id, ...body },
    headers,
  });
};

const storedWeek = async (id: number) => (await t.rt.db.select().from(weeklyLogs).where(eq(weeklyLogs.id, id)))[0]!;

function pictureForm(picture: Buffer, type: string, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('progress_picture', new Blob([new Uint8Array(picture)], { type }), 'week.jpg');
  return form;
}

describe('a log’s version', () => {
  it('starts at 1 on every week and day the profile shows', async () => {
    const { week } = await paidMember();
    expect(week.version).toBe(1);
    expect(week.daily_logs.map((d) => d.version)).toEqual([1, 1, 1, 1, 1, 1, 1]);
  });

  it('moves on each save of a week, and the answer’s ETag names it', async () => {
    const { member, week } = await paidMember();
    const first = await putWeek(member, week.id, { waist: '32.5' });
    expect(first.status).toBe(200);
    expect(first.json.version).toBe(2);
    expect(first.headers.get('etag')).toBe('"2"');
    const second = await putWeek(member, week.id, { waist: '32' });
    expect(second.json.version).toBe(3);
  });

  it('moves on each save of a day, the day alone', async () => {
    const { member, week } = await paidMember();
    const res = await putDay(member, week, 'Tue', { workout: 'Rows' });
    expect(res.status).toBe(200);
    expect(res.json.version).toBe(2);
    expect(res.headers.get('etag')).toBe('"2"');
    expect((await storedWeek(week.id)).version).toBe(1);
  });
});

describe('a save sent with If-Match', () => {
  it('saves a week when the version is the current one', async () => {
    const { member, week } = await paidMember();
    const res = await putWeek(member, week.id, { chest: '40' }, { 'if-match': '"1"' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ chest: '40', version: 2 });
  });

  it('refuses a week saved on an older version with 412 and the week as it is, changing nothing', async () => {
    const { member, week } = await paidMember();
    await putWeek(member, week.id, { waist: '31' });
    const stale = await putWeek(member, week.id, { waist: '35', journal: 'From the gym' }, { 'if-match': '"1"' });
    expect(stale.status).toBe(412);
    expect(stale.json).toMatchObject({
      code: 'version_conflict',
      detail: 'This log was changed somewhere else since you opened it. Choose which version to keep.',
      current: { id: week.id, waist: '31', journal: null, version: 2 },
    });
    expect(await storedWeek(week.id)).toMatchObject({ waist: '31.00', journal: null, version: 2 });
  });

  it('refuses a stale week save before its picture is stored', async () => {
    const { member, week } = await paidMember();
    await putWeek(member, week.id, { hips: '38' });
    const stale = await t.request('PUT', `user/weekly-log/${week.id}/`, {
      token: member.access,
      form: pictureForm(JPEG, 'image/jpeg'),
      headers: { 'if-match': '"1"' },
    });
    expect(stale.status).toBe(412);
    expect((await storedWeek(week.id)).progressPictureKey).toBeNull();
  });

  it('takes * as no check, and refuses a weak or malformed tag as matching no version', async () => {
    const { member, week } = await paidMember();
    expect((await putWeek(member, week.id, { biceps: '14' }, { 'if-match': '*' })).status).toBe(200);
    for (const tag of ['W/"2"', '2', '"2", "3"', '"0"', '"9999999999"']) {
      const res = await putWeek(member, week.id, { biceps: '15' }, { 'if-match': tag });
      expect(res.status, tag).toBe(412);
    }
    expect((await storedWeek(week.id)).biceps).toBe('14.00');
  });

  it('refuses a day saved on an older version with 412 and the day as it is', async () => {
    const { member, week } = await paidMember();
    await putDay(member, week, 'Wed', { workout: 'Squats' });
    const stale = await putDay(member, week, 'Wed', { workout: 'Bench', notes: 'Offline' }, { 'if-match': '"1"' });
    expect(stale.status).toBe(412);
    expect(stale.json).toMatchObject({
      code: 'version_conflict',
      current: { day: 'Wed', workout: 'Squats', notes: '', version: 2 },
    });
    const [row] = await t.rt.db.select().from(dailyLogs).where(eq(dailyLogs.id, stale.json.current.id));
    expect(row).toMatchObject({ workout: 'Squats', version: 2 });
  });

  it('refuses a day whose tag is past any version (412, not a failure of ours)', async () => {
    const { member, week } = await paidMember();
    const res = await putDay(member, week, 'Mon', { workout: 'Run' }, { 'if-match': '"9999999999"' });
    expect(res.status).toBe(412);
  });

  it('still answers another member’s day 404, whatever the version', async () => {
    const { week } = await paidMember();
    const other = await paidMember();
    const res = await putDay(other.member, week, 'Mon', { workout: 'Not mine' }, { 'if-match': '"9"' });
    expect(res.status).toBe(404);
  });
});

describe('a save sent again with the same Idempotency-Key', () => {
  it('answers a week’s replay with the first answer and saves once, even on the version it was made on', async () => {
    const { member, week } = await paidMember();
    const headers = { 'idempotency-key': 'week-save-1', 'if-match': '"1"' };
    const first = await putWeek(member, week.id, { thighs: '22' }, headers);
    const replay = await putWeek(member, week.id, { thighs: '22' }, headers);
    expect(first.status).toBe(200);
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.json).toEqual(first.json);
    expect(first.headers.get('etag')).toBe('"2"');
    expect(replay.headers.get('etag')).toBe('"2"');
    expect((await storedWeek(week.id)).version).toBe(2);
  });

  it('stores a week’s picture once when a form is sent again', async () => {
    const { member, week } = await paidMember();
    const send = () =>
      t.request('PUT', `user/weekly-log/${week.id}/`, {
        token: member.access,
        form: pictureForm(JPEG, 'image/jpeg', { journal: 'Offline week' }),
        headers: { 'idempotency-key': 'week-picture-1' },
      });
    const first = await send();
    expect(first.status).toBe(200);
    const keyAfterFirst = (await storedWeek(week.id)).progressPictureKey;
    const replay = await send();
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await storedWeek(week.id)).toMatchObject({ progressPictureKey: keyAfterFirst, version: 2 });
  });

  it('counts a picture sent again once, and answers it from its kept answer even when no picture is left', async () => {
    const { member, week } = await paidMember();
    const send = () =>
      t.request('PUT', `user/weekly-log/${week.id}/`, {
        token: member.access,
        form: pictureForm(JPEG, 'image/jpeg'),
        headers: { 'idempotency-key': 'week-picture-counted' },
      });
    expect((await send()).status).toBe(200);
    expect((await send()).headers.get('idempotent-replayed')).toBe('true');
    const profilePicture = () => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(JPEG)], { type: 'image/jpeg' }), 'me.jpg');
      return t.request('PUT', 'user/profile/', { token: member.access, form });
    };
    // 20 pictures in the window: the week's, counted once, and 19 more.
    for (let i = 0; i < 19; i++) expect((await profilePicture()).status).toBe(200);
    expect((await profilePicture()).status).toBe(429);
    const late = await send();
    expect(late.status).toBe(200);
    expect(late.headers.get('idempotent-replayed')).toBe('true');
  });

  it('lets a save refused with 412 go again with the same key once the member has chosen', async () => {
    const { member, week } = await paidMember();
    await putWeek(member, week.id, { waist: '30' });
    const headers = { 'idempotency-key': 'week-after-conflict' };
    const stale = await putWeek(member, week.id, { waist: '29' }, { ...headers, 'if-match': '"1"' });
    expect(stale.status).toBe(412);
    const chosen = await putWeek(member, week.id, { waist: '29' }, { ...headers, 'if-match': '"2"' });
    expect(chosen.status).toBe(200);
    expect(chosen.headers.get('idempotent-replayed')).toBeNull();
    expect(chosen.json).toMatchObject({ waist: '29', version: 3 });
  });

  it('refuses the same key for another week (422) rather than answering with the first week', async () => {
    const { member, week } = await paidMember();
    const profile = await t.request('GET', 'user/profile/', { token: member.access });
    await t.rt.db.update(profiles).set({ paidSince: '2026-10-18' }).where(eq(profiles.userId, member.id));
    const weeks = (await t.request('GET', 'user/profile/', { token: member.access })).json.weekly_logs;
    expect(profile.json.weekly_logs[0].id).toBe(week.id);
    const other = weeks.find((w: WeeklyLogJson) => w.id !== week.id)!;
    const headers = { 'idempotency-key': 'one-key-two-weeks' };
    expect((await putWeek(member, week.id, { chest: '41' }, headers)).status).toBe(200);
    const second = await putWeek(member, other.id, { chest: '41' }, headers);
    expect(second.status).toBe(422);
    expect(second.json.code).toBe('idempotency_key_reused');
    expect((await storedWeek(other.id)).chest).toBeNull();
  });

  it('refuses the key with another picture (422), and saves nothing', async () => {
    const { member, week } = await paidMember();
    const headers = { 'idempotency-key': 'week-picture-2' };
    const form = (picture: Buffer, type: string) => pictureForm(picture, type, { journal: 'Same text' });
    const first = await t.request('PUT', `user/weekly-log/${week.id}/`, {
      token: member.access,
      form: form(JPEG, 'image/jpeg'),
      headers,
    });
    expect(first.status).toBe(200);
    const other = await t.request('PUT', `user/weekly-log/${week.id}/`, {
      token: member.access,
      form: form(PNG, 'image/png'),
      headers,
    });
    expect(other.status).toBe(422);
    expect(other.json.code).toBe('idempotency_key_reused');
    expect((await storedWeek(week.id)).version).toBe(2);
  });

  it('answers a day’s replay with the first answer and saves once', async () => {
    const { member, week } = await paidMember();
    const headers = { 'idempotency-key': 'day-save-1' };
    const first = await putDay(member, week, 'Thu', { water_intake_oz: 40 }, headers);
    const replay = await putDay(member, week, 'Thu', { water_intake_oz: 40 }, headers);
    expect(replay.json).toEqual(first.json);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(first.json.version).toBe(2);
    const [row] = await t.rt.db.select().from(dailyLogs).where(eq(dailyLogs.id, first.json.id));
    expect(row!.version).toBe(2);
  });
});

describe('a save kept on a device for one member (Member-Id)', () => {
  it('is refused when sent with another member’s token, and writes nothing to their account', async () => {
    const first = await paidMember();
    const second = await paidMember();
    const sent = await putWeek(
      second.member,
      second.week.id,
      { chest: '40' },
      { 'member-id': String(first.member.id) },
    );
    expect(sent.status).toBe(403);
    expect(sent.json.code).toBe('other_member');
    expect(sent.json.detail).toBe('This was saved by another member on this device.');
    expect((await storedWeek(second.week.id)).chest).toBeNull();
  });

  it('is taken when it names the token’s member', async () => {
    const { member, week } = await paidMember();
    const sent = await putWeek(member, week.id, { chest: '40' }, { 'member-id': String(member.id) });
    expect(sent.status).toBe(200);
    expect(sent.json.chest).toBe('40');
  });
});
