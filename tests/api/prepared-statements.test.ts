import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../helpers/context';
import { preparedStatement, runPrepared } from '../../src/server/services/prepared-statements';

describe('prepared statements', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the same rows as the statement run directly, with its values', async () => {
    const statement = preparedStatement('test_sum', sql`select ${sql.placeholder('a')}::int + ${sql.placeholder('b')}::int as sum`);
    expect(await runPrepared(t.rt, statement, { a: 2, b: 3 })).toEqual([{ sum: 5 }]);
    expect(await runPrepared(t.rt, statement, { a: 40, b: 2 })).toEqual([{ sum: 42 }]);
  });

  it('uses a statement another copy of the module already prepared in the session, instead of failing', async () => {
    // The production server runs the API from its bundle and the pages from Astro's chunks: two copies of the
    // module, one embedded database session.
    if (t.rt.database.kind === 'pglite') await t.rt.db.execute(sql.raw('prepare test_elsewhere as select 7 as seven'));
    const statement = preparedStatement('test_elsewhere', sql`select 7 as seven`);
    expect(await runPrepared(t.rt, statement, {})).toEqual([{ seven: 7 }]);
  });

  it('refuses a value that would need quoting on the embedded database', async () => {
    const statement = preparedStatement('test_echo', sql`select ${sql.placeholder('v')}::text as v`);
    if (t.rt.database.kind === 'pglite') {
      await expect(runPrepared(t.rt, statement, { v: "x'; drop table users; --" })).rejects.toThrow(/plain token/);
    } else {
      expect(await runPrepared(t.rt, statement, { v: "it's" })).toEqual([{ v: "it's" }]);
    }
  });
});
