/**
 * Production entry: /api/v1/* goes straight to the Hono API app, static files are served from the client build,
 * and everything else goes to Astro (the node adapter in middleware mode).
 *
 * With WORKERS=N (N > 1, PostgreSQL only) this process is the primary of a node:cluster: it opens nothing itself,
 * forks N workers that each run the whole server on the shared port, restarts one that dies, and stops them all on
 * SIGTERM/SIGINT.
 */
import { warmUpPages } from './server/warm-up';
import cluster from 'node:cluster';
import http from 'node:http';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { ConfigError, loadConfig, type Config } from './server/config';
import { createLogger } from './server/log';
import { createRuntime, setRuntime, type Runtime } from './server/runtime';
import { API_BASE, createApp } from './server/app';
import { applySecurityHeaders } from './server/http/security-headers';
import { staffSecondFactorWarning } from './server/http/env';
import { oneClickUnsubscribeWarning } from './server/mail/notification-mail';
import { routeHome } from './server/http/home-page';
import { logNodeAccess } from './server/http/access-log';
import { compressResponse } from './server/http/compression';
import { staticFiles } from './server/http/static-files';
import { releaseMemoryAfterHeavyWork } from './server/memory';
import { superviseWorkers, WORKER_READY } from './server/workers';
import { startHousekeeping } from './server/services/housekeeping';
import { acquireDataDirLock, DataDirBusyError, type DataDirLock } from './server/operator/data-dir-lock';
import { startControlServer, type ControlServer } from './server/operator/control-socket';
import { metricsEndpoint, METRICS_PATH } from './server/metrics/endpoint';
import { countWebRequest } from './server/metrics/requests';
import { sumWorkerMetrics } from './server/metrics/cluster';

type NodeHandler = (req: http.IncomingMessage, res: http.ServerResponse, next?: () => void) => Promise<void> | void;

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const outDir = path.resolve(process.env['ASTRO_OUT_DIR'] || 'dist');
  const entry = path.join(outDir, 'server', 'entry.mjs');
  if (!existsSync(entry)) {
    console.error(`No build found at ${entry}: run "npm run build" first.`);
    process.exit(1);
  }
  if (config.workers > 1 && cluster.isPrimary) {
    // One scrape answers for every worker: the worker that takes it asks the primary for the sum.
    if (config.metricsToken) sumWorkerMetrics();
    return superviseWorkers(config);
  }
  // This worker's slot (1..WORKERS), kept across restarts; null when the server is one process.
  const worker = cluster.isWorker ? Number(process.env['FITGROUP_WORKER_SLOT']) || cluster.worker!.id : null;

  // The embedded database is one process per DATA_DIR: take its lock before the port and the database, so a second
  // server (or one started while a manage command runs) stops with one line and never opens it. PostgreSQL needs
  // no lock. The lock file goes away on any exit.
  let lock: DataDirLock | null = null;
  if (!config.databaseUrl) {
    try {
      lock = acquireDataDirLock(config.dataDir, 'server');
    } catch (err) {
      if (!(err instanceof DataDirBusyError)) throw err;
      console.error(err.message);
      process.exit(1);
    }
  }

  // Take the port before opening the database. Requests that arrive while the database opens wait for the handler.
  const { server, resolveHandler } = await listen(config);
  let runtime: Runtime;
  try {
    // A worker's lines carry its pid and number, so they can be told apart in the one shared log.
    const log = worker !== null ? createLogger().child({ pid: process.pid, worker }) : undefined;
    runtime = await createRuntime({ config, log });
  } catch (err) {
    console.error(`Could not open the database: ${(err as Error).message}`);
    process.exit(1);
  }
  setRuntime(runtime);
  const staffWarning = staffSecondFactorWarning(runtime.config);
  if (staffWarning) runtime.log.warn({ event: 'config.staff_second_factor_off' }, staffWarning);
  const unsubscribeWarning = oneClickUnsubscribeWarning(runtime.config);
  if (unsubscribeWarning) runtime.log.warn({ event: 'config.unsubscribe_not_https' }, unsubscribeWarning);
  server.on('error', (err) => runtime.log.error({ event: 'server.error', error: err.message }, 'server error'));
  const stopHousekeeping = startHousekeeping(runtime);
  releaseMemoryAfterHeavyWork();
  // With the embedded database, `npm run manage` cannot open it beside us: it sends its command here instead.
  let control: ControlServer | null = null;
  if (lock) {
    try {
      control = await startControlServer(runtime, config.dataDir);
    } catch (err) {
      runtime.log.warn({ event: 'operator.socket_error', err: (err as Error).message }, 'control socket not started');
    }
  }
  // The API's answers are compressed as Responses (http/compression.ts); the pages are, in src/middleware.ts.
  const app = createApp(runtime);
  const api = getRequestListener(async (request, env) => compressResponse(request, await app.fetch(request, env)));
  const { handler: astro } = (await import(pathToFileURL(entry).href)) as { handler: NodeHandler };
  const serveStatic = staticFiles(path.join(outDir, 'client'));
  const metrics = metricsEndpoint(runtime);

  resolveHandler((req, res) => {
    // `/` is the prerendered home of the visitor's language (server/http/home-page.ts).
    routeHome(req, res);
    // Security headers first, for every response (API, static files, pages): src/server/http/security-headers.ts.
    applySecurityHeaders(req, res, { outDir, trustProxy: runtime.config.trustProxy });
    const pathname = decodeSafe((req.url ?? '/').split('?')[0]!);
    if (pathname === API_BASE || pathname.startsWith(API_BASE + '/')) {
      void api(req, res); // the API app writes its own access line, with the route pattern
      return;
    }
    if (pathname === METRICS_PATH && metrics?.admits(req)) {
      void metrics.answer(req, res);
      return;
    }
    logNodeAccess(runtime.log, req, res, pathname);
    const counted = metrics ? countWebRequest(req, res) : null;
    serveStatic(req, res, pathname, () => {
      counted?.page();
      Promise.resolve(astro(req, res)).catch((err: unknown) => {
        runtime.log.error(
          { event: 'web.failed', method: req.method, path: pathname, error: (err as Error).message },
          'page failed',
        );
        if (!res.headersSent) {
          res.statusCode = 500;
          res.end('Internal Server Error');
        }
      });
    });
  });
  if (worker !== null) {
    // The primary says "is listening" once every worker is ready.
    runtime.log.info({ event: 'server.worker_ready', port: config.port }, `worker ${worker} is ready`);
    process.send?.(WORKER_READY);
  } else {
    runtime.log.info(
      { event: 'server.listening', host: config.host, port: config.port, database: runtime.database.kind },
      `${config.siteName} is listening on http://${config.host}:${config.port} (${runtime.database.kind})`,
    );
  }
  warmUpPages(server);

  stopGracefully(
    server,
    runtime,
    () => {
      stopHousekeeping();
      return control?.close().catch(() => undefined);
    },
    lock,
  );
}

