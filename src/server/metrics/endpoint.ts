import cluster from 'node:cluster';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Runtime } from '../runtime';
import { workerMetrics } from './cluster';
import { exposition, processMetrics } from './registry';

export const METRICS_PATH = '/metrics';

/** A refused scrape is logged at most this often: a misconfigured Prometheus asks every 15 s or so. */
const REFUSAL_LOG_MS = 60_000;

export interface MetricsEndpoint {
  /**
   * Whether `req` is a scrape to answer: GET (or HEAD) with `Authorization: Bearer <METRICS_TOKEN>`. Anything else
   * goes on to the site's own 404 page, the answer of any unknown path: a prober learns nothing, not even that the
   * endpoint exists.
   */
  admits(req: IncomingMessage): boolean;
  /** Answers an admitted scrape: every worker's numbers (WORKERS=N), or this process's. */
  answer(req: IncomingMessage, res: ServerResponse): Promise<void>;
}

/**
 * GET /metrics for `rt`, when METRICS_TOKEN is set (null otherwise: /metrics is then an unknown path, 404).
 *
 * The token is compared in constant time, as SHA-256 digests: timingSafeEqual needs inputs of one length, and
 * comparing the digests tells nothing of the token's length either. A wrong token is answered 404 like a missing
 * one rather than 401, for the reason above; the operator learns of it from a `metrics.refused` log line (without
 * the token), which a scanner that sends no Authorization header does not cause.
 */
export function metricsEndpoint(rt: Runtime): MetricsEndpoint | null {
  const token = rt.config.metricsToken;
  if (!token) return null;
  const expected = digest(token);
  const workers = cluster.isWorker ? workerMetrics(rt) : null;
  let lastRefusal = -Infinity;

  return {
    admits(req) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const given = req.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
      if (given !== undefined && timingSafeEqual(digest(given), expected)) return true;
      if (req.headers.authorization !== undefined && performance.now() - lastRefusal >= REFUSAL_LOG_MS) {
        lastRefusal = performance.now();
        rt.log.warn(
          { event: 'metrics.refused' },
          'GET /metrics came with a wrong bearer token (answered 404): check the scraper against METRICS_TOKEN',
        );
      }
      return false;
    },

    async answer(req, res) {
      const text = await (workers ? workers.scrape() : exposition(rt)).catch((err: unknown) => {
        rt.log.error({ event: 'metrics.failed', err: (err as Error).message }, 'metrics could not be collected');
        return null;
      });
      if (text === null) {
        res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
        res.end('metrics not collected\n');
        return;
      }
      res.writeHead(200, { 'content-type': processMetrics().registry.contentType, 'cache-control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : text);
    },
  };
}

const digest = (value: string) => createHash('sha256').update(value).digest();
