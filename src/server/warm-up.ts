import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Pages asked for once, without cookies, right after the server listens. The first page rendered after a start
 * loads the middleware's and the pages' code (Node resolving drizzle, the session code and Astro's chunks), which
 * takes seconds where later renders take milliseconds. Asking here moves that wait off the first member. Signed
 * out, each one only redirects to sign-in or renders a public page: nothing is written and no one is signed in.
 */
const WARM_PATHS = ['/community', '/login/', '/admin'];

/** Asks for WARM_PATHS one after another on the server's own address; failures are ignored (it is only a warm-up). */
export function warmUpPages(server: Server): void {
  const address = server.address() as AddressInfo | null;
  if (!address || typeof address === 'string') return;
  const host =
    address.family === 'IPv6'
      ? address.address === '::'
        ? '[::1]'
        : `[${address.address}]`
      : address.address === '0.0.0.0'
        ? '127.0.0.1'
        : address.address;
  setImmediate(async () => {
    for (const path of WARM_PATHS) {
      try {
        const res = await fetch(`http://${host}:${address.port}${path}`, {
          redirect: 'manual',
          headers: { 'User-Agent': 'fitgroup-warm-up' },
          signal: AbortSignal.timeout(10_000),
        });
        await res.arrayBuffer();
      } catch {
        // A server stopping at once, or a page failing: the first real request pays, as it would have.
      }
    }
  });
}
