/**
 * Loading an archive's rows, in one transaction: either every table is restored or none is. The tables' own
 * triggers are off meanwhile (ALTER TABLE … DISABLE TRIGGER USER, which a table's owner may do, unlike
 * session_replication_role, which needs a superuser): the access log's append-only guard would refuse the
 * truncate, and the change counters would count the restore as edits. Foreign keys stay on: tables load parents
 * first.
 */
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rootCause } from '../db/query-error';
import { tableCounts, tablesInLoadOrder } from './catalog';
import { tableFile, type Manifest } from './manifest';
import { rowsOf } from './sql-rows';

/** Rows per insert, and the most text one insert carries. */
const BATCH_ROWS = 1_000;
const BATCH_CHARS = 4 * 1_048_576;

/** Replaces every table's rows with the archive's (unpacked in `folder`); throws, loading nothing, on a mismatch. */
export async function loadTables(db: Db, manifest: Manifest, folder: string): Promise<number> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const present = await tablesInLoadOrder(t);
    const missing = manifest.tables.find((table) => !present.includes(table.name));
    if (missing) throw new Error(`The database has no table ${missing.name}, which the archive holds.`);
    for (const table of present) await t.execute(sql`alter table ${sql.identifier(table)} disable trigger user`);
    await t.execute(
      sql`truncate ${sql.join(
        present.map((n) => sql.identifier(n)),
        sql`, `,
      )} restart identity cascade`,
    );
    let rows = 0;
    for (const table of manifest.tables)
      rows += await loadTable(t, table.name, path.join(folder, tableFile(table.name)));
    for (const table of present) await t.execute(sql`alter table ${sql.identifier(table)} enable trigger user`);
    await restoreSequences(t, manifest);
    const counts = await tableCounts(
      t,
      manifest.tables.map((table) => table.name),
    );
    const wrong = manifest.tables.find((table) => counts[table.name] !== table.rows);
    if (wrong) {
      throw new Error(
        `Table ${wrong.name} has ${counts[wrong.name]} rows after loading, the manifest says ${wrong.rows}: nothing was restored.`,
      );
    }
    return rows;
  });
}

async function loadTable(db: Db, table: string, file: string): Promise<number> {
  let batch: string[] = [];
  let chars = 0;
  let rows = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const json = `[${batch.join(',')}]`;
    // Identity columns are GENERATED ALWAYS: the archive's ids go in as they were.
    try {
      await db.execute(
        sql`insert into ${sql.identifier(table)} overriding system value
            select * from json_populate_recordset(null::${sql.identifier(table)}, ${json}::json)`,
      );
    } catch (err) {
      // The driver's error carries the whole batch (members' rows) as its parameters: only the database's reason.
      const root = rootCause(err);
      throw new Error(`Loading ${table} failed: ${root instanceof Error ? root.message : String(root)}`);
    }
    rows += batch.length;
    batch = [];
    chars = 0;
  };
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line) continue;
    batch.push(line);
    chars += line.length;
    if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) await flush();
  }
  await flush();
  return rows;
}

/** New rows get fresh ids: every sequence goes on after both its recorded position and the restored rows. */
async function restoreSequences(db: Db, manifest: Manifest): Promise<void> {
  for (const s of manifest.sequences) {
    const [top] = rowsOf<{ max: string | null }>(
      await db.execute(sql`select max(${sql.identifier(s.column)})::text as max from ${sql.identifier(s.table)}`),
    );
    const highest = top?.max == null ? 0n : BigInt(top.max);
    const recorded = s.isCalled ? BigInt(s.lastValue) : BigInt(s.lastValue) - 1n;
    const last = highest > recorded ? highest : recorded;
    const sequence = sql`pg_get_serial_sequence(${`"${s.table}"`}, ${s.column})`;
    if (last < 1n) await db.execute(sql`select setval(${sequence}, 1, false)`);
    else await db.execute(sql`select setval(${sequence}, ${last.toString()}::bigint, true)`);
  }
}
