/**
 * Where the worker's script is served, and the URL pages register it with: the member it keeps pages for rides in
 * the query (`/sw.js?m=<id>`). Alone in its module: every page's script names it (lib/offline/worker-registration.ts),
 * and nothing else of the worker's should come along. Both written out: a page's script carries the second as it is.
 */
export const WORKER_PATH = '/sw.js';
export const WORKER_URL_PREFIX = '/sw.js?m=';
