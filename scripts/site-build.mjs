// The one staleness rule for the built site, shared by `npm start` (scripts/start.mjs) and the bench: the build is
// stale when its server entry is missing or older than anything under src/ or public/, or than astro.config.mjs.
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
  if (!existsSync(entry)) return true;
  const sources = ['src', 'public'].filter((d) => existsSync(d));
  return Math.max(...sources.map(newestMtime), statSync('astro.config.mjs').mtimeMs) > statSync(entry).mtimeMs;
}

/**
 * Builds the site into `outDir` when it is stale; exits the process with the build's status when the build fails.
 * @param {string} outDir
 * @returns {boolean} whether it built
 */
export function buildSiteIfStale(outDir) {
  if (!isBuildStale(outDir)) return false;
  console.log('Building the site…');
  const built = spawnSync('npx', ['astro', 'build'], { stdio: 'inherit', env: { ...process.env, ASTRO_OUT_DIR: outDir } });
  if (built.status !== 0) process.exit(built.status ?? 1);
  return true;
}
