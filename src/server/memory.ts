/**
 * Gives memory back to the system once heavy work is over: a burst of big pictures, or the staff's whole
 * all-profiles list (admin-profiles.ts).
 *
 * Re-encoding 8 camera photos at once allocates a few hundred MB between the upload's copies (JS ArrayBuffers) and libvips'
 * strips (malloc). When the work is done both are free but still held: the buffers until V8's next full
 * collection, which nothing triggers once the requests stop, and malloc's free blocks, which glibc keeps in its
 * arenas (trimming only the top of each). After 8 parallel 12 MP uploads the server held 165 MB more than it needed,
 * for good. So when the last picture slot is released after a big picture, one full collection runs and then
 * malloc_trim(0). Pictures under a megabyte (the web client sends them scaled down) leave little to give back, and a
 * flood of tiny ones must not buy a full collection each.
 *
 * Both are best effort: `gc` exists only when node runs with --expose-gc (serverCommand in scripts/site-build.mjs
 * starts the server so), and malloc_trim only on glibc Linux, called through koffi (FFI). Where either is missing,
 * that half is skipped; neither can throw.
 */
import { platform } from 'node:process';

type Trim = (pad: number) => number;

let trim: Promise<Trim | null> | null = null;

/** glibc's malloc_trim, or null where there is none (macOS, musl, Windows) or koffi cannot load. */
function loadTrim(): Promise<Trim | null> {
  trim ??=
    platform !== 'linux'
      ? Promise.resolve(null)
      : import('koffi')
          .then(({ default: koffi }) => koffi.load('libc.so.6').func('int malloc_trim(size_t pad)') as Trim)
          .catch(() => null);
  return trim;
}

/** A full collection stops the server for 50-110 ms (80-160 MB of heap): never more than one a second. */
const MIN_GAP_MS = 1_000;
let lastRun = -Infinity;
let pending: ReturnType<typeof setTimeout> | null = null;

/**
 * Collects garbage and trims malloc soon: at once when the last run was more than a second ago, else when that
 * second is over (calls meanwhile share that one run). For the end of heavy work only (a big picture, the unpaged
 * all-profiles list), never per request.
 */
export function releaseMemorySoon(): void {
  if (pending) return;
  pending = setTimeout(() => {
    pending = null;
    lastRun = performance.now();
    globalThis.gc?.();
    void loadTrim()
      .then((malloc_trim) => malloc_trim?.(0))
      .catch(() => undefined);
  }, Math.max(0, lastRun + MIN_GAP_MS - performance.now()));
  pending.unref();
}
