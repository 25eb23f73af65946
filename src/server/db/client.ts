import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { isDatabaseUnavailable } from './availability';
import { connectMarkingClient, outageSafePool } from './postgres-pool';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The open database with what the server needs around it. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Resolves when a trivial query answers; rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL's pool, for the metrics: connections open, idle, and checkouts waiting. PGlite has no pool. */
  connections?(): PoolCounts;
}

export interface PoolCounts {
  open: number;
  idle: number;
  waiting: number;
  max: number;
}

/** How long an embedded database's answered ping stands for the next ones. */
const PING_REUSE_MS = 1_000;

export const MIGRATIONS_DIR = path.resolve(process.cwd(), 'drizzle');

/**
 * Opens PostgreSQL when a URL is given, else PGlite in `dir` (or in memory when `dir` is null, starting from `image`
 * when given: a data folder PGlite dumped), and migrates it.
 */
export async function openDatabase(options: {
  url: string | null;
  dir: string | null;
  image?: Blob;
}): Promise<Database> {
  const database = options.url ? await openPostgres(options.url) : await openPglite(options.dir, options.image);
  return database;
}

/**
 * PGlite's postgres keeps its buffer cache inside the WebAssembly heap and touches all of it at start: the default
 * (128 MB) was a quarter of the server's memory. 32 MB holds the bench's 1,000 members x 12 weeks whole; past
 * that, pages come from the operating system's file cache through PGlite's file system.
 */
const PGLITE_SHARED_BUFFERS = '32MB';

