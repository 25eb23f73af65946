/**
 * The database a restore writes to, opened without the server's automatic migration: it must first be brought to
 * the archive's schema version exactly (the rows fit that schema), and only after loading to the newest one.
 */
import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import * as schema from '../db/schema';
import { MIGRATIONS_DIR, type Db } from '../db/client';
import { tableCounts, tablesInLoadOrder } from './catalog';
import { migrationsUpTo, schemaVersionOf, type SchemaVersion } from './schema-version';

export interface RestoreTarget {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where it is, for messages: DATA_DIR/db or the database's name. */
  where: string;
  /** Applies the migrations of `folder` (the full set when omitted). */
  migrate(folder?: string): Promise<void>;
  /** Removes every table and migration record, leaving a database as new. */
  wipe(): Promise<void>;
  /** Other clients connected to the same database (PostgreSQL); PGlite's folder lock already keeps them out. */
  otherSessions(): Promise<number>;
  close(): Promise<void>;
}

/** The server seeds its default terms into any new database: a database with only those holds no data. */
const SEEDED_TABLES = new Set(['terms_documents']);

export async function openTarget(config: { databaseUrl: string | null; dataDir: string }): Promise<RestoreTarget> {
  return config.databaseUrl
    ? openPostgresTarget(config.databaseUrl)
    : openPgliteTarget(path.join(config.dataDir, 'db'));
}

async function openPostgresTarget(url: string): Promise<RestoreTarget> {
  const pg = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  const db = drizzle({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    where: `database ${new URL(url).pathname.slice(1)}`,
    migrate: (folder = MIGRATIONS_DIR) => migrate(db as never, { migrationsFolder: folder }),
    async wipe() {
      await db.execute(sql`drop schema if exists drizzle cascade`);
      await db.execute(sql`drop schema if exists public cascade`);
      await db.execute(sql`create schema public`);
    },
    async otherSessions() {
      const [row] = (
        (await db.execute(
          sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
        )) as unknown as { rows: Array<{ n: number }> }
      ).rows;
      return row?.n ?? 0;
    },
    close: () => client.end(),
  };
}

async function openPgliteTarget(dir: string): Promise<RestoreTarget> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let client = new PGlite(dir);
  const target: RestoreTarget = {
    db: drizzle({ client, schema }) as unknown as Db,
    kind: 'pglite',
    where: dir,
    migrate: (folder = MIGRATIONS_DIR) => migrate(target.db as never, { migrationsFolder: folder }),
    async wipe() {
      // The restore holds DATA_DIR's lock: nobody else has the folder open.
      await client.close();
      await rm(dir, { recursive: true, force: true });
      client = new PGlite(dir);
      target.db = drizzle({ client, schema }) as unknown as Db;
    },
    otherSessions: async () => 0,
    async close() {
      if (!client.closed) await client.close();
    },
  };
  await client.waitReady;
  return target;
}

/** Rows in the target's tables, the server's seeded ones aside; 0 for a new database. */
export async function rowsHeld(db: Db): Promise<number> {
  if (!(await schemaVersionOf(db))) return 0;
  const tables = (await tablesInLoadOrder(db)).filter((t) => !SEEDED_TABLES.has(t));
  return Object.values(await tableCounts(db, tables)).reduce((a, b) => a + b, 0);
}

/** Brings the target to exactly `version`: wiped when it is at any other one, then migrated up to it. */
export async function prepareSchema(target: RestoreTarget, version: SchemaVersion): Promise<void> {
  const current = await schemaVersionOf(target.db);
  if (current && current.when !== version.when) await target.wipe();
  const upTo = migrationsUpTo(version);
  try {
    await target.migrate(upTo.folder);
  } finally {
    upTo.cleanup();
  }
}

/** Whether a folder exists and has any file in it (at any depth). */
export async function holdsFiles(folder: string): Promise<boolean> {
  if (!existsSync(folder)) return false;
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.some((e) => e.isFile());
}
