import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type Member, type TestContext } from '../helpers/context';
import { dailyLogs, rateLimits, weeklyLogs } from '../../src/server/db/schema';
import { eq } from 'drizzle-orm';
import { fieldTexts } from '../helpers/field-texts';

/**
 * Throws odd bodies at every route that changes something and asserts the API never answers 5xx:
 * wrong types, huge and negative numbers, NUL and lone-surrogate strings, long strings, missing or
 * malformed bodies, wrong content types.
 */
let t: TestContext;
let member: Member;
let staff: Member;
let target: Member;
let weekId = 1;
let dayId = 1;
beforeAll(async () => {
  t = await createTestContext();
  member = await t.createMember({ paid: true });
  staff = await t.createMember({ staff: true });
  target = await t.createMember();
  await t.request('GET', 'user/profile/', { token: member.access });
  const [week] = await t.rt.db.select().from(weeklyLogs).where(eq(weeklyLogs.userId, member.id));
  const [day] = await t.rt.db.select().from(dailyLogs).where(eq(dailyLogs.weeklyLogId, week!.id));
  weekId = week!.id;
  dayId = day!.id;
});
afterAll(async () => {
  await t.close();
});

const ODD_VALUES: unknown[] = [
  null,
  [],
  ['a', 'b'],
  {},
  { nested: { deeper: [1] } },
  true,
  -1,
  0,
  1.5,
  99_999_999_999,
  1e308,
  '-5',
  '99999999999',
  'a\u0000b',
  '\u0000',
  '\ud800 lone surrogate',
  '😀 ünïcödé',
  'x'.repeat(20_000),
  '',
];

interface Route {
  method: string;
  path: () => string;
  token: () => string | null;
  /** A body that is valid or nearly so; each field in turn gets every odd value. */
  base: () => Record<string, unknown>;
}

const ROUTES: Route[] = [
  {
    method: 'POST',
    path: () => 'user/register/',
    token: () => null,
    base: () => ({ full_name: 'Fuzz Person', email: 'fuzz@example.com', password: 'x', password2: 'y' }),
  },
  {
    method: 'POST',
    path: () => 'user/token/',
    token: () => null,
    base: () => ({ email: 'nobody@example.com', password: 'wrong password' }),
  },
  { method: 'POST', path: () => 'user/token/refresh/', token: () => null, base: () => ({ refresh: 'not-a-token' }) },
  { method: 'POST', path: () => 'user/logout/', token: () => null, base: () => ({ refresh: 'not-a-token' }) },
  {
    method: 'POST',
    path: () => 'user/password-change/',
    token: () => null,
    base: () => ({ password: 'a new password 1', otp: 'x', uuidb64: 'MQ', refresh_token: 'x' }),
  },
  {
    method: 'POST',
    path: () => 'user/delete-account/',
    token: () => member.access,
    base: () => ({ confirmation: 'not the phrase', email: member.email, password: member.password, reason: 'r' }),
  },
  {
    method: 'PATCH',
    path: () => 'user/profile/',
    token: () => member.access,
    base: () => ({
      full_name: 'Fuzz',
      age: 30,
      weight: '150',
      occupation: 'o',
      phone_number: '1',
      emergency_contact: '2',
      emergency_contact_name: 'n',
      address: 'a',
      medical_history: 'm',
    }),
  },
  {
    method: 'PUT',
    path: () => `user/weekly-log/${weekId}/`,
    token: () => member.access,
    base: () => ({ biceps: '10', chest: '10', waist: '10', hips: '10', thighs: '10', journal: 'j' }),
  },
  {
    method: 'PUT',
    path: () => `daily-log/${dayId}/`,
    token: () => member.access,
    base: () => ({
      weekly_log: weekId,
      workout: 'w',
      duration: 'd',
      notes: 'n',
      breakfast: 'b',
      lunch: 'l',
      dinner: 'd',
      snack1: 's',
      snack2: 's',
      water_intake_oz: '8',
    }),
  },
  {
    method: 'POST',
    path: () => 'support/contact/',
    token: () => member.access,
    base: () => ({ name: 'n', email: 'a@b.co', subject: 's', message: 'm', priority: 'low' }),
  },
  { method: 'POST', path: () => 'community/', token: () => member.access, base: () => ({ content: 'hello' }) },
  {
    method: 'POST',
    path: () => 'community/comment/',
    token: () => member.access,
    base: () => ({ content: 'hi', post: 1 }),
  },
  {
    method: 'POST',
    path: () => 'report/',
    token: () => member.access,
    base: () => ({
      reported_user: target.id,
      content_type: 'profile',
      content_id: target.id,
      report_type: 'spam',
      description: 'd',
    }),
  },
  { method: 'POST', path: () => 'block/', token: () => member.access, base: () => ({ blocked: target.id }) },
  {
    method: 'POST',
    path: () => 'admin/moderation-action/',
    token: () => staff.access,
    base: () => ({ target_user: target.id, action_type: 'warning', reason: 'r' }),
  },
  {
    method: 'POST',
    path: () => 'admin/suspend-user/',
    token: () => staff.access,
    base: () => ({ user: target.id, reason: 'r', end_date: '2099-01-01T00:00:00Z' }),
  },
  {
    method: 'POST',
    path: () => 'admin/lift-suspension/',
    token: () => staff.access,
    base: () => ({ user: target.id, reason: 'r' }),
  },
  {
    method: 'POST',
    path: () => 'admin/reports/1/resolve/',
    token: () => staff.access,
    base: () => ({ status: 'dismissed', reason: 'r' }),
  },
  {
    method: 'POST',
    path: () => 'admin/set-paid/',
    token: () => staff.access,
    base: () => ({ user: target.id, has_paid: true, reason: 'r' }),
  },
  { method: 'POST', path: () => 'messages/', token: () => member.access, base: () => ({ text: 't' }) },
  {
    method: 'POST',
    path: () => `admin/members/${target?.id ?? 1}/messages/`,
    token: () => staff.access,
    base: () => ({ text: 't' }),
  },
  {
    method: 'POST',
    path: () => 'admin/weekly-log/1/feedback/',
    token: () => staff.access,
    base: () => ({ text: 't' }),
  },
  { method: 'PATCH', path: () => 'admin/feedback/1/', token: () => staff.access, base: () => ({ text: 't' }) },
  { method: 'POST', path: () => 'user/warnings/1/dismiss/', token: () => member.access, base: () => ({}) },
  { method: 'POST', path: () => 'terms/accept/', token: () => member.access, base: () => ({}) },
  { method: 'DELETE', path: () => `unblock/${target?.id ?? 1}/`, token: () => member.access, base: () => ({}) },
];

