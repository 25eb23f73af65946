import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

describe('logging out', () => {
  it('refuses the access token of the logged-out session at once', async () => {
    const m = await t.createMember();
    expect((await t.request('GET', 'user/', { token: m.access })).status).toBe(200);
    expect((await t.request('POST', 'user/logout/', { body: { refresh: m.refresh } })).status).toBe(204);
    const after = await t.request('GET', 'user/profile/', { token: m.access });
    expect(after.status).toBe(401);
    expect((await t.request('POST', 'user/token/refresh/', { body: { refresh: m.refresh } })).status).toBe(401);
  });

  it('ends only that session: the member stays signed in on another device', async () => {
    const m = await t.createMember();
    const phone = await t.request('POST', 'user/token/', { body: { email: m.email, password: m.password } });
    await t.request('POST', 'user/logout/', { body: { refresh: m.refresh } });
    expect((await t.request('GET', 'user/', { token: phone.json.access })).status).toBe(200);
  });

  it('also ends the access tokens issued by later refreshes of that session', async () => {
    const m = await t.createMember();
    const refreshed = await t.request('POST', 'user/token/refresh/', { body: { refresh: m.refresh } });
    await t.request('POST', 'user/logout/', { body: { refresh: refreshed.json.refresh } });
    expect((await t.request('GET', 'user/', { token: refreshed.json.access })).status).toBe(401);
    expect((await t.request('GET', 'user/', { token: m.access })).status).toBe(401);
  });
});

describe('two tabs refreshing at once', () => {
  it('get the same new pair within the grace window instead of revoking each other', async () => {
    const m = await t.createMember();
    const [a, b] = await Promise.all([
      t.request('POST', 'user/token/refresh/', { body: { refresh: m.refresh } }),
      t.request('POST', 'user/token/refresh/', { body: { refresh: m.refresh } }),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.json).toEqual(a.json);
    t.clock.set(new Date(t.clock.now().getTime() + 20_000));
    const late = await t.request('POST', 'user/token/refresh/', { body: { refresh: m.refresh } });
    expect(late.json).toEqual(a.json);
    expect((await t.request('GET', 'user/', { token: a.json.access })).status).toBe(200);
    // The session goes on: the new refresh token rotates as usual.
    expect((await t.request('POST', 'user/token/refresh/', { body: { refresh: a.json.refresh } })).status).toBe(200);
  });

  it('but a token replayed after the window is taken as stolen, and the session ends', async () => {
    const m = await t.createMember();
    const first = await t.request('POST', 'user/token/refresh/', { body: { refresh: m.refresh } });
    t.clock.set(new Date(t.clock.now().getTime() + 31_000));
    expect((await t.request('POST', 'user/token/refresh/', { body: { refresh: m.refresh } })).status).toBe(401);
    expect((await t.request('GET', 'user/', { token: first.json.access })).status).toBe(401);
    expect((await t.request('POST', 'user/token/refresh/', { body: { refresh: first.json.refresh } })).status).toBe(
      401,
    );
  });
});
