import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { createScratchDatabase, createTestContext, type TestContext } from '../helpers/context';
import { openDatabase, type Database } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';

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
    expect(res.json).toEqual({ detail: 'Not found.', code: 'not_found' });
  });

  it('refuses malformed JSON with a 400 and no stack trace', async () => {
    const res = await t.request('POST', 'user/token/', {
      body: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
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
    // A database of its own, empty: a new PostgreSQL database, or a new PGlite folder.
    const scratch = await createScratchDatabase();
    const options = { url: scratch.url, dir: scratch.url ? null : `${t.dataDir}/db-twice` };
    const journal = JSON.parse(readFileSync('drizzle/meta/_journal.json', 'utf8')) as { entries: unknown[] };
    const applied = async (database: Database) =>
      Number(
        (
          (await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0]!.n,
      );
    try {
      const first = await openDatabase(options);
      expect(await applied(first)).toBe(journal.entries.length);
      await first.db
        .insert(users)
        .values({ email: 'kept@example.com', passwordHash: 'x', fullName: 'Kept Across Starts' });
      await first.close();

      const second = await openDatabase(options);
      expect(await applied(second)).toBe(journal.entries.length);
      expect(await second.db.select({ email: users.email }).from(users)).toEqual([{ email: 'kept@example.com' }]);
      await second.close();
    } finally {
      await scratch.drop();
    }
    // A new cluster on disk (PGlite's initdb) and every migration: the slowest start there is, on a busy machine.
  }, 90_000);

  it('seeds the default terms once', async () => {
    const { termsDocuments } = await import('../../src/server/db/schema');
    const { seedDefaultTerms } = await import('../../src/server/db/default-terms');
    await seedDefaultTerms(t.rt.db);
    const rows = await t.rt.db.select().from(termsDocuments);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.version).toBe('1.0');
    expect(rows[0]!.contentPolicy).toBeTruthy();
  });
});
