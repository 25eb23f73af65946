import type { Runtime } from '../../src/server/runtime';

/** Counts the SQL statements Drizzle sends on `rt`'s database while `work` runs (works on PGlite and on PostgreSQL). */
export async function countQueries(rt: Pick<Runtime, 'db'>, work: () => Promise<unknown>): Promise<number> {
  const session = (rt.db as unknown as { session: { logger: { logQuery(q: string, p: unknown[]): void } } }).session;
  const original = session.logger;
  let count = 0;
  session.logger = { logQuery: () => void count++ };
  try {
    await work();
  } finally {
    session.logger = original;
  }
  return count;
}
