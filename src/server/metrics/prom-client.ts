import { createRequire } from 'node:module';

type PromClient = typeof import('prom-client');
let loaded: PromClient | null = null;

/**
 * prom-client, loaded at its first use: loading its few dozen CommonJS files lengthens every start, and a server
 * without METRICS_TOKEN never needs them. CommonJS, so it loads synchronously (as log.ts loads pino-pretty).
 */
export function promClient(): PromClient {
  loaded ??= createRequire(import.meta.url)('prom-client') as PromClient;
  return loaded;
}
