import autocannon, { type Request } from 'autocannon';
import { BROWSER_ACCEPT_ENCODING } from './as-sent';

/** What one load run measured: latencies in ms, answers per second, and every status seen. */
export interface LoadResult {
  p50: number;
  p99: number;
  rps: number;
  total: number;
  ok: number;
  errors: number;
  statuses: Record<string, number>;
}

export interface LoadSpec {
  url: string;
  connections: number;
  seconds: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Called before every request: rotate members, ids, bodies. */
  next?: (req: Request) => Request;
}

/**
 * Every request asks for what a browser asks for (Accept-Encoding included): the app then compresses its answers as
 * it does for members, and that work is in the figures.
 */
async function run(spec: LoadSpec, seconds: number): Promise<LoadResult> {
  const asked = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };
  const next =
    spec.next &&
    ((req: Request) => {
      const r = spec.next!(req);
      return { ...r, headers: { ...asked, ...r.headers } };
    });
  const result = await autocannon({
    url: spec.url,
    connections: spec.connections,
    duration: seconds,
    timeout: 30,
    method: spec.method ?? 'GET',
    headers: { ...asked, ...spec.headers },
    ...(spec.body !== undefined ? { body: spec.body } : {}),
    ...(next ? { requests: [{ setupRequest: (req: Request) => next(req) }] } : {}),
  });
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count]));
  const total = Object.values(statuses).reduce((a, b) => a + b, 0);
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result['2xx'] / Math.max(result.duration, 0.001),
    total,
    ok: result['2xx'],
    errors: result.errors + result.timeouts,
    statuses,
  };
}

/** Warms up (unmeasured), then measures `spec.seconds` of load. */
export async function measureLoad(spec: LoadSpec, warmupSeconds: number): Promise<LoadResult> {
  if (warmupSeconds > 0) await run(spec, warmupSeconds);
  return run(spec, spec.seconds);
}

/** Throws when a load run got anything but 2xx answers (beyond the statuses `allowed`): the row is broken. */
export function assertAnswered(what: string, r: LoadResult, allowed: number[] = []): void {
  const bad = Object.entries(r.statuses).filter(([code]) => !code.startsWith('2') && !allowed.includes(Number(code)));
  if (r.ok === 0 || r.errors > 0 || bad.length > 0) {
    const seen =
      Object.entries(r.statuses)
        .map(([c, n]) => `${n}x${c}`)
        .join(', ') || 'no answers';
    throw new Error(`${what}: ${seen}, ${r.errors} errors/timeouts`);
  }
}

export const ms = (v: number) => (v >= 100 ? `${Math.round(v)} ms` : `${v.toFixed(1)} ms`);
export const perSecond = (v: number) => `${Math.round(v).toLocaleString('en-US')} req/s`;

/**
 * How long the server is left alone before its memory is read "after the bench": what it holds once the work is
 * over, not in the middle of answering the last request. The server gives back a burst's memory within a second of
 * it (src/server/memory.ts); V8's own memory reducer takes several seconds more, so this wait does not include it.
 */
export const IDLE_MS = 1_500;
export const idle = () => new Promise((resolve) => setTimeout(resolve, IDLE_MS));
