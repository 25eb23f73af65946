// The one staleness rule for the built site, shared by `npm start` (scripts/start.mjs) and the bench: the build is
// stale when its server entry or the bundled server is missing, or older than anything under src/, public/ or
// integrations/, or than astro.config.mjs. Also the one way both start the built server (serverCommand).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The build's folder: ASTRO_OUT_DIR, else dist (resolved against the working directory). */
export function siteOutDir() {
  return path.resolve(process.env.ASTRO_OUT_DIR || 'dist');
}

/** @param {string} dir */
function newestMtime(dir) {
  let newest = 0;
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    const st = statSync(full);
    newest = Math.max(newest, st.isDirectory() ? newestMtime(full) : st.mtimeMs);
  }
  return newest;
}

/**
 * True when the build in `outDir` is missing or older than its sources.
 * @param {string} outDir
 */
export function isBuildStale(outDir) {
  const entry = path.join(outDir, 'server', 'entry.mjs');
  if (!existsSync(entry) || !existsSync(serverBundlePath(outDir))) return true;
  const sources = ['src', 'public', 'integrations'].filter((d) => existsSync(d));
  return Math.max(...sources.map(newestMtime), statSync('astro.config.mjs').mtimeMs) > statSync(entry).mtimeMs;
}

/**
 * The production server bundled at build time (integrations/server-bundle.ts): src/server.ts and its imports in
 * one ES module, run by plain node (no TypeScript transpiled at start).
 * @param {string} outDir
 */
export function serverBundlePath(outDir) {
  return path.join(outDir, 'server', 'fitgroup.mjs');
}

/**
 * How `npm start` and the bench run the built server: Node 24 from node_modules (never the system node) on the
 * bundle, with stack traces mapped back to src/. Run it from the project folder: the migrations, DATA_DIR and
 * ASTRO_OUT_DIR are resolved from the working directory.
 *
 * Memory, measured under load (the feed and the profile at 20 connections):
 * - V8 let its young generation grow to 128 MB, mostly empty between collections: 16 MB semi-spaces keep it at
 *   48 MB, and short-lived request garbage still dies young;
 * - V8 let its old generation grow to 4x what survived the last full collection before collecting again: 35-60 MB
 *   live, 170-190 MB committed through the bench's rows 1-5 (kept until the memory reducer ran, minutes later).
 *   2x (heap-growing-percent=100) keeps it at 80-100 MB: the server's RSS under load went from ~485 to ~365 MB;
 * - glibc gave every thread that allocates (libuv's pool compressing answers and hashing passwords, V8's compiler
 *   threads) an arena of its own that it never gives back, 10-50 MB each: two arenas are shared by all;
 * - glibc's mmap threshold rises to the largest block freed (up to 32 MB), after which argon2's and sharp's big
 *   buffers were carved from the heap and kept there (300 MB of [heap] after a sign-in flood and uploads): a fixed
 *   threshold keeps them mapped on their own, given back at free. libvips' strips are smaller and were left in the
 *   arenas' middle, where only malloc_trim reaches: at 16 KB (and a 16 KB trim threshold) they go back by
 *   themselves, as much as malloc_trim gave back (README, performance notes);
 * - --expose-gc lets the server collect once at the end of a burst of picture uploads (src/server/memory.ts).
 * All are inherited by WORKERS=N's workers. A value already in the environment wins.
 * @param {string} outDir
 * @returns {{ command: string, args: string[], env: Record<string, string> }} env: added to the environment
 */
export function serverCommand(outDir) {
  const local = path.resolve('node_modules/.bin/node');
  return {
    command: existsSync(local) ? local : process.execPath,
    args: [
      '--enable-source-maps',
      '--max-semi-space-size=16',
      '--heap-growing-percent=100',
      '--expose-gc',
      serverBundlePath(outDir),
    ],
    env: {
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX || '2',
      MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ || '16384',
      MALLOC_TRIM_THRESHOLD_: process.env.MALLOC_TRIM_THRESHOLD_ || '16384',
    },
  };
}

/**
 * Builds the site into `outDir` when it is stale; exits the process with the build's status when the build fails.
 * @param {string} outDir
 * @returns {boolean} whether it built
 */
export function buildSiteIfStale(outDir) {
  if (!isBuildStale(outDir)) return false;
  console.log('Building the site…');
  const built = spawnSync('npx', ['astro', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, ASTRO_OUT_DIR: outDir },
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
  return true;
}