async function openPglite(dir: string | null, image?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const options = {
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    ...(image && !dir ? { loadDataDir: image } : {}),
  };
  const client = dir ? new PGlite(dir, options) : new PGlite(options);
  await client.waitReady;
  const db = drizzle({ client: withDrizzleParsers(client), schema }) as unknown as Db;
  if (!(await hasLastMigration(client))) {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(db as never, { migrationsFolder: MIGRATIONS_DIR });
  }
  let lastPingAnswer = -Infinity;
  let pendingPing: Promise<void> | null = null;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      if (client.closed) throw new Error('database closed');
      // PGlite runs one query at a time, on the main thread: a ping waits behind every query queued before it, and
      // health checks polled during a burst would wait with the burst. A ping answered within the last second
      // counts, and pings asked for at once share one query.
      if (performance.now() - lastPingAnswer < PING_REUSE_MS) return;
      pendingPing ??= client
        .query('select 1')
        .then(() => void (lastPingAnswer = performance.now()))
        .finally(() => (pendingPing = null));
      await pendingPing;
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

type Pglite = import('@electric-sql/pglite').PGlite;

/**
 * The journal's newest migration, as drizzle records it (`created_at` of drizzle.__drizzle_migrations): a database
 * whose newest recorded migration is at least this one has every migration this version knows.
 */
export function newestMigration(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ when: number }>;
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * Whether the database already holds the journal's newest migration, in two cheap queries: drizzle's migrate reads
 * and hashes every migration file and runs its schema statements and a transaction at every start even when there
 * is nothing to apply. It applies exactly the migrations newer than the newest recorded one, so when that one is
 * the journal's newest, it has nothing to do.
 */
async function hasLastMigration(client: Pglite): Promise<boolean> {
  const newest = newestMigration();
  const table = await client.query<{ present: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table.rows[0]?.present) return false;
  const applied = await client.query<{ newest: string | null }>(
    'select max(created_at)::text as newest from drizzle.__drizzle_migrations',
  );
  const recorded = applied.rows[0]?.newest;
  return recorded != null && Number(recorded) >= newest;
}

type PgliteQueryOptions = { parsers?: Record<number, (value: string, typeId: number) => unknown> } & Record<
  string,
  unknown
>;

/**
 * The PGlite client drizzle gets: drizzle passes its own type parsers with every query (dates, timestamps and
 * intervals as their text), and PGlite copies its whole table of parsers (a few hundred entries) to merge them on
 * every call: a fifth of a simple query's time in the profile. The same parsers are installed once on the client
 * instead, and the queries go without them: the same values, without the copy.
 */
function withDrizzleParsers(client: Pglite): Pglite {
  type Query = (q: string, params?: unknown[], options?: PgliteQueryOptions) => Promise<unknown>;
  const parsers = (client as unknown as { parsers: Record<number, unknown> }).parsers;
  let installed = false;
  const lean = (options: PgliteQueryOptions | undefined) => {
    if (!options?.parsers) return options;
    if (!installed) {
      Object.assign(parsers, options.parsers);
      installed = true;
    }
    const { parsers: _, ...rest } = options;
    return rest;
  };
  const leanQuery = (target: { query: Query }): Query => {
    const query = target.query.bind(target);
    return (q, params, options) => query(q, params, lean(options));
  };
  const patched = client as unknown as {
    query: Query;
    transaction: <R>(fn: (tx: { query: Query }) => Promise<R>) => Promise<R>;
  };
  patched.query = leanQuery(patched);
  const transaction = patched.transaction.bind(client);
  patched.transaction = (fn) =>
    transaction((tx) => {
      tx.query = leanQuery(tx);
      return fn(tx);
    });
  return client;
}

/**
 * How long the app waits on PostgreSQL before it answers 503 instead (see availability.ts): a new connection, a
 * statement on the server (cancelled there, the connection stays usable), and a reply on the wire (for a server
 * that stopped answering; the connection is then dropped). The statement timeout is the shorter so that a slow
 * query is cancelled by the server first.
 */
const POSTGRES_TIMEOUTS = { connectMs: 5_000, statementMs: 4_000, replyMs: 5_000 } as const;

async function openPostgres(url: string): Promise<Database> {
  const pg = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');

  // Migrations run on a connection of their own without the statement and reply timeouts: several nodes may start
  // at once, one migrates and the others wait on the advisory lock, and a migration may legitimately take long.
  const migrator = new pg.Client({ connectionString: url, connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectMs });
  migrator.on('error', () => undefined); // a dead connection fails the query below; it must not crash the process
  await migrator.connect();
  try {
    await migrator.query('select pg_advisory_lock(727274)');
    await migrate(drizzle({ client: migrator }) as never, { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await migrator.query('select pg_advisory_unlock(727274)').catch(() => undefined);
    await migrator.end().catch(() => undefined);
  }

  const POOL_MAX = 10;
  const pool = new (outageSafePool(pg))({
    // Every connection the pool opens says so when opening it fails (see connectMarkingClient).
    Client: connectMarkingClient(pg),
    connectionString: url,
    max: POOL_MAX,
    // One connection stays open while the node runs, however idle: `manage restore` refuses a database other
    // sessions use, and a node whose pool had closed every idle connection would not have counted as one.
    min: 1,
    connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectMs,
    statement_timeout: POSTGRES_TIMEOUTS.statementMs,
    query_timeout: POSTGRES_TIMEOUTS.replyMs,
    idleTimeoutMillis: 30_000,
    // A peer that vanished without closing (a crashed host, a dropped route) is noticed on idle connections too.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // pg.Pool replaces dead clients by itself: when the server comes back, the next checkout connects anew. An idle
  // client losing its connection (the server restarting) emits 'error' on the pool, which would crash the process
  // without a listener. An outage is logged once by availability.ts when a request meets it, so only other
  // errors are worth a line here.
  pool.on('error', (err) => {
    if (!isDatabaseUnavailable(err)) console.error(`[db] idle client error: ${err.message}`);
  });
  const db = drizzle({ client: pool, schema }) as unknown as Db;

  let closed = false;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      if (closed) throw new Error('database closed');
      await db.execute(sql`select 1`);
    },
    connections: () => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: POOL_MAX }),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
