/**
 * Which errors mean "the database cannot answer now" (an outage: 503 with Retry-After) rather than a bug or a bad
 * query (500). The outage that follows is watched in outages.ts.
 */
import { isRequestAbortedError } from '../http/client-abort';

/** What a client sees while the database is out: the API's `detail`, the page's sentence. */
export const UNAVAILABLE_DETAIL = 'The service is temporarily unavailable. Please try again shortly.';
/** Seconds a client should wait before trying again (`Retry-After`); about the pool's timeouts. */
export const RETRY_AFTER_SECONDS = 5;

/** Socket failures: the server is gone, unreachable, or stopped answering. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's codes for "not now": admin, crash and immediate shutdown, starting up or shutting down, too many
 * connections, and a statement cancelled by statement_timeout (57014). Class 08 (connection exceptions) is matched
 * by its prefix.
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

/**
 * PostgreSQL's codes that mean "not now" only when they refuse a new connection: 55000 (object_not_in_prerequisite_
 * state) is `database "x" is not currently accepting connections` (ALTER DATABASE x ALLOW_CONNECTIONS false) when it
 * ends a connection's start-up, but a query's own mistake in a live session (a sequence's currval before its
 * nextval, a cursor in the wrong state): that one is a bug, a 500.
 */
const CONNECT_CODES = new Set(['55000']);

// Set on an error by markConnectFailure. A symbol of the registry, like the outages below: the built server loads
// this module twice, and either copy must read the mark the other set.
const CONNECTING = Symbol.for('fitgroup.db-connect-failure');

/**
 * Marks `err` as the failure of opening a connection (client.ts calls it from the pool's connect): the only place
 * where CONNECT_CODES mean the database is unavailable. Returns `err`.
 */
export function markConnectFailure<E>(err: E): E {
  if (err && typeof err === 'object') {
    Object.defineProperty(err, CONNECTING, { value: true, enumerable: false, configurable: true });
  }
  return err;
}

function failedToConnect(err: object): boolean {
  return (err as { [CONNECTING]?: boolean })[CONNECTING] === true;
}

/** node-postgres and pg-pool say it in words only. */
const DRIVER_MESSAGES = [
  /^Connection terminated/, // unexpectedly, due to connection timeout, or ended by us mid-query
  /^timeout expired$/, // connectionTimeoutMillis, from the client
  /^timeout exceeded when trying to connect$/, // connectionTimeoutMillis, from the pool (every client busy)
  /^Query read timeout$/, // query_timeout
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/, // a dead client, ended by the pool under a running transaction
];

/** The error in `err`'s cause chain (drizzle wraps the driver's in DrizzleQueryError) that says the database is out. */
export function unavailabilityOf(err: unknown): Error | null {
  const seen = new Set<unknown>();
  let current: unknown = err;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    // A client that went away mid-body fails its request stream with ECONNRESET too: the client's, never ours.
    if (isRequestAbortedError(current)) return null;
    const { code, message, errors } = current as { code?: unknown; message?: unknown; errors?: unknown };
    if (
      typeof code === 'string' &&
      (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
    ) {
      return current as Error;
    }
    if (typeof code === 'string' && CONNECT_CODES.has(code) && failedToConnect(current)) return current as Error;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message)))
      return current as Error;
    // Connecting to a name with several addresses fails with an AggregateError of one error per address.
    if (Array.isArray(errors)) {
      const inner = errors.map(unavailabilityOf).find(Boolean);
      if (inner) return inner;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** True when `err` means "the database cannot answer now" rather than a bug or a bad query. */
export function isDatabaseUnavailable(err: unknown): boolean {
  return unavailabilityOf(err) !== null;
}
