import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config';
import { createLogger } from './log';

/** What a worker tells the primary once it listens and its database is open. */
export const WORKER_READY = { fitgroup: 'worker-ready' } as const;
/** A worker that lived this long before dying restarts at once; one that keeps dying waits longer each time. */
const STEADY_MS = 60_000;
const MAX_RESTART_DELAY_MS = 30_000;
/** Workers get 10 s to finish their requests (their own limit), the primary a little more before SIGKILL. */
const STOP_TIMEOUT_MS = 15_000;

/**
 * The primary of WORKERS=N: forks the workers (each runs main() as a worker on the shared port; the primary hands
 * out connections round-robin), says "is listening" once all are ready, restarts a worker that dies, and forwards
 * SIGTERM/SIGINT for a graceful stop. A worker that cannot start in the first round (port in use, database
 * unreachable) stops the whole server: it has printed why, and restarting would only repeat it.
 */
export function superviseWorkers(config: Config): void {
  const log = createLogger().child({ pid: process.pid, role: 'primary' });
  let stopping = false;
  let started = false;
  const ready = new Set<number>();
  /** Per slot (1..N): how many times in a row its worker died young, for the back-off. */
  const crashes = new Map<number, number>();
  const restarts = new Set<NodeJS.Timeout>();

  const fork = (slot: number) => {
    const bornAt = Date.now();
    const child: Worker = cluster.fork({ FITGROUP_WORKER_SLOT: String(slot) });
    child.on('message', (message: unknown) => {
      if ((message as typeof WORKER_READY | null)?.fitgroup !== WORKER_READY.fitgroup) return;
      ready.add(slot);
      if (!started && ready.size === config.workers) {
        started = true;
        log.info(
          {
            event: 'server.listening',
            host: config.host,
            port: config.port,
            database: 'postgres',
            workers: config.workers,
          },
          `${config.siteName} is listening on http://${config.host}:${config.port} (postgres, ${config.workers} workers)`,
        );
      }
    });
    child.on('exit', (code, signal) => {
      ready.delete(slot);
      if (stopping) return;
      if (!started) {
        log.error(
          { event: 'server.worker_failed', worker: slot, code, signal },
          `worker ${slot} could not start; stopping`,
        );
        stopAll('start-up failure', 1);
        return;
      }
      const inARow = Date.now() - bornAt >= STEADY_MS ? 0 : (crashes.get(slot) ?? 0) + 1;
      crashes.set(slot, inARow);
      const delay = inARow === 0 ? 0 : Math.min(1_000 * 2 ** (inARow - 1), MAX_RESTART_DELAY_MS);
      log.error(
        { event: 'server.worker_died', worker: slot, workerPid: child.process.pid, code, signal, restartInMs: delay },
        `worker ${slot} (pid ${child.process.pid}) died (${signal ?? `code ${code}`}); restarting it in ${delay / 1000} s`,
      );
      const timer = setTimeout(() => {
        restarts.delete(timer);
        if (!stopping) fork(slot);
      }, delay);
      restarts.add(timer);
    });
  };

  const stopAll = (reason: string, exitCode: number) => {
    if (stopping) return;
    stopping = true;
    for (const timer of restarts) clearTimeout(timer);
    const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
    log.info(
      { event: 'server.stopping', cause: reason, workers: alive.length },
      `${reason}: stopping ${alive.length} workers`,
    );
    let failed = exitCode !== 0;
    let left = alive.length;
    const done = () => process.exit(failed ? 1 : 0);
    if (left === 0) return done();
    for (const w of alive) {
      w.once('exit', (code) => {
        if (code !== 0) failed = true;
        if (--left === 0) done();
      });
      w.process.kill('SIGTERM');
    }
    setTimeout(() => {
      log.error(
        { event: 'server.stop_timeout' },
        `Workers still running after ${STOP_TIMEOUT_MS / 1000} s; killing them.`,
      );
      for (const w of alive) if (!w.isDead()) w.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
  };

  for (let slot = 1; slot <= config.workers; slot += 1) fork(slot);
  // i18n-lint: not interface text (the operator's log)
  process.on('SIGTERM', () => stopAll('SIGTERM received', 0));
  // i18n-lint: not interface text (the operator's log)
  process.on('SIGINT', () => stopAll('SIGINT received', 0));
}
