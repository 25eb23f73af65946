import cluster, { type Worker } from 'node:cluster';
import type { Runtime } from '../runtime';
import { promClient } from './prom-client';
import { snapshot, type Snapshot } from './registry';

/**
 * One scrape for all of WORKERS=N. The worker that takes the scrape cannot see its siblings, and the primary, which
 * could, takes no connections: so the worker asks the primary, the primary asks every worker for its numbers
 * (prom-client's JSON), sums them with prom-client's aggregators (AggregatorRegistry.aggregate: counters and
 * histograms add up, each gauge as its `aggregator` says) and hands the text back.
 *
 * prom-client's own AggregatorRegistry.clusterMetrics() is not used: it answers only in the primary, and it fails the
 * whole scrape when one worker does not answer (a worker restarting, or one whose event loop is stuck). Here the
 * primary answers with the workers that answered within WORKER_ANSWER_MS; fitgroup_worker_processes says how many.
 */
const WORKER_ANSWER_MS = 2_000;
/** How long a worker waits for the primary's sum before the scrape fails (503). */
const PRIMARY_ANSWER_MS = 5_000;

type Message =
  | { fitgroup: 'metrics-scrape'; id: number }
  | { fitgroup: 'metrics-collect'; id: number }
  | { fitgroup: 'metrics-collected'; id: number; metrics: Snapshot | null }
  | { fitgroup: 'metrics-scraped'; id: number; text: string | null };

const isMessage = (m: unknown): m is Message =>
  typeof m === 'object' && m !== null && String((m as { fitgroup?: unknown }).fitgroup).startsWith('metrics-');

/** In the primary: answers the workers' scrapes with every worker's numbers summed. */
export function sumWorkerMetrics(): void {
  let nextCollect = 0;
  const collecting = new Map<number, (metrics: Snapshot | null) => void>();

  /** Asks one worker for its numbers; null when it does not answer in time. */
  const collect = (worker: Worker) =>
    new Promise<Snapshot | null>((resolve) => {
      const id = nextCollect++;
      const timer = setTimeout(() => answered(null), WORKER_ANSWER_MS);
      const answered = (metrics: Snapshot | null) => {
        clearTimeout(timer);
        collecting.delete(id);
        resolve(metrics);
      };
      collecting.set(id, answered);
      worker.send({ fitgroup: 'metrics-collect', id } satisfies Message, (err: Error | null) => {
        if (err) answered(null);
      });
    });

  cluster.on('message', (worker, message: unknown) => {
    if (!isMessage(message)) return;
    if (message.fitgroup === 'metrics-collected') collecting.get(message.id)?.(message.metrics);
    if (message.fitgroup !== 'metrics-scrape') return;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w?.isConnected());
    void Promise.all(workers.map(collect))
      .then(async (answers) => {
        const present = answers.filter((a): a is Snapshot => a !== null);
        return present.length === 0 ? null : await promClient().AggregatorRegistry.aggregate(present).metrics();
      })
      .catch(() => null)
      .then((text) => {
        if (worker.isConnected()) worker.send({ fitgroup: 'metrics-scraped', id: message.id, text } satisfies Message);
      });
  });
}

/** In a worker: gives the primary this process's numbers when it asks, and asks it for the sum when scraped. */
export function workerMetrics(rt: Runtime): { scrape(): Promise<string | null> } {
  let nextScrape = 0;
  const waiting = new Map<number, (text: string | null) => void>();
  process.on('message', (message: unknown) => {
    if (!isMessage(message)) return;
    if (message.fitgroup === 'metrics-scraped') waiting.get(message.id)?.(message.text);
    if (message.fitgroup !== 'metrics-collect') return;
    void snapshot(rt)
      .catch(() => null)
      .then((metrics) => process.send?.({ fitgroup: 'metrics-collected', id: message.id, metrics } satisfies Message));
  });
  return {
    /** Every worker's numbers summed, as Prometheus text; null when the primary did not answer in time. */
    scrape: () =>
      new Promise<string | null>((resolve) => {
        const id = nextScrape++;
        const timer = setTimeout(() => answered(null), PRIMARY_ANSWER_MS);
        const answered = (text: string | null) => {
          clearTimeout(timer);
          waiting.delete(id);
          resolve(text);
        };
        waiting.set(id, answered);
        process.send?.({ fitgroup: 'metrics-scrape', id } satisfies Message);
      }),
  };
}
