import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../helpers/context';
import { rateLimits } from '../../src/server/db/schema';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

describe('after an account is deleted', () => {
  it("no rate-limit counter still names the member's email", async () => {
    const leaver = await t.createMember({ email: 'traces@example.com' });
    await t.request('GET', 'user/password-reset/traces@example.com/');
    await t.request('POST', 'user/token/', { body: { email: 'TRACES@example.com', password: 'wrong password' } });
    const stayer = await t.createMember({ email: 'stays@example.com' });
    const naming = (email: string) =>
      t.rt.db
        .select()
        .from(rateLimits)
        .where(like(rateLimits.key, `%${email}%`));
    expect((await naming('traces@example.com')).length).toBe(2);

    const res = await t.request('POST', 'user/delete-account/', {
      token: leaver.access,
      body: { confirmation: 'DELETE MY ACCOUNT', email: leaver.email, password: leaver.password },
    });
    expect(res.status).toBe(200);
    expect(await naming('traces@example.com')).toEqual([]);
    // Other members' counters stay.
    expect((await naming(stayer.email)).length).toBe(1);
  });
});
