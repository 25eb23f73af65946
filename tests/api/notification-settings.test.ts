import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/context';

let t: TestContext;

const ALL_ON = { email_coach_feedback: true, email_messages: true, email_comments: true };

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

describe('GET user/notification-settings/', () => {
  it('answers the defaults to a member who never chose: answers and messages mailed, comments not', async () => {
    const m = await t.createMember();
    const res = await t.request('GET', 'user/notification-settings/', { token: m.access });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ email_coach_feedback: true, email_messages: true, email_comments: false });
  });

  it('needs a sign-in', async () => {
    expect((await t.request('GET', 'user/notification-settings/')).status).toBe(401);
    expect((await t.request('PUT', 'user/notification-settings/', { body: ALL_ON })).status).toBe(401);
  });
});

describe('PUT user/notification-settings/', () => {
  it('stores the three choices and answers them, for this member only', async () => {
    const m = await t.createMember();
    const other = await t.createMember();
    const chosen = { email_coach_feedback: false, email_messages: true, email_comments: true };
    const res = await t.request('PUT', 'user/notification-settings/', { token: m.access, body: chosen });
    expect(res.status).toBe(200);
    expect(res.json).toEqual(chosen);
    expect((await t.request('GET', 'user/notification-settings/', { token: m.access })).json).toEqual(chosen);
    expect((await t.request('GET', 'user/notification-settings/', { token: other.access })).json.email_comments).toBe(
      false,
    );
    const again = { email_coach_feedback: true, email_messages: false, email_comments: false };
    expect((await t.request('PUT', 'user/notification-settings/', { token: m.access, body: again })).json).toEqual(
      again,
    );
  });

  it('refuses a missing or non-boolean choice, field by field', async () => {
    const m = await t.createMember();
    const res = await t.request('PUT', 'user/notification-settings/', {
      token: m.access,
      body: { email_coach_feedback: 'yes', email_messages: true },
    });
    expect(res.status).toBe(400);
    expect(
      Object.keys(res.json)
        .filter((k) => k !== 'codes')
        .sort(),
    ).toEqual(['email_coach_feedback', 'email_comments']);
    expect((await t.request('GET', 'user/notification-settings/', { token: m.access })).json.email_messages).toBe(true);
  });
});
