import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestContext, type Member, type TestContext } from '../helpers/context';
import { weeklyLogsFor, type WeeklyLogJson } from '../../src/server/services/weeks';
import { profiles, weeklyLogs } from '../../src/server/db/schema';
import { fieldTexts } from '../helpers/field-texts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

const JPEG = readFileSync('tests/fixtures/weekly/progress.jpg');
const PNG = readFileSync('tests/fixtures/weekly/progress-2.png');

async function weeksOf(member: Member): Promise<WeeklyLogJson[]> {
  const [profile] = await t.rt.db.select().from(profiles).where(eq(profiles.userId, member.id));
  return weeklyLogsFor(t.rt, { userId: member.id, hasPaid: profile!.hasPaid, paidSince: profile!.paidSince });
}

async function firstWeek(member: Member): Promise<WeeklyLogJson> {
  return (await weeksOf(member))[0]!;
}

async function storedRow(id: number) {
  const [row] = await t.rt.db.select().from(weeklyLogs).where(eq(weeklyLogs.id, id));
  return row!;
}

function form(fields: Record<string, string | Blob>, fileName = 'progress.jpg'): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') data.append(name, value);
    else data.append(name, value, fileName);
  }
  return data;
}

const save = (member: Member, id: number, fields: Record<string, string | Blob>, method = 'PUT') =>
  t.request(method, `user/weekly-log/${id}/`, { token: member.access, form: form(fields) });

describe('saving a week (PUT user/weekly-log/{id}/)', () => {
  it('saves the five measurements with decimals and returns them as decimal strings', async () => {
    const member = await t.createMember({ paid: true });
    const week = await firstWeek(member);
    const res = await save(member, week.id, { biceps: '14', chest: '40.5', waist: '32.25', hips: '0', thighs: '200' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id: week.id,
      week_number: 1,
      biceps: '14',
      chest: '40.5',
      waist: '32.25',
      hips: '0',
      thighs: '200',
    });
    expect(res.json.daily_logs).toHaveLength(7);
    expect((await firstWeek(member)).chest).toBe('40.5');
  });

  it('saves the journal and leaves fields that were not sent as they were', async () => {
    const member = await t.createMember({ paid: true });
    const week = await firstWeek(member);
    await save(member, week.id, { biceps: '15.5', waist: '30' });
    const res = await save(member, week.id, { journal: 'Felt strong.\nSlept well.' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ journal: 'Felt strong.\nSlept well.', biceps: '15.5', waist: '30', chest: null });
  });

  it('accepts PATCH with the same rules', async () => {
    const member = await t.createMember({ paid: true });
    const week = await firstWeek(member);
    await save(member, week.id, { hips: '38', journal: 'Week one.' });
    const res = await save(member, week.id, { thighs: '22.75' }, 'PATCH');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ hips: '38', thighs: '22.75', journal: 'Week one.' });
  });

  it('rounds a measurement to two decimals', async () => {
    const member = await t.createMember({ paid: true });
    const week = await firstWeek(member);
    const res = await save(member, week.id, { chest: '40.126' });
    expect(res.json.chest).toBe('40.13');
  });

  it.each([
    ['abc', 'A valid number is required.'],
    ['-1', 'Ensure this value is greater than or equal to 0.'],
    ['1e309', 'A valid number is required.'],
    ['NaN', 'A valid number is required.'],
    ['Infinity', 'A valid number is required.'],
    ['200.01', 'Ensure this value is less than or equal to 200.'],
    ['12,5', 'A valid number is required.'],
  ])('refuses %s as a measurement with a field error and changes nothing', async (bad, message) => {
    const member = await t.createMember({ paid: true });
    const week = await firstWeek(member);
    await save(member, week.id, { biceps: '14', journal: 'Before.' });
    const before = await storedRow(week.id);
    const res = await save(member, week.id, { chest: '41', biceps: bad, journal: 'After.' });
    expect(res.status).toBe(400);
    expect(fieldTexts(res.json)).toEqual({ biceps: [message] });
    expect(await storedRow(week.id)).toEqual(before);
  });

  it('refuses a journal longer than 10000 characters and changes nothing', async () => {
    const member = await t.createMember({ paid: true });
    const week = await firstWeek(member);
    const res = await save(member, week.id, { journal: 'x'.repeat(10_001), waist: '31' });
    expect(res.status).toBe(400);
    expect(res.json.journal).toEqual(['Ensure this field has no more than 10000 characters.']);
    expect((await storedRow(week.id)).waist).toBeNull();
  });

  it('stores a picture re-encoded as JPEG without metadata and returns a signed link to it', async () => {
    const member = await t.createMember({ paid: true });
    const week = await firstWeek(member);
    const res = await save(member, week.id, {
      progress_picture: new Blob([JPEG], { type: 'image/jpeg' }),
      waist: '33',
    });
    expect(res.status).toBe(200);
    expect(res.json.waist).toBe('33');
    expect(res.json.progress_picture).toMatch(/^\/api\/v1\/media\/progress\/[A-Za-z0-9_-]+\.jpg\?exp=\d+&sig=/);
    const served = await t.app.request(res.json.progress_picture);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect((await firstWeek(member)).progress_picture).toBe(res.json.progress_picture);
  });

  it('removes the old picture file once a new one is stored', async () => {
    const member = await t.createMember({ paid: true });
    const week = await firstWeek(member);
    await save(member, week.id, { progress_picture: new Blob([JPEG], { type: 'image/jpeg' }) });
    const oldKey = (await storedRow(week.id)).progressPictureKey!;
    expect(await t.rt.storage.get(oldKey)).not.toBeNull();
    const res = await save(member, week.id, { progress_picture: new Blob([PNG], { type: 'image/png' }) });
    expect(res.status).toBe(200);
    const newKey = (await storedRow(week.id)).progressPictureKey!;
    expect(newKey).not.toBe(oldKey);
    expect(await t.rt.storage.get(newKey)).not.toBeNull();
    expect(await t.rt.storage.get(oldKey)).toBeNull();
  });

  it('refuses a file that is not an image with 415 and keeps the current picture', async () => {
    const member = await t.createMember({ paid: true });
    const week = await firstWeek(member);
    await save(member, week.id, { progress_picture: new Blob([JPEG], { type: 'image/jpeg' }) });
    const before = await storedRow(week.id);
    const res = await save(member, week.id, {
      progress_picture: new Blob(['<html>not a picture</html>'], { type: 'image/jpeg' }),
      biceps: '10',
    });
    expect(res.status).toBe(415);
    expect(await storedRow(week.id)).toEqual(before);
  });

  it('refuses a picture over 50 MB with 413 and changes nothing', async () => {
    const member = await t.createMember({ paid: true });
    const week = await firstWeek(member);
    const huge = new Uint8Array(50 * 1024 * 1024 + 1);
    huge.set(JPEG.subarray(0, 16));
    const res = await save(member, week.id, { progress_picture: new Blob([huge], { type: 'image/jpeg' }), hips: '30' });
    expect(res.status).toBe(413);
    const row = await storedRow(week.id);
    expect(row.progressPictureKey).toBeNull();
    expect(row.hips).toBeNull();
  });

  it('refuses a picture sent as text', async () => {
    const member = await t.createMember({ paid: true });
    const week = await firstWeek(member);
    const res = await save(member, week.id, { progress_picture: 'https://example.com/x.jpg' });
    expect(res.status).toBe(400);
    expect(res.json.progress_picture).toHaveLength(1);
  });

  it("answers 404 for another member's week and changes nothing", async () => {
    const owner = await t.createMember({ paid: true });
    const other = await t.createMember({ paid: true });
    const week = await firstWeek(owner);
    await save(owner, week.id, { biceps: '14', journal: 'Mine.' });
    const before = await storedRow(week.id);
    for (const method of ['PUT', 'PATCH']) {
      const res = await save(
        other,
        week.id,
        { biceps: '99', journal: 'Not yours.', progress_picture: new Blob([JPEG]) },
        method,
      );
      expect(res.status).toBe(404);
    }
    expect(await storedRow(week.id)).toEqual(before);
  });

  it('answers 404 for a week that does not exist', async () => {
    const member = await t.createMember({ paid: true });
    expect((await save(member, 999999, { biceps: '1' })).status).toBe(404);
    expect((await save(member, 0, { biceps: '1' })).status).toBe(404);
  });

  it('answers 403 to a member who has not paid, and 401 without a token', async () => {
    const member = await t.createMember({ paid: true });
    const week = await firstWeek(member);
    const unpaid = await t.createMember();
    const res = await save(unpaid, week.id, { biceps: '1' });
    expect(res.status).toBe(403);
    expect(res.json.detail).toBeTruthy();
    const anonymous = await t.request('PUT', `user/weekly-log/${week.id}/`, { form: form({ biceps: '1' }) });
    expect(anonymous.status).toBe(401);
    expect((await storedRow(week.id)).biceps).toBeNull();
  });
});

