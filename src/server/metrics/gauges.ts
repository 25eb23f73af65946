import { AsyncLocalStorage } from 'node:async_hooks';
import type { Registry } from 'prom-client';
import type { Runtime } from '../runtime';
import { hashSlots } from '../auth/hash-queue';
import { uploadSlots, type UploadSlots } from '../services/upload-slots';
import { outboxBacklog } from '../mail/outbox';
import { promClient } from './prom-client';

/**
 * The gauges, read when scraped (collect callbacks), never kept up to date by timers or by the requests: the queues
 * are read from their slots, the pool from pg.Pool's counts, the outbox with one count query.
 *
 * WORKERS=N sums each process's numbers (prom-client's aggregators): the slots and pools are per process, so their
 * sum is the server's. The outbox is one table that every worker counts alike: its aggregator is `max`.
 */

/** The runtime a scrape reads the database's numbers from: the collect callbacks run in the scrape's async context. */
const scraping = new AsyncLocalStorage<Runtime>();

/** Runs `collect` (a read of `registry`) with the gauges reading `rt`'s database. */
export function readingFor<T>(registry: Registry, rt: Runtime, collect: () => T): T {
  if (rt.database.connections && !registry.getSingleMetric(POOL_CONNECTIONS)) registerPoolGauges(registry);
  return scraping.run(rt, collect);
}

/** A scrape must answer even while the database does not: the outbox's count gets this long, then is left out. */
const OUTBOX_COUNT_TIMEOUT_MS = 2_000;

/** Registers the gauges that need no database: the hashing and picture queues, and this process's presence. */
export function registerQueueGauges(registry: Registry): void {
  const { Gauge } = promClient();
  slotMetrics(registry, 'fitgroup_password_hash', 'password hashing (argon2id)', hashSlots);
  slotMetrics(registry, 'fitgroup_picture', 'picture decoding and re-encoding (sharp)', uploadSlots);
  new Gauge({
    name: 'fitgroup_worker_processes',
    // i18n-lint: not interface text (a Prometheus HELP line, for the operator)
    help: 'Server processes whose numbers this answer holds (WORKERS; fewer while one restarts).',
    registers: [registry],
    collect() {
      this.set(1);
    },
  });
  new Gauge({
    name: 'fitgroup_mail_outbox_messages',
    // i18n-lint: not interface text (a Prometheus HELP line, for the operator)
    help: 'Unsent mail in the outbox: queued (still being tried) or failed (given up after 10 tries).',
    labelNames: ['state'] as const,
    registers: [registry],
    aggregator: 'max',
    async collect() {
      this.reset();
      const rt = scraping.getStore();
      if (!rt) return;
      const backlog = await withinTimeout(outboxBacklog(rt.db), OUTBOX_COUNT_TIMEOUT_MS).catch(() => null);
      // No answer: no sample (rather than a zero that would read as an empty outbox).
      if (!backlog) return;
      this.set({ state: 'queued' }, backlog.queued);
      this.set({ state: 'failed' }, backlog.failed);
    },
  });
}

/** A queue's four numbers: its slots, those in use, the requests waiting for one, and those refused as busy. */
function slotMetrics(registry: Registry, prefix: string, what: string, slots: () => UploadSlots): void {
  const { Counter, Gauge } = promClient();
  const registers = [registry];
  new Gauge({
    name: `${prefix}_slots`,
    help: `Slots for ${what}: how many run at once.`,
    registers,
    collect() {
      this.set(slots().size);
    },
  });
  new Gauge({
    name: `${prefix}_slots_busy`,
    help: `Slots for ${what} in use now.`,
    registers,
    collect() {
      this.set(slots().active);
    },
  });
  new Gauge({
    name: `${prefix}_waiting`,
    help: `Requests waiting for a slot for ${what} now.`,
    registers,
    collect() {
      this.set(slots().waiting);
    },
  });
  new Counter({
    name: `${prefix}_refused_total`,
    help: `Requests answered 503 (busy) because no slot for ${what} came in time.`,
    registers,
    collect() {
      this.reset();
      this.inc(slots().refused);
    },
  });
}

const POOL_CONNECTIONS = 'fitgroup_db_pool_connections';

/**
 * PostgreSQL's pool (per process), added at the first scrape of a runtime that has one: PGlite has no pool (one
 * connection inside the process, queries one at a time on the main thread); its pressure shows as event-loop lag
 * and request durations instead.
 */
function registerPoolGauges(registry: Registry): void {
  const { Gauge } = promClient();
  const counts = () => scraping.getStore()?.database.connections?.();
  const registers = [registry];
  new Gauge({
    name: POOL_CONNECTIONS,
    // i18n-lint: not interface text (a Prometheus HELP line, for the operator)
    help: 'PostgreSQL connections of the pool, busy (checked out) or idle.',
    labelNames: ['state'] as const,
    registers,
    collect() {
      this.reset();
      const pool = counts();
      if (!pool) return;
      this.set({ state: 'busy' }, pool.open - pool.idle);
      this.set({ state: 'idle' }, pool.idle);
    },
  });
  new Gauge({
    name: 'fitgroup_db_pool_max_connections',
    // i18n-lint: not interface text (a Prometheus HELP line, for the operator)
    help: 'The most connections the pool opens.',
    registers,
    collect() {
      this.set(counts()?.max ?? 0);
    },
  });
  new Gauge({
    name: 'fitgroup_db_pool_waiting',
    // i18n-lint: not interface text (a Prometheus HELP line, for the operator)
    help: 'Queries waiting for a connection of the pool (all busy).',
    registers,
    collect() {
      this.set(counts()?.waiting ?? 0);
    },
  });
}

/** Rejects when `work` takes longer than `ms`; the timer never keeps the process alive. */
function withinTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
    timer.unref();
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
