import type { Logger } from '../log';
import type { Database } from './client';
import { isDatabaseUnavailable, unavailabilityOf } from './availability';

/** How often a database that is out is tried again, to log the end of the outage even when no request comes. */
const PROBE_INTERVAL_MS = 1_000;

interface Outage {
  since: number;
  timer: NodeJS.Timeout | null;
}

// Per open database (a process has one; tests open many): the outage it is in, if any. The built server loads this
// module twice (pages and API, see runtime.ts) around one shared database, so the map lives on globalThis: one
// outage, one line, whichever copy meets it first.
const KEY = Symbol.for('fitgroup.db-outages');
const outages: WeakMap<Database, Outage> = ((globalThis as { [KEY]?: WeakMap<Database, Outage> })[KEY] ??=
  new WeakMap());

/** The database and logger a request or page has: a Runtime fits. */
export interface OutageWatch {
  database: Database;
  log: Logger;
}

/**
 * A request met an unavailable database. The first one of an outage logs `db.unavailable` and starts probing;
 * the others add nothing to the log (an outage under load would otherwise write one line per request).
 */
export function noteUnavailable(rt: OutageWatch, err: unknown): void {
  if (outages.has(rt.database)) return;
  const outage: Outage = { since: Date.now(), timer: null };
  outages.set(rt.database, outage);
  rt.log.error({ event: 'db.unavailable', ...describeCause(err) }, 'database unavailable');
  probe(rt, outage);
}

/** Whether the database is in an outage noted by noteUnavailable and not yet seen to answer again. */
export function inOutage(database: Database): boolean {
  return outages.has(database);
}

/** Pings until the database answers, then logs `db.recovered` once. Stops quietly if the database gets closed. */
function probe(rt: OutageWatch, outage: Outage): void {
  outage.timer = setTimeout(async () => {
    try {
      await rt.database.ping();
    } catch (err) {
      if (isDatabaseUnavailable(err)) probe(rt, outage);
      else outages.delete(rt.database); // closed (shutdown, end of a test): nobody is waiting for it any more
      return;
    }
    outages.delete(rt.database);
    rt.log.info({ event: 'db.recovered', downtime_ms: Date.now() - outage.since }, 'database recovered');
  }, PROBE_INTERVAL_MS);
  // The probe never keeps a process alive: a server stops on SIGTERM, a CLI command exits when done.
  outage.timer.unref();
}

/** The driver's code and message, never a query or its parameters (those live on the wrapping DrizzleQueryError). */
function describeCause(err: unknown): { code?: string; cause: string } {
  const found = unavailabilityOf(err);
  if (!found) return { cause: 'unknown' };
  const code = (found as { code?: unknown }).code;
  return { ...(typeof code === 'string' ? { code } : {}), cause: found.message.split('\n')[0]! };
}
