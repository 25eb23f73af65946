/**
 * Gives memory back to the system once heavy work is over (heavy-work.ts: a burst of big pictures, or the staff's
 * whole all-profiles list). Re-encoding 8 camera photos at once allocates a few hundred MB between the upload's
 * copies (JS ArrayBuffers) and libvips' strips (malloc). When the work is done the buffers are held until V8's next
 * full collection, which nothing triggers once the requests stop: so one runs then. What malloc frees goes back to
 * the system by itself, with the glibc settings the server starts with (serverCommand in scripts/site-build.mjs: a
 * low mmap and trim threshold), so nothing here calls into libc.
 *
 * Best effort: `gc` exists only when node runs with --expose-gc (serverCommand starts the server so); where it is
 * missing, nothing happens and nothing throws.
 */
import { afterHeavyWork } from './heavy-work';

/** A full collection stops the server for 50-110 ms (80-160 MB of heap): never more than one a second. */
const MIN_GAP_MS = 1_000;
let lastRun = -Infinity;
let pending: ReturnType<typeof setTimeout> | null = null;

/**
 * Collects garbage soon: at once when the last run was more than a second ago, else when that second is over
 * (calls meanwhile share that one run).
 */
export function releaseMemorySoon(): void {
  if (pending) return;
  pending = setTimeout(
    () => {
      pending = null;
      lastRun = performance.now();
      globalThis.gc?.();
    },
    Math.max(0, lastRun + MIN_GAP_MS - performance.now()),
  );
  pending.unref();
}

/** The server's part: memory goes back after every piece of heavy work. Answers the function that stops it. */
export function releaseMemoryAfterHeavyWork(): () => void {
  return afterHeavyWork(releaseMemorySoon);
}
