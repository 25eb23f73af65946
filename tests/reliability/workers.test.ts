import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../helpers/context';
import { eventually } from '../helpers/eventually';
import { createServerSandbox, type ServerProcess, type ServerSandbox } from '../helpers/server-process';
import { parsePrometheusText, sampleValue } from '../helpers/prometheus-text';

/**
 * WORKERS=N (src/server.ts): a primary and N node:cluster workers on one port. Which process answered is read from
 * the log (each worker's lines carry its pid and slot), never from a response header. The API is enough for these
 * checks, so the sandbox's stub build stands in for the pages (no `astro build` needed).
 */

interface LogLine {
  pid?: number;
  worker?: number;
  event?: string;
  requestId?: string;
  msg?: string;
}

/** The JSON lines the server printed so far (the primary's and its workers'). */
function logLines(server: ServerProcess): LogLine[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

const workerPids = (server: ServerProcess, event: string) =>
  logLines(server)
    .filter((l) => l.event === event)
    .map((l) => l.pid!);

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const METRICS_TOKEN = 'workers-metrics-token-0123456789abcdefghij';

describe.skipIf(!process.env['DATABASE_URL'])('WORKERS=2 on PostgreSQL', { timeout: 180_000 }, () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let sandbox: ServerSandbox;
  let server: ServerProcess;

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    sandbox = createServerSandbox({ prefix: 'fitgroup-workers-', databaseUrl: scratch.url });
    // "is listening on" comes from the primary once both workers are ready.
    server = await sandbox.startServer({ env: { WORKERS: '2', LOG_LEVEL: 'info', METRICS_TOKEN } });
  }, 150_000);

  afterAll(async () => {
    await sandbox?.cleanup();
    await scratch?.drop();
  });

  // A new connection per request (no keep-alive agent: fetch would reuse one connection, and so one worker).
  const fresh = (path: string, headers: Record<string, string>) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port: server.port, path, agent: false, headers }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', reject);
    });
  const health = async (requestId: string) => (await fresh('/api/v1/health', { 'x-request-id': requestId })).status;
  /** One scrape, on a connection of its own: whichever worker takes it answers for both. */
  const scrape = async () => {
    const res = await fresh('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(res.status).toBe(200);
    return parsePrometheusText(res.text);
  };

  it('says it listens once, after both workers are ready, naming the worker count', () => {
    const listening = logLines(server).filter((l) => l.event === 'server.listening');
    expect(listening).toHaveLength(1);
    expect(listening[0]!.pid).toBe(server.child.pid);
    expect(listening[0]!.msg).toMatch(/is listening on http:\/\/127\.0\.0\.1:\d+ \(postgres, 2 workers\)$/);
    expect(new Set(workerPids(server, 'server.worker_ready')).size).toBe(2);
  });

  it('answers from two different worker processes, neither of them the primary', async () => {
    // One connection per request: the primary hands each to the next worker that is free. A worker still busy
    // (start-up work on a loaded machine) is skipped, so requests go on until both have answered.
    const ids: string[] = [];
    await eventually(async () => {
      for (let i = 0; i < 4; i++) {
        const id = `workers-test-${ids.length}-${Date.now()}`;
        ids.push(id);
        expect(await health(id)).toBe(200);
      }
      const answered = logLines(server).filter((l) => l.event === 'http.access' && ids.includes(l.requestId ?? ''));
      const pids = new Set(answered.map((l) => l.pid));
      expect(pids.size).toBe(2);
      expect(pids.has(server.child.pid)).toBe(false);
      expect(new Set(answered.map((l) => l.worker))).toEqual(new Set([1, 2]));
    }, 20_000);
  });

  it("answers one scrape with both workers' requests summed", async () => {
    const route = { method: 'GET', route: '/api/v1/health', status: '200' };
    const before = await scrape();
    const ids: string[] = [];
    // Both workers take some of them (the log says which one answered each); more go until they have.
    await eventually(async () => {
      for (let i = 0; i < 3; i++) {
        const id = `workers-metrics-${ids.length}-${Date.now()}`;
        ids.push(id);
        expect(await health(id)).toBe(200);
      }
      const answered = logLines(server).filter((l) => l.event === 'http.access' && ids.includes(l.requestId ?? ''));
      expect(new Set(answered.map((l) => l.worker))).toEqual(new Set([1, 2]));
    }, 20_000);
    // Scraped twice, on two connections: the primary hands them to different workers, and each answers for both.
    for (const after of [await scrape(), await scrape()]) {
      expect(sampleValue(after, 'fitgroup_worker_processes')).toBe(2);
      expect(sampleValue(after, 'http_requests_total', route) - sampleValue(before, 'http_requests_total', route)).toBe(
        ids.length,
      );
      // Each worker has a pool of its own (10 connections at most): the sum is the server's.
      expect(sampleValue(after, 'fitgroup_db_pool_max_connections')).toBe(20);
      expect(sampleValue(after, 'fitgroup_mail_outbox_messages', { state: 'queued' })).toBe(0);
    }
  });

  it('restarts a worker that dies, with a log line, and keeps answering meanwhile', async () => {
    const [victim] = workerPids(server, 'server.worker_ready');
    process.kill(victim!, 'SIGKILL');
    await eventually(async () => {
      const died = logLines(server).find((l) => l.event === 'server.worker_died');
      expect(died?.msg).toMatch(
        new RegExp(`^worker \\d \\(pid ${victim}\\) died \\(SIGKILL\\); restarting it in 1 s$`),
      );
    }, 10_000);
    expect(await health(`workers-test-during-${Date.now()}`)).toBe(200);
    await eventually(async () => {
      const ready = workerPids(server, 'server.worker_ready');
      expect(ready).toHaveLength(3);
      expect(isRunning(ready[2]!)).toBe(true);
    }, 60_000);
  });

  it('stops every worker on SIGTERM and exits with 0', async () => {
    const workers = workerPids(server, 'server.worker_ready').filter(isRunning);
    expect(workers).toHaveLength(2);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    for (const pid of workers) expect(isRunning(pid), `worker ${pid}`).toBe(false);
    expect(logLines(server).filter((l) => l.event === 'server.stopping').length).toBe(3);
  });
});

describe('WORKERS=2 on the embedded database', () => {
  let sandbox: ServerSandbox;
  beforeAll(() => {
    sandbox = createServerSandbox({ prefix: 'fitgroup-workers-pglite-' });
  });
  afterAll(async () => {
    await sandbox?.cleanup();
  });

  it('refuses to start, exiting non-zero with one line that says to set DATABASE_URL', async () => {
    const server = await sandbox.startServer({ env: { WORKERS: '2' }, ready: false });
    expect(await server.exited).toBe(1);
    const lines = server.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Invalid configuration: WORKERS must be 1 with the embedded database \(PGlite is one process per data folder\): set DATABASE_URL/,
    );
  });
});
