import type { Counter, Histogram, MetricObjectWithValues, MetricValue, Registry } from 'prom-client';
import type { Runtime } from '../runtime';
import { readingFor, registerQueueGauges } from './gauges';
import { promClient } from './prom-client';

/**
 * The process's metrics (prom-client): the HTTP counters every request adds to, the gauges read when scraped, and
 * prom-client's default process metrics (CPU, memory, event-loop lag, garbage collection, handles). Created on first
 * use, so a server without METRICS_TOKEN never builds or measures any of it.
 */
export interface ProcessMetrics {
  registry: Registry;
  requests: Counter<RequestLabel>;
  durations: Histogram<RequestLabel>;
}

type RequestLabel = 'method' | 'route' | 'status';

// The built server may load this module twice (the Astro bundle imports the API app for `astro dev`): one registry
// per process, whichever copy asks first, as the runtime does (runtime.ts).
const KEY = Symbol.for('fitgroup.metrics');
type Holder = { [KEY]?: ProcessMetrics };

/** The process's metrics, created on first use. */
export function processMetrics(): ProcessMetrics {
  const holder = globalThis as Holder;
  holder[KEY] ??= createProcessMetrics();
  return holder[KEY];
}

function createProcessMetrics(): ProcessMetrics {
  const { collectDefaultMetrics, Counter, Histogram, Registry } = promClient();
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern (never the raw path) and status.',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request reaching the app to its answer, by method, route pattern and status.',
    labelNames,
    registers: [registry],
  });
  registerQueueGauges(registry);
  return { registry, requests, durations };
}

/** Methods outside this list count as OTHER: a label takes only known values. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Counts one answered request: `route` is a pattern (`/api/v1/user/profile/:userId`) or a kind (`(page)`). */
export function observeRequest(method: string, route: string, status: number, seconds: number): void {
  const { requests, durations } = processMetrics();
  const labels = { method: METHODS.has(method) ? method : 'OTHER', route, status };
  requests.inc(labels);
  durations.observe(labels, seconds);
}

/** A process's metrics as prom-client's JSON (registry.getMetricsAsJSON()). */
export type Snapshot = MetricObjectWithValues<MetricValue<string>>[];

/** This process's metrics as prom-client's JSON, its gauges read now for `rt` (what a worker sends the primary). */
export function snapshot(rt: Runtime): Promise<Snapshot> {
  const { registry } = processMetrics();
  return readingFor(registry, rt, () => registry.getMetricsAsJSON());
}

/** This process's metrics in Prometheus' text format, its gauges read now for `rt`. */
export function exposition(rt: Runtime): Promise<string> {
  const { registry } = processMetrics();
  return readingFor(registry, rt, () => registry.metrics());
}
