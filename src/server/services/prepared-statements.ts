import { sql, type Placeholder, type Query, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Runtime } from '../runtime';

/**
 * Hot queries as prepared statements, so the database plans them once instead of on every request (planning a small
 * join costs more than running it). PostgreSQL: node-postgres prepares a named statement on each pooled connection.
 * PGlite (one session; Drizzle does not name its statements there): PREPARE once, then EXECUTE with the values
 * written into the text, as EXECUTE takes no bind parameters; so only integers and plain tokens (ids, UUIDs, ISO
 * timestamps) are accepted as values, nothing that would need quoting.
 */

/** A statement with named placeholders, compiled once, prepared by name on the database. */
export interface PreparedStatement {
  name: string;
  query: Query;
  /** The placeholder names in the order of $1, $2, … */
  params: string[];
}

export type StatementValue = number | string;

/** Compiles a statement written with sql.placeholder(name) for its values. */
export function preparedStatement(name: string, statement: SQL): PreparedStatement {
  const query = new PgDialect().sqlToQuery(statement);
  return { name, query, params: query.params.map((p) => (p as Placeholder).name) };
}

/** A value PGlite's EXECUTE can take as written: an integer, or a quoted token that needs no escaping. */
const PLAIN_TOKEN = /^[\w.:+-]{1,64}$/;

function literal(statement: PreparedStatement, name: string, value: StatementValue | undefined): string {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value === 'string' && PLAIN_TOKEN.test(value)) return `'${value}'`;
  throw new Error(`${statement.name}: ${name} must be an integer or a plain token`);
}

/**
 * The statements prepared (or being prepared) in each embedded database: its one session keeps them. Kept on
 * globalThis: the production server runs two copies of this module on one database (the server bundle for the API,
 * Astro's chunks for the pages' middleware), and both must know what the session already holds.
 */
const REGISTRY = Symbol.for('fitgroup.preparedStatements');
const preparedIn: WeakMap<object, Map<string, Promise<unknown>>> = ((globalThis as Record<symbol, unknown>)[REGISTRY] ??=
  new WeakMap()) as WeakMap<object, Map<string, Promise<unknown>>>;

/**
 * Runs a prepared statement and answers its rows as the driver gives them (column names as written, no mapping).
 * `rt.db` may be a transaction: on PGlite the statement lives in the session, whichever handle runs it.
 */
export async function runPrepared<R>(
  rt: Pick<Runtime, 'db' | 'database'>,
  statement: PreparedStatement,
  values: Record<string, StatementValue | undefined>,
): Promise<R[]> {
  if (rt.database.kind === 'postgres') {
    const prepared = rt.db._.session.prepareQuery(statement.query, undefined, statement.name, false);
    return ((await prepared.execute(values)) as { rows: R[] }).rows;
  }
  const args = statement.params.map((name) => literal(statement, name, values[name]));
  const execute = sql.raw(`execute ${statement.name}${args.length > 0 ? `(${args.join(', ')})` : ''}`);
  await prepareOnce(rt, statement);
  try {
    return ((await rt.db.execute(execute)) as unknown as { rows: R[] }).rows;
  } catch (err) {
    // Someone deallocated it (DISCARD ALL): prepare it again, once.
    if (!isMissingStatement(err)) throw err;
    preparedIn.get(rt.database)?.delete(statement.name);
    await prepareOnce(rt, statement);
    return ((await rt.db.execute(execute)) as unknown as { rows: R[] }).rows;
  }
}

/** PREPAREs a statement in an embedded database unless it is (being) prepared: concurrent first requests share it. */
function prepareOnce(rt: Pick<Runtime, 'db' | 'database'>, statement: PreparedStatement): Promise<unknown> {
  let statements = preparedIn.get(rt.database);
  if (!statements) preparedIn.set(rt.database, (statements = new Map()));
  let preparing = statements.get(statement.name);
  if (!preparing) {
    // Drizzle's query runs on every then(): this promise runs it once.
    preparing = Promise.resolve(rt.db.execute(sql.raw(`prepare ${statement.name} as ${statement.query.sql}`))).catch(
      (err: unknown) => {
        // Already in the session (prepared by a copy of this module that does not share the registry): usable.
        if (!isDuplicateStatement(err)) throw err;
      },
    );
    preparing.catch(() => statements.delete(statement.name));
    statements.set(statement.name, preparing);
  }
  return preparing;
}

/** invalid_sql_statement_name: no prepared statement by that name. */
const isMissingStatement = (err: unknown): boolean =>
  (err as { code?: unknown })?.code === '26000' || (err as { cause?: { code?: unknown } })?.cause?.code === '26000';

/** duplicate_prepared_statement: the session already holds a statement by that name. */
const isDuplicateStatement = (err: unknown): boolean =>
  (err as { code?: unknown })?.code === '42P05' || (err as { cause?: { code?: unknown } })?.cause?.code === '42P05';
