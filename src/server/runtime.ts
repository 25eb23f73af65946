import path from 'node:path';
import { loadConfig, type Config } from './config';
import { openDatabase, type Database, type Db } from './db/client';
import { createStorage, type Storage } from './storage';
import { createMailer, type Mailer } from './mail/mailer';
import { systemClock, type Clock } from './clock';
import { seedDefaultTerms } from './db/default-terms';
import { createLogger, type Logger } from './log';
import { createTasks, type Tasks } from './tasks';

/** Everything a request handler, page or CLI command needs: passed explicitly, never imported as state. */
export interface Runtime {
  config: Config;
  database: Database;
  db: Db;
  storage: Storage;
  mailer: Mailer;
  clock: Clock;
  log: Logger;
  /** Work started by a request that its response does not wait for. */
  tasks: Tasks;
}

export interface RuntimeOptions {
  config?: Config;
  clock?: Clock;
  log?: Logger;
  tasks?: Tasks;
  /** Run PGlite in memory instead of DATA_DIR/db (tests). Ignored when DATABASE_URL is set. */
  inMemory?: boolean;
  /** An in-memory PGlite starts from this migrated image instead of an empty cluster (tests: skips initdb). */
  image?: Blob;
}

/** Opens the database, migrates it, seeds the default terms, and wires storage and mail. */
export async function createRuntime(options: RuntimeOptions = {}): Promise<Runtime> {
  const config = options.config ?? loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    dir: options.inMemory ? null : path.join(config.dataDir, 'db'),
    image: options.inMemory ? options.image : undefined,
  });
  await seedDefaultTerms(database.db);
  const log = options.log ?? createLogger();
  return {
    config,
    database,
    db: database.db,
    storage: await createStorage(config),
    mailer: createMailer(config),
    clock: options.clock ?? systemClock,
    log,
    tasks: options.tasks ?? createTasks(log),
  };
}

// The built server loads this module twice (once from the Astro bundle for pages, once for the API), and an
// embedded database must be opened once per process: the shared runtime lives on globalThis.
const KEY = Symbol.for('fitgroup.runtime');
type Holder = { [KEY]?: Promise<Runtime> };

/** The process-wide runtime, created on first use. */
export function getRuntime(): Promise<Runtime> {
  const holder = globalThis as Holder;
  holder[KEY] ??= createRuntime().catch((err) => {
    delete holder[KEY];
    throw err;
  });
  return holder[KEY];
}

/** Installs an already-created runtime as the process-wide one (the server entry does this at start). */
export function setRuntime(runtime: Runtime): void {
  (globalThis as Holder)[KEY] = Promise.resolve(runtime);
}
