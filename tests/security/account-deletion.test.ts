import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../helpers/context';
import { users } from '../../src/server/db/schema';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

const exists = async (id: number) => (await t.rt.db.select().from(users).where(eq(users.id, id))).length === 1;

describe('deleting an account with a stolen access token', () => {
  it('is refused without the password', async () => {
    const m = await t.createMember();
    const res = await t.request('POST', 'user/delete-account/', {
      token: m.access,
      body: { confirmation: 'DELETE MY ACCOUNT', email: m.email },
    });
    expect(res.status).toBe(400);
    expect(await exists(m.id)).toBe(true);
  });

  it("is refused with a wrong password: 'Password is incorrect.'", async () => {
    const m = await t.createMember();
    const res = await t.request('POST', 'user/delete-account/', {
      token: m.access,
      body: { confirmation: 'DELETE MY ACCOUNT', email: m.email, password: 'a guess' },
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ detail: 'Password is incorrect.', code: 'wrong_password' });
    expect(await exists(m.id)).toBe(true);
  });

  it('cannot be turned into a password oracle: the sixth wrong try in 15 minutes gets 429', async () => {
    const m = await t.createMember();
    const attempt = (password: string) =>
      t.request('POST', 'user/delete-account/', {
        token: m.access,
        body: { confirmation: 'DELETE MY ACCOUNT', email: m.email, password },
      });
    for (let i = 0; i < 5; i++) expect((await attempt(`guess ${i}`)).status).toBe(400);
    expect((await attempt(m.password)).status).toBe(429);
    expect(await exists(m.id)).toBe(true);
  });

  it('goes through with the phrase, the email and the right password', async () => {
    const m = await t.createMember();
    const res = await t.request('POST', 'user/delete-account/', {
      token: m.access,
      body: { confirmation: 'delete my account', email: m.email, password: m.password },
    });
    expect(res.status).toBe(200);
    expect(await exists(m.id)).toBe(false);
  });
});
