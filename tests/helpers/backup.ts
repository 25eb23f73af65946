/**
 * What the backup tests compare: every table's rows (a count and a checksum of their text, in one order whatever
 * the database's collation), and a runtime opened on a restored DATA_DIR or database.
 */
import { mkdtempSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig, type Config } from '../../src/server/config';
import type { Db } from '../../src/server/db/client';
import { createRuntime, type Runtime } from '../../src/server/runtime';
import { tablesInLoadOrder } from '../../src/server/backup/catalog';
import { createLogger } from '../../src/server/log';

export const TEST_SECRET = 'test-secret-key-test-secret-key-0123456789';

/** The configuration of a DATA_DIR inside `work` (PGlite), or of PostgreSQL at `databaseUrl`. */
export function freshConfig(work: string, databaseUrl: string | null = null, env: Record<string, string> = {}): Config {
  return loadConfig({
    DATA_DIR: mkdtempSync(path.join(work, 'data-')),
    REQUIRE_STAFF_2FA: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
}

/** A runtime on `config` whose log goes nowhere. */
export function openRuntime(config: Config): Promise<Runtime> {
  return createRuntime({ config, log: createLogger({ destination: { write: () => undefined }, level: 'silent' }) });
}

/** Per table: its rows and an md5 of their JSON text, sorted byte-wise. */
export async function tableChecksums(db: Db): Promise<Record<string, { rows: number; md5: string }>> {
  const result: Record<string, { rows: number; md5: string }> = {};
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.execute(sql`set local timezone = 'UTC'`);
    for (const table of await tablesInLoadOrder(t)) {
      const answer = (await t.execute(
        sql`select count(*)::int as rows, md5(coalesce(string_agg(row_to_json(x)::text, E'\n'
              order by row_to_json(x)::text collate "C"), '')) as md5 from ${sql.identifier(table)} x`,
      )) as unknown as { rows: Array<{ rows: number; md5: string }> };
      result[table] = answer.rows[0]!;
    }
    return result;
  });
}
