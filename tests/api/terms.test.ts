import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/context';
import { createUser } from '../../src/server/services/accounts';
import { termsDocuments } from '../../src/server/db/schema';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

/** A member who has not accepted any terms yet (as the operator CLI creates them), signed in. */
async function newcomer(email: string) {
  await createUser(t.rt, { email, password: 'newcomer password', fullName: 'Nina Newcomer' });
  const res = await t.request('POST', 'user/token/', { body: { email, password: 'newcomer password' } });
  return res.json.access as string;
}

describe('GET terms/', () => {
  it('answers the terms in force to anyone', async () => {
    const res = await t.request('GET', 'terms/');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      title: 'FitGroup Terms of Service',
      version: '1.0',
      effective_date: '2026-11-01',
    });
    expect(res.json.content).toContain('Welcome to FitGroup');
    expect(res.json.content_policy).toContain('Be respectful');
  });
});

describe('terms status and acceptance', () => {
  it('is not accepted for a new member, and accepted after POST terms/accept/', async () => {
    const token = await newcomer('terms-new@example.com');
    expect((await t.request('GET', 'terms/status/', { token })).json).toEqual({ has_accepted: false });
    const accept = await t.request('POST', 'terms/accept/', { token });
    expect(accept.status).toBe(200);
    expect((await t.request('GET', 'terms/status/', { token })).json).toEqual({ has_accepted: true });
  });

  it('accepting twice is harmless', async () => {
    const token = await newcomer('terms-twice@example.com');
    expect((await t.request('POST', 'terms/accept/', { token })).status).toBe(200);
    expect((await t.request('POST', 'terms/accept/', { token })).status).toBe(200);
  });

  it('needs a signed-in member', async () => {
    expect((await t.request('GET', 'terms/status/')).status).toBe(401);
    expect((await t.request('POST', 'terms/accept/')).status).toBe(401);
    expect((await t.request('GET', 'terms/status/', { token: 'not.a.token' })).status).toBe(401);
  });

  it('asks again when a new version is published', async () => {
    const m = await t.createMember();
    expect((await t.request('GET', 'terms/status/', { token: m.access })).json.has_accepted).toBe(true);
    await t.rt.db.insert(termsDocuments).values({
      title: 'FitGroup Terms of Service',
      version: '2.0',
      effectiveDate: '2026-12-01',
      content: 'New terms.',
      contentPolicy: null,
    });
    expect((await t.request('GET', 'terms/', {})).json.version).toBe('2.0');
    expect((await t.request('GET', 'terms/status/', { token: m.access })).json.has_accepted).toBe(false);
    await t.request('POST', 'terms/accept/', { token: m.access });
    expect((await t.request('GET', 'terms/status/', { token: m.access })).json.has_accepted).toBe(true);
  });
});
