/**
 * The database part of a backup: every application table as JSON lines (one `row_to_json` per row, in the text
 * PostgreSQL itself writes), read inside one REPEATABLE READ, READ ONLY transaction so that every table is the
 * same instant. The same SQL runs on PGlite and PostgreSQL, and the lines load back with json_populate_recordset
 * on either: an embedded install moves to a PostgreSQL server and back through the same archive.
 */
import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';
import { isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { profiles, weeklyLogs } from '../db/schema';
import { sequenceStates, tablesInLoadOrder, type SequenceState } from './catalog';
import { tableFile } from './manifest';
import { schemaVersionOf, type SchemaVersion } from './schema-version';
import { rowsOf } from './sql-rows';

/** Rows fetched per round trip: big enough that a large table takes few trips, small enough to hold in memory. */
const FETCH_ROWS = 2_000;

export interface DatabaseDump {
  schema: SchemaVersion;
  tables: Array<{ name: string; rows: number }>;
  sequences: SequenceState[];
  /** The storage keys of every picture the snapshot refers to. */
  pictureKeys: string[];
}

/** Writes db/<table>.jsonl under `folder` for every table; answers what it wrote. */
export async function dumpDatabase(db: Db, folder: string): Promise<DatabaseDump> {
  await mkdir(path.join(folder, 'db'), { recursive: true });
  return db.transaction(
    async (tx) => {
      const t = tx as unknown as Db;
      // A backup of a large database outlasts the pool's statement timeout; UTC makes the archive's times read
      // the same whichever server's time zone wrote them.
      await t.execute(sql`set local statement_timeout = 0`);
      await t.execute(sql`set local timezone = 'UTC'`);
      const schema = await schemaVersionOf(t);
      if (!schema) throw new Error('The database has no migrations applied: there is nothing to back up.');
      const tables: DatabaseDump['tables'] = [];
      for (const name of await tablesInLoadOrder(t)) {
        tables.push({ name, rows: await dumpTable(t, name, path.join(folder, tableFile(name))) });
      }
      const sequences = await sequenceStates(t);
      const pictureKeys = await pictureKeysOf(t);
      return { schema, tables, sequences, pictureKeys };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function dumpTable(db: Db, table: string, file: string): Promise<number> {
  const out = await open(file, 'w', 0o600);
  let rows = 0;
  try {
    await db.execute(
      sql`declare backup_rows no scroll cursor for select row_to_json(t)::text as line from ${sql.identifier(table)} t`,
    );
    for (;;) {
      const batch = rowsOf<{ line: string }>(await db.execute(sql.raw(`fetch ${FETCH_ROWS} from backup_rows`)));
      if (batch.length === 0) break;
      await out.write(`${batch.map((r) => r.line).join('\n')}\n`);
      rows += batch.length;
    }
    await db.execute(sql`close backup_rows`);
  } finally {
    await out.close();
  }
  return rows;
}

async function pictureKeysOf(db: Db): Promise<string[]> {
  const avatars = await db.select({ key: profiles.imageKey }).from(profiles).where(isNotNull(profiles.imageKey));
  const progress = await db
    .select({ key: weeklyLogs.progressPictureKey })
    .from(weeklyLogs)
    .where(isNotNull(weeklyLogs.progressPictureKey));
  return [...new Set([...avatars, ...progress].map((r) => r.key!))].sort();
}
