/**
 * Gives memory back to the system once a burst of picture work is over.
 *
 * Re-encoding a 12 MP photo allocates a few hundred MB between the upload's copies (JS ArrayBuffers) and libvips'
 * strips (malloc). When the work is done both are free but still held: the buffers until V8's next full
 * collection, which nothing triggers once the requests stop, and malloc's free blocks, which glibc keeps in its
 * arenas (trimming only the top of each). After 8 parallel 12 MP uploads the server held 165 MB more than it needed,
 * for good. So when the last picture slot is released, one full collection runs and then malloc_trim(0).
 *
 * Both are best effort: `gc` exists only when node runs with --expose-gc (serverCommand in scripts/site-build.mjs
 * starts the server so), and malloc_trim only on glibc Linux, called through koffi (FFI). Elsewhere, and in the
 * tests, this does nothing.
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

let scheduled = false;

/**
 * Collects garbage and trims malloc on the next turn of the event loop (several calls in one turn run it once).
 * A full collection stops the server for a few tens of ms, so this is for the end of heavy work, not every request.
 */
export function releaseMemorySoon(): void {
  if (scheduled) return;
  scheduled = true;
  setImmediate(() => {
    scheduled = false;
    globalThis.gc?.();
    void loadTrim().then((malloc_trim) => malloc_trim?.(0));
  });
}