async function send(route: Route, init: { body?: unknown; headers?: Record<string, string> }) {
  // Rate limits would answer 429 before a bad value reaches the database and hide a 500.
  await t.rt.db.delete(rateLimits);
  const res = await t.request(route.method, route.path(), { token: route.token(), ...init });
  return { status: res.status, text: res.text };
}

describe('odd input never causes a server error', () => {
  for (const route of ROUTES) {
    it(`${route.method} ${route.path()} survives odd field values`, async () => {
      const failures: string[] = [];
      for (const field of Object.keys(route.base())) {
        for (const value of ODD_VALUES) {
          const res = await send(route, { body: { ...route.base(), [field]: value } });
          if (res.status >= 500) failures.push(`${field}=${JSON.stringify(value).slice(0, 40)} → ${res.status}`);
        }
      }
      expect(failures).toEqual([]);
    });

    it(`${route.method} ${route.path()} survives odd whole bodies`, async () => {
      const bodies: Array<{ body?: unknown; headers?: Record<string, string> }> = [
        {},
        { body: 'null' },
        { body: '[1,2]' },
        { body: '"text"' },
        { body: '12' },
        { body: '{"unclosed": ' },
        { body: '' },
        { body: 'content=a%00b&content=c&post=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
        { body: 'not json at all', headers: { 'content-type': 'text/plain' } },
        { body: '--x\r\nbroken', headers: { 'content-type': 'multipart/form-data; boundary=x' } },
      ];
      const failures: string[] = [];
      for (const init of bodies) {
        const res = await send(route, init);
        if (res.status >= 500) failures.push(`${JSON.stringify(init).slice(0, 60)} → ${res.status}`);
      }
      expect(failures).toEqual([]);
    });
  }

  it('odd path and query values are 4xx, never 5xx', async () => {
    const paths = [
      `user/password-reset/${encodeURIComponent('a\u0000b@example.com')}/`,
      `user/password-reset/${encodeURIComponent('x'.repeat(5000))}/`,
      'community/?before=9999999999',
      'messages/?before=9999999999',
      'admin/messages/?limit=-99999999999',
      'admin/members/99999999999/messages/',
      'community/?limit=-99999999999',
      `user/profile/${target.id}/?before=9999999999`,
      'user/profile/99999999999/',
      'user/profile/-1/',
      'admin/moderation-log/?limit=abc',
    ];
    const failures: string[] = [];
    for (const path of paths) {
      await t.rt.db.delete(rateLimits);
      const res = await t.request('GET', path, { token: path.startsWith('admin') ? staff.access : member.access });
      if (res.status >= 500) failures.push(`${path.slice(0, 60)} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('NUL characters', () => {
  it('are refused with a field error on sign-up', async () => {
    const res = await t.request('POST', 'user/register/', {
      body: {
        full_name: 'Nul\u0000Person',
        email: 'nul@example.com',
        password: 'correct horse battery',
        password2: 'correct horse battery',
      },
    });
    expect(res.status).toBe(400);
    expect(fieldTexts(res.json)).toEqual({ full_name: ['Null characters are not allowed.'] });
  });

  it('in a deletion reason leave the account in place instead of failing half-way', async () => {
    const victim = await t.createMember();
    const res = await t.request('POST', 'user/delete-account/', {
      token: victim.access,
      body: { confirmation: 'DELETE MY ACCOUNT', email: victim.email, password: victim.password, reason: 'bye\u0000' },
    });
    expect(res.status).toBe(400);
    expect((await t.request('GET', 'user/', { token: victim.access })).status).toBe(200);
  });

  it('in a password-reset address get the usual invalid-email answer', async () => {
    const res = await t.request('GET', `user/password-reset/${encodeURIComponent('a\u0000b@example.com')}/`);
    expect(res.status).toBe(400);
    expect(fieldTexts(res.json)).toEqual({ email: ['Enter a valid email address.'] });
  });
});