describe('the weight of a week (issue 15)', () => {
  it("is saved in pounds with decimals, rounded to two, and answered last in the week's JSON", async () => {
    const member = await t.createMember({ paid: true });
    const week = await firstWeek(member);
    expect(week.weight).toBeNull();
    const res = await save(member, week.id, { weight: '182.456', waist: '32' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ waist: '32', weight: '182.46' });
    // After the spec's fields; only the week's dates (issue 26), staff's answers (issue 29) and its version (issue 30)
    // come after it.
    expect(Object.keys(res.json).slice(-5)).toEqual(['weight', 'start_date', 'end_date', 'feedback', 'version']);
    expect((await storedRow(week.id)).weight).toBe('182.46');
  });

  it('stays when other fields are saved, and is cleared by an empty value', async () => {
    const member = await t.createMember({ paid: true });
    const week = await firstWeek(member);
    await save(member, week.id, { weight: '150' });
    expect((await save(member, week.id, { journal: 'Note.' })).json.weight).toBe('150');
    expect((await save(member, week.id, { weight: '' }, 'PATCH')).json.weight).toBeNull();
  });

  it.each([
    ['1500.01', 'Ensure this value is less than or equal to 1500.'],
    ['-0.5', 'Ensure this value is greater than or equal to 0.'],
    ['heavy', 'A valid number is required.'],
  ])('refuses %s as a weight with a field error and changes nothing', async (bad, message) => {
    const member = await t.createMember({ paid: true });
    const week = await firstWeek(member);
    await save(member, week.id, { weight: '170' });
    const res = await save(member, week.id, { weight: bad, biceps: '14' });
    expect(res.status).toBe(400);
    expect(fieldTexts(res.json)).toEqual({ weight: [message] });
    expect((await storedRow(week.id)).weight).toBe('170.00');
  });

  it("shows in the member's profile at once (the kept answer is renewed)", async () => {
    const member = await t.createMember({ paid: true });
    const before = await t.request('GET', 'user/profile/', { token: member.access });
    const week = before.json.weekly_logs[0];
    expect(week.weight).toBeNull();
    await save(member, week.id, { weight: '175.5' });
    const after = await t.request('GET', 'user/profile/', { token: member.access });
    expect(after.json.weekly_logs[0].weight).toBe('175.5');
  });
});
