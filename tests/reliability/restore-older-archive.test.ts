import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createScratchDatabase } from '../helpers/context';
import { freshConfig, openRuntime } from '../helpers/backup';
import { takeBackup } from '../../src/server/backup/backup';
import { restoreBackup } from '../../src/server/backup/restore';
import { knownMigrations, migrationsUpTo, schemaVersionOf } from '../../src/server/backup/schema-version';
import type { Database, Db } from '../../src/server/db/client';
import * as schema from '../../src/server/db/schema';
import { systemClock } from '../../src/server/clock';
import { localStorage } from '../../src/server/storage/local';
import type { Runtime } from '../../src/server/runtime';

// An archive taken by an older FitGroup holds rows of an older schema: the restore loads them into that schema,
// then applies the newer migrations, as a server start would have.

let work: string;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let archive: string;
let restored: Runtime | null = null;
const older = knownMigrations().at(-2)!;
const newest = knownMigrations().at(-1)!;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'fitgroup-older-archive-'));
  scratch = await createScratchDatabase();
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new PGlite();
  const db = drizzle({ client, schema }) as unknown as Db;
  const upTo = migrationsUpTo({ migration: older.tag, when: older.when });
  await migrate(db as never, { migrationsFolder: upTo.folder });
  upTo.cleanup();
  await db.execute(
    sql`insert into users (email, password_hash, full_name) values ('old@example.com', 'x', 'Olga Older')`,
  );
  const config = freshConfig(work);
  const database = { db, kind: 'pglite' } as unknown as Database;
  archive = path.join(work, 'older.tar.gz');
  await takeBackup(
    { db, database, config, clock: systemClock, storage: localStorage(path.join(config.dataDir, 'uploads')) },
    archive,
    () => undefined,
  );
  await client.close();
}, 120_000);

afterAll(async () => {
  await restored?.database.close();
  await scratch?.drop();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('a restore of an archive from an older schema', { timeout: 180_000 }, () => {
  it('loads its rows, then migrates them to the newest schema', async () => {
    const config = freshConfig(work, scratch.url);
    const lines: string[] = [];
    await restoreBackup(config, archive, { force: false }, (line) => lines.push(line));
    expect(lines).toContain(`Schema: migrated from ${older.tag} to ${newest.tag}`);
    restored = await openRuntime(config);
    expect((await schemaVersionOf(restored.db))?.migration).toBe(newest.tag);
    const [olga] = await restored.db.select().from(schema.users).where(eq(schema.users.email, 'old@example.com'));
    expect(olga?.fullName).toBe('Olga Older');
    await restored.database.close();
    restored = null;

    // The same target now holds data: refused, then replaced with --force.
    await expect(restoreBackup(config, archive, { force: false }, () => undefined)).rejects.toThrow(
      /The target holds data .*give --force to replace it/,
    );
    await restoreBackup(config, archive, { force: true }, () => undefined);
    restored = await openRuntime(config);
    expect(await restored.db.select().from(schema.users)).toHaveLength(1);
  });
});
