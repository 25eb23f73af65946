import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/context';
import { openDatabase } from '../../src/server/db/client';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

describe('the API root', () => {
  it('names the API and its version', async () => {
    const res = await t.request('GET', '/api/v1/');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ name: 'FitGroup API', version: 'v1' });
  });

  it('answers with and without the trailing slash', async () => {
    expect((await t.request('GET', '/api/v1')).status).toBe(200);
    expect((await t.request('GET', 'health/')).status).toBe(200);
  });

  it('answers unknown paths with a 404 detail', async () => {
    const res = await t.request('GET', 'no/such/thing/');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ detail: 'Not found.' });
  });

  it('refuses malformed JSON with a 400 and no stack trace', async () => {
    const res = await t.request('POST', 'user/token/', { body: '{"email": ', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ detail: 'Malformed JSON.' });
    expect(res.text).not.toMatch(/at .*\.ts/);
  });
});

describe('health', () => {
  it('is 200 while the database answers', async () => {
    const res = await t.request('GET', 'health');
    expect(res.status).toBe(200);
    expect(res.json.database).toBe('reachable');
  });

  it('is 503 once the database is closed', async () => {
    const other = await (await import('../helpers/context')).createTestContext();
    await other.rt.database.close();
    const res = await other.request('GET', 'health');
    expect(res.status).toBe(503);
    expect(res.json.database).toBe('unreachable');
    await other.close();
  });
});

describe('migrations', () => {
  it('apply on an empty database and a second start changes nothing', async () => {
    const url = process.env['DATABASE_URL'] ? t.config.databaseUrl : null;
    const first = await openDatabase({ url, dir: url ? null : `${t.dataDir}/db-twice` });
    await first.close();
    const second = await openDatabase({ url, dir: url ? null : `${t.dataDir}/db-twice` });
    await second.ping();
    await second.close();
  });

  it('seeds the default terms once', async () => {
    const { termsDocuments } = await import('../../src/server/db/schema');
    const { seedDefaultTerms } = await import('../../src/server/services/terms');
    await seedDefaultTerms(t.rt.db);
    const rows = await t.rt.db.select().from(termsDocuments);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.version).toBe('1.0');
    expect(rows[0]!.contentPolicy).toBeTruthy();
  });
});
