import { createRequire } from 'node:module';

type PromClient = typeof import('prom-client');
let loaded: PromClient | null = null;

/**
 * prom-client, loaded at its first use: its few dozen CommonJS files took a few hundred milliseconds of a start on
 * the loaded test machine, which a server without METRICS_TOKEN never pays. CommonJS, so it loads synchronously
 * (as log.ts loads pino-pretty).
 */
export function promClient(): PromClient {
  loaded ??= createRequire(import.meta.url)('prom-client') as PromClient;
  return loaded;
}
