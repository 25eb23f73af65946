// npm start: builds when the build is missing or older than the sources, then runs the production server.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const outDir = path.resolve(process.env.ASTRO_OUT_DIR || 'dist');
const entry = path.join(outDir, 'server', 'entry.mjs');

function newestMtime(dir) {
  let newest = 0;
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    const st = statSync(full);
    newest = Math.max(newest, st.isDirectory() ? newestMtime(full) : st.mtimeMs);
  }
  return newest;
}

const sources = ['src', 'public'].filter((d) => existsSync(d));
const stale =
  !existsSync(entry) ||
  Math.max(...sources.map(newestMtime), statSync('astro.config.mjs').mtimeMs) > statSync(entry).mtimeMs;

if (stale) {
  console.log('Building the site…');
  const built = spawnSync('npx', ['astro', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