/** Listens on the configured port at once; requests wait until `resolveHandler` gives their handler. */
async function listen(
  config: Config,
): Promise<{ server: http.Server; resolveHandler: (handler: NodeHandler) => void }> {
  let resolveHandler!: (handler: NodeHandler) => void;
  const handler = new Promise<NodeHandler>((resolve) => (resolveHandler = resolve));
  // A client that trickles its headers or body in holds a socket only this long (slowloris).
  const server = http.createServer(
    {
      headersTimeout: config.headersTimeoutSeconds * 1000,
      requestTimeout: config.requestTimeoutSeconds * 1000,
      // Node enforces both only when it checks its connections, every 30 s by default: check every second.
      connectionsCheckingInterval: 1_000,
    },
    (req, res) => void handler.then((h) => h(req, res)),
  );
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => {
    const failed = (err: NodeJS.ErrnoException) => {
      console.error(
        err.code === 'EADDRINUSE' ? `Port ${config.port} is already in use (PORT).` : `Server error: ${err.message}`,
      );
      process.exit(1);
    };
    server.once('error', failed);
    server.listen(config.port, config.host, () => {
      server.off('error', failed);
      resolve();
    });
  });
  return { server, resolveHandler };
}

/**
 * Graceful shutdown on SIGTERM/SIGINT: stop accepting, let in-flight requests finish (and `beforeClose`'s work:
 * housekeeping stops, no new manage commands while the running ones finish), then close the database.
 */
function stopGracefully(
  server: http.Server,
  runtime: Runtime,
  beforeClose: () => Promise<unknown> | undefined,
  lock: DataDirLock | null,
): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    runtime.log.info({ event: 'server.stopping', signal }, `${signal} received: finishing in-flight requests`);
    const closing = beforeClose();
    server.close(async () => {
      await closing;
      // Deferred work (mail delivery, a reset lookup) finishes too; what it queued stays in the outbox otherwise.
      await runtime.tasks.idle();
      await runtime.database.close().catch(() => undefined);
      lock?.release();
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => {
      runtime.log.error({ event: 'server.stop_timeout' }, 'Shutdown timed out after 10 s; exiting.');
      process.exit(1);
    }, 10_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

function decodeSafe(p: string): string {
  try {
    return decodeURIComponent(p);
  } catch {
    return p;
  }
}

await main();
