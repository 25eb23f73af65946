/**
 * Bundles the production entry (src/server.ts and the server code it imports) into an ES module,
 * `<outDir>/server/fitgroup.mjs`, at build time, beside Astro's own `entry.mjs`: `npm start` and the bench run it
 * with plain node. Transpiling TypeScript at every start (tsx) cost about a second of the cold start.
 *
 * The pure ES module packages of INLINED go into the bundle too: drizzle-orm alone is a few hundred files, and
 * loading them one by one took 0.4-1.3 s of the start (15 ms bundled). Every other package stays external, resolved
 * from node_modules at run time (native addons, WebAssembly, CommonJS). Modules the server imports lazily (the
 * demo seed, S3, the database drivers) become chunks of their own under `fitgroup-chunks/`, so what they import
 * (sharp, pg) is not loaded at start either.
 *
 * Paths the server reads at run time (the migrations, DATA_DIR, ASTRO_OUT_DIR) are resolved from the working
 * directory: the bundle is started from the project folder, like `npm run serve`.
 */
import { build, type Plugin } from 'esbuild';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
// Where the bundle lands in a build folder, known once for the build, npm start and the bench.
import { serverBundlePath } from '../scripts/site-build.mjs';

/** Packages bundled in: ES modules without native code, WebAssembly or files of their own read at run time. */
export const INLINED = ['drizzle-orm', 'hono', '@hono/node-server', 'zod', 'jose', 'aws4fetch'];

/** The package a bare import names (`@scope/name/sub` → `@scope/name`). */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** Every bare import outside INLINED stays an import (node builtins included). */
const externalPackages: Plugin = {
  name: 'fitgroup:external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.kind === 'entry-point' || path.isAbsolute(args.path)) return undefined;
      return INLINED.includes(packageOf(args.path)) ? undefined : { path: args.path, external: true };
    });
  },
};

/** Bundles `entry` into `outFile` (chunks and source maps beside it); returns the entry's size in bytes. */
export async function bundleServer(entry: string, outFile: string): Promise<number> {
  const outdir = path.dirname(outFile);
  // Chunks of an earlier bundle would pile up (their names carry a hash of their content).
  await rm(path.join(outdir, 'fitgroup-chunks'), { recursive: true, force: true });
  const result = await build({
    entryPoints: { [path.basename(outFile, '.mjs')]: entry },
    outdir,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'fitgroup-chunks/[name]-[hash]',
    splitting: true,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    mainFields: ['module', 'main'],
    plugins: [externalPackages],
    sourcemap: true,
    // Stack traces name src/ files and lines (node --enable-source-maps); the map points at the sources, not copies.
    sourcesContent: false,
    metafile: true,
    logLevel: 'warning',
    legalComments: 'none',
  });
  return result.metafile.outputs[path.relative(process.cwd(), outFile)]?.bytes ?? 0;
}

export function serverBundle(): AstroIntegration {
  let outDir = '';
  return {
    name: 'fitgroup:server-bundle',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir);
      },
      'astro:build:done': async ({ logger }) => {
        const started = performance.now();
        const outFile = serverBundlePath(outDir);
        const bytes = await bundleServer(path.resolve('src/server.ts'), outFile);
        logger.info(
          `${path.relative(process.cwd(), outFile)} (${Math.round(bytes / 1024)} KB) bundled in ${Math.round(performance.now() - started)} ms`,
        );
      },
    },
  };
}
