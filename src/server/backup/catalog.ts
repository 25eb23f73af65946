/**
 * The tables a backup holds, read from the database's own catalog rather than from db/schema.ts: an archive then
 * holds every table of the schema it was taken at, including ones a later version dropped or renamed.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from './sql-rows';

/** A column whose values come from a sequence (identity columns): restored to go on after the restored rows. */
export interface SequenceState {
  table: string;
  column: string;
  lastValue: string;
  isCalled: boolean;
}

/**
 * The application's tables (schema public), parents before children: rows load in this order without any
 * foreign key failing. Ties are broken by name, so the order is the same on PGlite and PostgreSQL.
 */
export async function tablesInLoadOrder(db: Db): Promise<string[]> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by 1`),
  ).map((r) => r.name);
  const edges = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`
      select ch.relname as child, pa.relname as parent from pg_constraint k
        join pg_class ch on ch.oid = k.conrelid join pg_class pa on pa.oid = k.confrelid
        join pg_namespace n on n.oid = ch.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and ch.oid <> pa.oid`),
  );
  const parents = new Map<string, Set<string>>(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of edges) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((t) => !placed.has(t) && [...parents.get(t)!].every((p) => placed.has(p)));
    // A cycle of foreign keys (none today): the rest in name order, and the load reports the failing key.
    const next = ready.length > 0 ? ready : tables.filter((t) => !placed.has(t));
    for (const t of next) {
      ordered.push(t);
      placed.add(t);
    }
  }
  return ordered;
}

/** Every sequence-backed column of the application's tables, with the sequence's position. */
export async function sequenceStates(db: Db): Promise<SequenceState[]> {
  const columns = rowsOf<{ table: string; column: string; sequence: string }>(
    await db.execute(sql`
      select table_name as "table", column_name as "column",
             pg_get_serial_sequence(format('%I', table_name), column_name) as "sequence"
      from information_schema.columns
      where table_schema = 'public' and pg_get_serial_sequence(format('%I', table_name), column_name) is not null
      order by 1, 2`),
  );
  const states: SequenceState[] = [];
  for (const c of columns) {
    const [state] = rowsOf<{ last_value: string; is_called: boolean }>(
      await db.execute(sql`select last_value::text as last_value, is_called from ${sql.raw(c.sequence)}`),
    );
    states.push({ table: c.table, column: c.column, lastValue: state!.last_value, isCalled: state!.is_called });
  }
  return states;
}

/** Rows per table. */
export async function tableCounts(db: Db, tables: readonly string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = rowsOf<{ n: string }>(
      await db.execute(sql`select count(*)::text as n from ${sql.identifier(table)}`),
    );
    counts[table] = Number(row!.n);
  }
  return counts;
}
