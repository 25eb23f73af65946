/**
 * npm run bench [-- --seconds S --connections C]
 * Starts the API in this process (in-memory PGlite, the real app behind node:http on a loopback port) and measures
 * requests per second of GET /api/v1/health and of a signed-in GET /api/v1/user/, one after the other in one run,
 * and prints their ratio. Numbers depend on the machine; the ratio is what compares across runs.
 */
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { loadConfig } from '../src/server/config';
import { createRuntime } from '../src/server/runtime';
import { createApp } from '../src/server/app';
import { pino } from 'pino';
import { createLogger } from '../src/server/log';
import { createUser } from '../src/server/services/accounts';
import { acceptCurrentTerms } from '../src/server/services/terms';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at === -1 ? fallback : Number(process.argv[at + 1]);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`Error: --${name} must be a positive number.`);
    process.exit(1);
  }
  return value;
}

const seconds = option('seconds', 5);
const connections = Math.round(option('connections', 16));

interface Result {
  label: string;
  requests: number;
  failures: number;
  perSecond: number;
}

/** Keeps `connections` requests in flight for `ms` milliseconds; counts the answers with the expected status. */
async function measure(label: string, url: string, headers: Record<string, string>, ms: number): Promise<Result> {
  let requests = 0;
  let failures = 0;
  const deadline = performance.now() + ms;
  const started = performance.now();
  async function client(): Promise<void> {
    while (performance.now() < deadline) {
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      if (res.status === 200) requests += 1;
      else failures += 1;
    }
  }
  await Promise.all(Array.from({ length: connections }, client));
  const elapsed = (performance.now() - started) / 1000;
  return { label, requests, failures, perSecond: requests / elapsed };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'fitgroup-bench-'));
const config = loadConfig({ DATA_DIR: dataDir, SECRET_KEY: 'bench-secret-key-bench-secret-key-0123456789' });
// The access log is part of every request's cost; its lines go to /dev/null instead of over the table.
const log = createLogger({ destination: pino.destination({ dest: '/dev/null', sync: false }) });
const rt = await createRuntime({ config, inMemory: true, log });
const server = http.createServer(getRequestListener(createApp(rt).fetch));
server.keepAliveTimeout = 5_000;
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;

try {
  const email = 'bench@example.com';
  const password = 'bench member password';
  const { id } = await createUser(rt, { email, password, fullName: 'Bench Member' });
  await acceptCurrentTerms(rt.db, id, rt.clock.now());
  const login = await fetch(`${base}/user/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  const { access } = (await login.json()) as { access: string };

  console.log(`Benchmark: ${connections} connections, ${seconds} s per endpoint, API in-process on PGlite (memory)`);
  const signedIn = { authorization: `Bearer ${access}` };
  await measure('warm-up', `${base}/health`, {}, 500);
  await measure('warm-up', `${base}/user/`, signedIn, 500);
  const health = await measure('GET /api/v1/health', `${base}/health`, {}, seconds * 1000);
  const user = await measure('GET /api/v1/user/ (signed in)', `${base}/user/`, signedIn, seconds * 1000);

  for (const r of [health, user]) {
    const failed = r.failures ? `, ${r.failures} non-200 answers` : '';
    console.log(`${r.label.padEnd(32)} ${Math.round(r.perSecond).toString().padStart(7)} req/s  (${r.requests} requests${failed})`);
  }
  console.log(`ratio signed-in user / health: ${(user.perSecond / health.perSecond).toFixed(2)}`);
  if (health.failures || user.failures) process.exitCode = 1;
} finally {
  server.close();
  await rt.database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
