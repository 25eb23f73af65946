import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/context';
import { users } from '../../src/server/db/schema';
import { fieldTexts } from '../helpers/field-texts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

const storedUnits = async (email: string) =>
  (await t.rt.db.select({ units: users.units }).from(users).where(eq(users.email, email)))[0]?.units;

describe('PUT user/units/', () => {
  it('stores the signed-in member’s units and answers them', async () => {
    const m = await t.createMember();
    expect(await storedUnits(m.email)).toBeNull();
    const res = await t.request('PUT', 'user/units/', { token: m.access, body: { units: 'metric' } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ units: 'metric' });
    expect(await storedUnits(m.email)).toBe('metric');
    const back = await t.request('PUT', 'user/units', { token: m.access, body: { units: 'imperial' } });
    expect(back.json).toEqual({ units: 'imperial' });
    expect(await storedUnits(m.email)).toBe('imperial');
  });

  it('refuses units it does not know (400), in the request’s language, and keeps the choice', async () => {
    const m = await t.createMember();
    for (const body of [{ units: 'kg' }, { units: null }, {}]) {
      const res = await t.request('PUT', 'user/units/', { token: m.access, body });
      expect(res.status).toBe(400);
      expect(fieldTexts(res.json)).toEqual({ units: [expect.any(String)] });
    }
    const bad = await t.request('PUT', 'user/units/', { token: m.access, body: { units: 'stone' } });
    expect(fieldTexts(bad.json)).toEqual({ units: ['Choose one of: metric, imperial.'] });
    expect(await storedUnits(m.email)).toBeNull();
  });

  it('is refused signed out (401)', async () => {
    const res = await t.request('PUT', 'user/units/', { body: { units: 'metric' } });
    expect(res.status).toBe(401);
  });
});

describe('GET user/ carries the units', () => {
  it('the language’s while not chosen: French and German metric, English imperial', async () => {
    const m = await t.createMember();
    const en = await t.request('GET', 'user/', { token: m.access });
    expect(en.status).toBe(200);
    expect(en.json).toEqual({ id: m.id, email: m.email, full_name: m.fullName, is_staff: false, units: 'imperial' });
    expect(
      (await t.request('GET', 'user/', { token: m.access, headers: { 'accept-language': 'fr' } })).json.units,
    ).toBe('metric');
    expect(
      (await t.request('GET', 'user/', { token: m.access, headers: { 'accept-language': 'de-CH' } })).json.units,
    ).toBe('metric');
    expect((await t.request('GET', 'user/', { token: m.access, headers: { cookie: 'lang=de' } })).json.units).toBe(
      'metric',
    );
  });

  it('the chosen units whatever the language', async () => {
    const m = await t.createMember();
    await t.request('PUT', 'user/units/', { token: m.access, body: { units: 'imperial' } });
    expect(
      (await t.request('GET', 'user/', { token: m.access, headers: { 'accept-language': 'fr' } })).json.units,
    ).toBe('imperial');
    await t.request('PUT', 'user/units/', { token: m.access, body: { units: 'metric' } });
    expect((await t.request('GET', 'user/', { token: m.access })).json.units).toBe('metric');
  });

  it('leaves the numbers in inches and pounds: a metric member’s week is stored as sent', async () => {
    const m = await t.createMember({ paid: true });
    await t.request('PUT', 'user/units/', { token: m.access, body: { units: 'metric' } });
    const profile = await t.request('GET', 'user/profile/', { token: m.access });
    const week = profile.json.weekly_logs[0];
    const saved = await t.request('PUT', `user/weekly-log/${week.id}/`, {
      token: m.access,
      body: { waist: '32.28', weight: '176.37' },
    });
    expect(saved.status).toBe(200);
    const after = (await t.request('GET', 'user/profile/', { token: m.access })).json.weekly_logs[0];
    expect(after.waist).toBe('32.28');
    expect(after.weight).toBe('176.37');
  });
});
