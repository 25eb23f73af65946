import { sql } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import { newestMigration } from '../db/client';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/availability';
import { noteUnavailable } from '../db/outages';
import { fail, ok, type Failed, type Result } from '../result';

/** What GET /ready answers: whether this node can take traffic, and each part of that. */
export interface Readiness {
  status: 'ready';
  database: 'reachable';
  migrations: 'applied';
}

type Database = 'reachable' | 'unreachable';
type Migrations = 'applied' | 'pending' | 'unknown';

/** PostgreSQL's undefined_table: the database answered, and has no migrations table yet. */
const UNDEFINED_TABLE = '42P01';

// The journal does not change under a running server: read once, at the first check.
let newest: number | null = null;

/**
 * Ready: the database answers, and it has every migration this version knows (its newest recorded migration is the
 * journal's newest, or a newer one that a node of a later version applied during a rolling upgrade). One query,
 * which is also the database's answer. An outage is noted as every request's (one log line for all of it).
 */
export async function checkReadiness(
  rt: Pick<Runtime, 'db' | 'database' | 'log'>,
): Promise<Result<Readiness, 'not_ready'>> {
  newest ??= newestMigration();
  let recorded: string | null;
  try {
    const result = await rt.db.execute(sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`);
    recorded = (result as unknown as { rows: { newest: string | null }[] }).rows[0]?.newest ?? null;
  } catch (err) {
    if (isDatabaseUnavailable(err)) noteUnavailable(rt, err);
    if (codeOf(err) === UNDEFINED_TABLE) return notReady('reachable', 'pending');
    return notReady('unreachable', 'unknown');
  }
  if (recorded === null || Number(recorded) < newest) return notReady('reachable', 'pending');
  return ok({ status: 'ready', database: 'reachable', migrations: 'applied' });
}

const notReady = (database: Database, migrations: Migrations): Failed<'not_ready'> =>
  fail('not_ready', { extra: { database, migrations }, retryAfter: RETRY_AFTER_SECONDS });

/** The PostgreSQL error code in `err`'s cause chain (drizzle wraps the driver's error). */
function codeOf(err: unknown): string | null {
  let current = err;
  for (let depth = 0; depth < 8 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
