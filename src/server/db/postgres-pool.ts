import { markConnectFailure, unavailabilityOf } from './availability';

// The pg client and pool classes the app's PostgreSQL pool is built from (db/client.ts openPostgres): what an
// outage does to a connection is handled here, so that a dead server never leaks a slot or crashes the process.

type Pg = typeof import('pg').default;
type PoolClient = import('pg').PoolClient;

/**
 * A pg.Client whose failure to connect is marked as such (availability.ts, markConnectFailure): PostgreSQL refuses a
 * connection to a database that does not accept any (ALLOW_CONNECTIONS false) with 55000, a code that from a query
 * in a live session means a bug instead. Only the pool's own clients: the migrator's failure stops the start.
 */
export function connectMarkingClient(pg: Pg): typeof pg.Client {
  type Callback = (err: Error | null, client?: import('pg').Client) => void;
  return class ConnectMarkingClient extends pg.Client {
    override connect(): Promise<import('pg').Client>;
    override connect(callback: Callback): void;
    override connect(callback?: Callback): Promise<import('pg').Client> | void {
      // pg-pool connects with a callback; anything else may await the promise.
      if (callback) {
        return super.connect(((err: Error | null, client?: import('pg').Client) =>
          callback(err ? markConnectFailure(err) : err, client)) as never);
      }
      return super.connect().catch((err: unknown) => {
        throw markConnectFailure(err);
      });
    }
  };
}

/**
 * A pg.Pool whose checked-out clients (drizzle takes one per transaction) cannot leak or crash the process when
 * the connection dies under them:
 * - drizzle never releases the client when `begin` itself fails, so a failing checkout gives its slot back at
 *   once; after ten leaks the pool would otherwise refuse every request for good;
 * - a reply that never came (query_timeout) leaves the connection waiting for it forever, so it is dropped instead
 *   of going back to the pool;
 * - a checked-out client has no 'error' listener of the pool's, and an 'error' event without one throws.
 * pool.query() (every statement outside a transaction) already releases with the error, which drops the client.
 */
export function outageSafePool(pg: Pg) {
  return class OutageSafePool extends pg.Pool {
    override connect(...args: unknown[]): any {
      if (args.length > 0) return (super.connect as (...a: unknown[]) => unknown)(...args);
      return super.connect().then(guardCheckout);
    }
  };
}

function guardCheckout(client: PoolClient): PoolClient {
  const poolRelease = client.release;
  const query = client.query;
  let released = false;
  const release = (err?: Error | boolean) => {
    if (released) return; // drizzle releases in its finally even after we gave the client back
    released = true;
    client.removeListener('error', onError);
    client.query = query;
    client.release = poolRelease;
    poolRelease(err);
  };
  // The connection died while checked out: its queries fail anyway; the pool must drop it now.
  const onError = (err: Error) => release(err);
  client.on('error', onError);
  client.query = function guardedQuery(this: PoolClient, ...args: unknown[]) {
    const result = (query as (...a: unknown[]) => unknown).apply(client, args);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      return (result as Promise<unknown>).catch((err: unknown) => {
        // A cancelled statement (57014) leaves the connection usable; anything else unavailable leaves it dead or
        // out of step with the server.
        const cause = unavailabilityOf(err) as { code?: unknown } | null;
        if (cause && cause.code !== '57014') release(err as Error);
        throw err;
      });
    }
    return result;
  } as PoolClient['query'];
  client.release = release;
  return client;
}
