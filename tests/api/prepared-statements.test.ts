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
    const statement = preparedStatement(
      'test_sum',
      sql`select ${sql.placeholder('a')}::int + ${sql.placeholder('b')}::int as sum`,
    );
    expect(await runPrepared(t.rt, statement, { a: 2, b: 3 })).toEqual([{ sum: 5 }]);
    expect(await runPrepared(t.rt, statement, { a: 40, b: 2 })).toEqual([{ sum: 42 }]);
  });

  // Embedded only: on PostgreSQL Drizzle's own prepared statements log their parameters like every query does.
  it.skipIf(Boolean(process.env['DATABASE_URL']))(
    'are logged by name, never with their values (a token check carries the token)',
    async () => {
      const session = (
        t.rt.db as unknown as { _: { session: { logger: { logQuery(q: string, p: unknown[]): void } } } }
      )._.session;
      const original = session.logger;
      const logged: unknown[] = [];
      session.logger = { logQuery: (query, params) => void logged.push(query, ...params) };
      try {
        const statement = preparedStatement('test_secret', sql`select ${sql.placeholder('v')}::text as v`);
        expect(await runPrepared(t.rt, statement, { v: 'secret-token-value' })).toEqual([{ v: 'secret-token-value' }]);
      } finally {
        session.logger = original;
      }
      expect(JSON.stringify(logged)).not.toContain('secret-token-value');
    },
  );

  it('uses a statement another copy of the module already prepared in the session, instead of failing', async () => {
    // The production server runs the API from its bundle and the pages from Astro's chunks: two copies of the
    // module, one embedded database session.
    if (t.rt.database.kind === 'pglite') await t.rt.db.execute(sql.raw('prepare test_elsewhere as select 7 as seven'));
    const statement = preparedStatement('test_elsewhere', sql`select 7 as seven`);
    expect(await runPrepared(t.rt, statement, {})).toEqual([{ seven: 7 }]);
  });

  it('takes any text as a value, quoted so that it stays a value: quotes, backslashes, newlines and other scripts', async () => {
    const statement = preparedStatement('test_echo', sql`select ${sql.placeholder('v')}::text as v`);
    const values = [
      "x'; drop table users; --",
      "it's",
      String.raw`back\slash \' E\'`,
      'two\nlines\tand tabs',
      'Ünïcödé 🏋️ ’',
      '',
      '$1 $$ $tag$ ); select 1; --',
    ];
    for (const v of values) expect(await runPrepared(t.rt, statement, { v })).toEqual([{ v }]);
  });

  it('takes integers, booleans and null, and refuses text with NUL and numbers that are not integers', async () => {
    const statement = preparedStatement(
      'test_kinds',
      sql`select ${sql.placeholder('n')}::int as n, ${sql.placeholder('b')}::boolean as b, ${sql.placeholder('z')}::text as z`,
    );
    expect(await runPrepared(t.rt, statement, { n: -7, b: true, z: null })).toEqual([{ n: -7, b: true, z: null }]);
    if (t.rt.database.kind === 'pglite') {
      await expect(runPrepared(t.rt, statement, { n: 1.5, b: false, z: null })).rejects.toThrow(/integer/);
      await expect(runPrepared(t.rt, statement, { n: 1, b: false, z: 'a\u0000b' })).rejects.toThrow(/NUL/);
    }
  });
});
