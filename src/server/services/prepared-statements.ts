import { sql, type Placeholder, type Query, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Runtime } from '../runtime';
import { sessionWasReset } from './access-cache';

/**
 * Hot queries as prepared statements, so the database plans them once instead of on every request (planning a small
 * join costs more than running it). PostgreSQL: node-postgres prepares a named statement on each pooled connection.
 * PGlite (one session; Drizzle does not name its statements there): PREPARE once, then EXECUTE with the values
 * written into the text, as EXECUTE takes no bind parameters. The EXECUTE goes through PGlite's simple query protocol
 * (exec: one message and a sync), not its extended one (query: parse, describe, bind, describe, execute and sync, each
 * a trip into the WebAssembly): a third of the database's time per request. Values are integers, booleans, nulls, or
 * strings written as quoted literals (quoteLiteral).
 */

/** A statement with named placeholders, compiled once, prepared by name on the database. */
export interface PreparedStatement {
  name: string;
  query: Query;
  /** The placeholder names in the order of $1, $2, … */
  params: string[];
}

export type StatementValue = number | string | boolean | null;

/** Compiles a statement written with sql.placeholder(name) for its values. */
export function preparedStatement(name: string, statement: SQL): PreparedStatement {
  const query = new PgDialect().sqlToQuery(statement);
  return { name, query, params: query.params.map((p) => (p as Placeholder).name) };
}

/**
 * A string as a PostgreSQL literal, as node-postgres' escapeLiteral writes it: quotes doubled, and with a backslash
 * in it, the E'' form with backslashes doubled too, so the text reads the same whatever standard_conforming_strings
 * says. NUL cannot be in a PostgreSQL text (refused by the caller).
 */
export function quoteLiteral(value: string): string {
  const quoted = `'${value.replace(/'/g, "''")}'`;
  return value.includes('\\') ? ` E${quoted.replace(/\\/g, '\\\\')}` : quoted;
}

/** A value as EXECUTE's text takes it: an integer, a boolean, null, or a quoted string. */
function literal(statement: PreparedStatement, name: string, value: StatementValue | undefined): string {
  if (value === null) return 'null';
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'string' && !value.includes('\0')) return quoteLiteral(value);
  throw new Error(`${statement.name}: ${name} must be an integer, a boolean, null or a string without NUL`);
}

/** The PGlite client (or transaction) behind a Drizzle handle, whose exec runs the simple query protocol. */
interface PgliteSession {
  client: { exec(query: string): Promise<Array<{ rows: unknown[] }>> };
  logger: { logQuery(query: string, params: unknown[]): void };
}
const sessionOf = (rt: Pick<Runtime, 'db'>): PgliteSession =>
  (rt.db as unknown as { _: { session: PgliteSession } })._.session;

/**
 * The statements prepared (or being prepared) in each embedded database: its one session keeps them. Kept on
 * globalThis: the production server runs two copies of this module on one database (the server bundle for the API,
 * Astro's chunks for the pages' middleware), and both must know what the session already holds.
 */
const REGISTRY = Symbol.for('fitgroup.preparedStatements');
const preparedIn: WeakMap<object, Map<string, Promise<unknown>>> = ((globalThis as Record<symbol, unknown>)[
  REGISTRY
] ??= new WeakMap()) as WeakMap<object, Map<string, Promise<unknown>>>;

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
  const execute = `execute ${statement.name}${args.length > 0 ? `(${args.join(', ')})` : ''}`;
  await prepareOnce(rt, statement);
  const session = sessionOf(rt);
  // Past Drizzle, but through its logger still, like every other query: the statement's name only, never its
  // values (the EXECUTE text carries them as literals: tokens, ids), as Drizzle logs parameters apart.
  const run = async () => {
    session.logger.logQuery(
      `execute ${statement.name}`,
      statement.params.map(() => '[value]'),
    );
    return (await session.client.exec(execute))[0]!.rows as R[];
  };
  try {
    return await run();
  } catch (err) {
    // Someone deallocated it (DISCARD ALL): prepare it again, once. That also ended the access cache's LISTEN.
    if (!isMissingStatement(err)) throw err;
    sessionWasReset(rt);
    preparedIn.get(rt.database)?.delete(statement.name);
    await prepareOnce(rt, statement);
    return await run();
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
