import type { IncomingMessage } from 'node:http';

/**
 * The status an aborted request is answered and logged with: 499, nginx's "client closed request", as the pages'
 * access log already writes it (access-log.ts, logNodeAccess). Not 400: nothing the client sent was wrong, it
 * stopped sending; and nobody reads the answer anyway, the socket is gone. The access log and the metrics then
 * count it apart from both the client's mistakes (4xx) and ours (5xx).
 */
export const CLIENT_CLOSED_REQUEST = 499;

/** What @hono/node-server rejects a body read with when it saw the connection close without Node's own error. */
// i18n-lint: not interface text (the node adapter's error messages, matched, never shown)
const ADAPTER_ABORT_MESSAGES = new Set(['Client connection prematurely closed.', 'Error: aborted']);

/**
 * Node's own error for a request whose client went away before its body was whole: message `aborted`, code
 * ECONNRESET, and no syscall. A socket's ECONNRESET (the database's connection dropped by its server) says
 * `read ECONNRESET` with syscall `read`: that one is the database's (availability.ts).
 */
export function isRequestAbortedError(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const { code, syscall } = err as NodeJS.ErrnoException;
  return err.message === 'aborted' && code === 'ECONNRESET' && syscall === undefined;
}

/**
 * Whether `err` is the client's request stream failing because the client went away mid-body: the client's doing,
 * not a database outage nor a bug of ours. `incoming` is the Node request when there is one (the production server;
 * in-process tests have none): then its state must say so too (the body never completed), so that another part's
 * error that looks alike is never taken for the client's.
 */
export function isClientAbort(err: unknown, incoming?: IncomingMessage | null): boolean {
  if (incoming && incoming.complete) return false;
  const seen = new Set<unknown>();
  let current: unknown = err;
  while (current instanceof Error && !seen.has(current)) {
    seen.add(current);
    if (isRequestAbortedError(current)) return true;
    if (incoming) {
      if (incoming.errored && current === incoming.errored) return true;
      // The adapter's own words, or a read of a stream that was destroyed without an error.
      if (incoming.destroyed && (ADAPTER_ABORT_MESSAGES.has(current.message) || current.name === 'AbortError'))
        return true;
    }
    current = current.cause;
  }
  return false;
}

/** The Node request under a Hono context served by @hono/node-server (`c.env.incoming`), or null in-process. */
export function incomingOf(env: unknown): IncomingMessage | null {
  const incoming = (env as { incoming?: unknown } | undefined)?.incoming;
  return incoming && typeof incoming === 'object' && 'complete' in incoming ? (incoming as IncomingMessage) : null;
}
