/**
 * Builds the service worker (src/sw/worker.ts, Workbox 7 modules) into `<outDir>/client/sw.js` once the client
 * build is written, with the list of the build's hashed files inlined (src/sw/precache-list.ts says which are
 * precached). Runs before precompress, so sw.js gets its .br and .gz siblings like every other script.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { AstroIntegration } from 'astro';
import { buildFilesOf, type BuildFile } from '../src/sw/precache-list.ts';
import { WORKER_PATH } from '../src/sw/worker-path.ts';

/** Every file under `clientDir`, as URL paths with their sizes. */
async function clientFiles(clientDir: string): Promise<BuildFile[]> {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  return Promise.all(
    files.map(async (file) => ({
      path: `/${path.relative(clientDir, file).split(path.sep).join('/')}`,
      bytes: (await stat(file)).size,
    })),
  );
}

/** Bundles the worker for `clientDir`'s build; returns its size in bytes and how many files it precaches. */
export async function bundleServiceWorker(clientDir: string): Promise<{ bytes: number; precached: number }> {
  const files = buildFilesOf(await clientFiles(clientDir));
  const outfile = path.join(clientDir, WORKER_PATH.slice(1));
  const result = await build({
    entryPoints: [path.resolve('src/sw/worker.ts')],
    outfile,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    // Workbox logs and checks its arguments unless NODE_ENV says production.
    define: { __BUILD_FILES__: JSON.stringify(files), 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
  });
  const bytes = Object.values(result.metafile.outputs)[0]?.bytes ?? 0;
  return { bytes, precached: files.precache.length };
}

export function serviceWorker(): AstroIntegration {
  return {
    name: 'fitgroup:service-worker',
    hooks: {
      // `dir` is the client build (what src/server.ts serves as static files).
      'astro:build:done': async ({ dir, logger }) => {
        const { bytes, precached } = await bundleServiceWorker(fileURLToPath(dir));
        logger.info(`${WORKER_PATH} (${Math.round(bytes / 1024)} KB) built; it precaches ${precached} files`);
      },
    },
  };
}
