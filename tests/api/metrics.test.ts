import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { createServerSandbox, type ServerProcess, type ServerSandbox } from '../helpers/server-process';
import { parsePrometheusText, sampleValue } from '../helpers/prometheus-text';

/**
 * GET /metrics on the production entry (src/server.ts) as its own process: the endpoint lives beside the API, not in
 * it. The sandbox's stub build stands in for the pages (every page a 404, "no pages in this test").
 */

const TOKEN = 'metrics-test-token-0123456789-abcdefghijklmnop';
let sandbox: ServerSandbox;
let server: ServerProcess;

beforeAll(async () => {
  sandbox = createServerSandbox({ prefix: 'fitgroup-metrics-' });
  server = await sandbox.startServer({ env: { METRICS_TOKEN: TOKEN, LOG_LEVEL: 'info' } });
}, 120_000);
afterAll(async () => {
  await sandbox?.cleanup();
});

const get = async (target: ServerProcess, path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`http://127.0.0.1:${target.port}${path}`, { headers });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
};
const scrape = async () => {
  const res = await get(server, '/metrics', { authorization: `Bearer ${TOKEN}` });
  expect(res.status).toBe(200);
  return parsePrometheusText(res.text);
};
const logLines = (target: ServerProcess) =>
  target
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('GET /metrics, closed', { timeout: 120_000 }, () => {
  it('is 404 like any unknown path when METRICS_TOKEN is unset, even with a bearer token', async () => {
    const unset = await sandbox.startServer({ dataDir: sandbox.freshDataDir() });
    const unknown = await get(unset, '/no-such-page');
    expect(await get(unset, '/metrics', { authorization: `Bearer ${TOKEN}` })).toEqual(unknown);
    expect(unknown.status).toBe(404);
    unset.child.kill('SIGTERM');
    await unset.exited;
  });

  it('is 404 like any unknown path without a token or with a wrong one', async () => {
    const unknown = await get(server, '/no-such-page');
    expect(unknown.status).toBe(404);
    expect(await get(server, '/metrics')).toEqual(unknown);
    expect(await get(server, '/metrics', { authorization: `Bearer ${TOKEN}x` })).toEqual(unknown);
    expect(await get(server, '/metrics', { authorization: `Bearer ${TOKEN.slice(0, -1)}` })).toEqual(unknown);
    expect(await get(server, '/metrics', { authorization: TOKEN })).toEqual(unknown);
  });

  it('logs a refused token once, without the token', async () => {
    // The server's log reaches this process through a pipe, a moment after the answer did.
    const refused = () => logLines(server).filter((line) => line['event'] === 'metrics.refused');
    await expect.poll(() => refused().length).toBe(1);
    expect(server.output()).not.toContain(TOKEN.slice(0, 20));
  });

  it('refuses a METRICS_TOKEN shorter than 32 characters at start', () => {
    expect(() => loadConfig({ DATA_DIR: sandbox.freshDataDir(), METRICS_TOKEN: 'short' })).toThrow(
      'Invalid configuration: METRICS_TOKEN must be at least 32 characters long',
    );
  });
});

describe('GET /metrics with the token', { timeout: 60_000 }, () => {
  it("answers Prometheus' text format, every line a HELP, TYPE or sample line", async () => {
    const res = await get(server, '/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/plain; version=0.0.4; charset=utf-8');
    const families = parsePrometheusText(res.text);
    for (const name of [
      'http_requests_total',
      'http_request_duration_seconds',
      'fitgroup_password_hash_slots',
      'fitgroup_password_hash_slots_busy',
      'fitgroup_password_hash_waiting',
      'fitgroup_password_hash_refused_total',
      'fitgroup_picture_slots',
      'fitgroup_picture_slots_busy',
      'fitgroup_picture_waiting',
      'fitgroup_picture_refused_total',
      'fitgroup_mail_outbox_messages',
      'fitgroup_worker_processes',
      'nodejs_eventloop_lag_p99_seconds',
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
    ]) {
      expect(families.has(name), name).toBe(true);
    }
    expect(families.get('http_request_duration_seconds')!.type).toBe('histogram');
    expect(sampleValue(families, 'fitgroup_password_hash_slots')).toBeGreaterThanOrEqual(1);
    expect(sampleValue(families, 'fitgroup_mail_outbox_messages', { state: 'queued' })).toBe(0);
    expect(sampleValue(families, 'fitgroup_worker_processes')).toBe(1);
  });

  it('counts two requests to a route as 2 more, labelled with its pattern and never with the ids of the path', async () => {
    const route = { method: 'GET', route: '/api/v1/user/profile/:userId', status: '401' };
    const before = await scrape();
    expect((await get(server, '/api/v1/user/profile/1234567/')).status).toBe(401);
    expect((await get(server, '/api/v1/user/profile/7654321/')).status).toBe(401);
    const after = await scrape();
    expect(sampleValue(after, 'http_requests_total', route) - sampleValue(before, 'http_requests_total', route)).toBe(
      2,
    );
    expect(
      sampleValue(after, 'http_request_duration_seconds_count', route) -
        sampleValue(before, 'http_request_duration_seconds_count', route),
    ).toBe(2);
    const routes = after.get('http_requests_total')!.samples.map((s) => s.labels['route']);
    expect(routes.filter((r) => /1234567|7654321/.test(r!))).toEqual([]);
  });

  it('counts pages and unknown API paths under one label each, not by path', async () => {
    const before = await scrape();
    await get(server, '/some/page/123');
    await get(server, '/another/page/456');
    await get(server, '/api/v1/no/such/route/789');
    const after = await scrape();
    const moved = (labels: Record<string, string>) =>
      sampleValue(after, 'http_requests_total', labels) - sampleValue(before, 'http_requests_total', labels);
    expect(moved({ route: '(page)', status: '404' })).toBe(2);
    expect(moved({ route: '/api/v1/*', status: '404' })).toBe(1);
    const routes = after.get('http_requests_total')!.samples.map((s) => s.labels['route']!);
    expect(routes.filter((r) => /123|456|789/.test(r))).toEqual([]);
  });
});
