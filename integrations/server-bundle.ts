/**
 * Bundles the production entry (src/server.ts and the server code it imports) into one ES module,
 * `<outDir>/server/fitgroup.mjs`, at build time, beside Astro's own `entry.mjs`: `npm start` and the bench run it
 * with plain node. Transpiling TypeScript at every start (tsx) cost about a second of the cold start.
 *
 * Packages stay external (node_modules is resolved from the bundle's folder, as Astro's entry does); paths the
 * server reads at run time (the migrations, DATA_DIR, ASTRO_OUT_DIR) are resolved from the working directory, so
 * the bundle must be started from the project folder, like `npm run serve`.
 */
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Where the bundle lands inside a build folder. */
export const SERVER_BUNDLE = path.join('server', 'fitgroup.mjs');

/** Bundles `entry` into `outFile` (with its source map beside it); returns the bundle's size in bytes. */
export async function bundleServer(entry: string, outFile: string): Promise<number> {
  const result = await build({
    entryPoints: [entry],
    outfile: outFile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    packages: 'external',
    sourcemap: true,
    // Stack traces name the source files (node --enable-source-maps reads the map only when one is printed).
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
        const outFile = path.join(outDir, SERVER_BUNDLE);
        const bytes = await bundleServer(path.resolve('src/server.ts'), outFile);
        logger.info(
          `${path.relative(process.cwd(), outFile)} (${Math.round(bytes / 1024)} KB) bundled in ${Math.round(performance.now() - started)} ms`,
        );
      },
    },
  };
}
