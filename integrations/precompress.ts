/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) sibling beside every text file of the client build, once, at build
 * time, at the strongest settings (brotli quality 11, gzip level 9): src/server.ts sends the one the request
 * accepts (src/server/http/compression.ts), so no static byte is compressed while a visitor waits.
 *
 * Files under MIN_BYTES are left alone (the framing eats the gain), and so is a coding that does not make a file
 * smaller.
 */
import { readFile, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { AstroIntegration } from 'astro';
// The text files of a build, by extension: the server gives a file and its siblings this one type.
import { textFileType } from '../src/lib/text-files.ts';

export const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface PrecompressTotals {
  files: number;
  bytes: number;
  br: number;
  gzip: number;
}

async function* textFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(full);
    else if (entry.isFile() && textFileType(entry.name) !== undefined) yield full;
  }
}

/** Compresses one file into its siblings; returns the sizes written (the original's when a coding did not help). */
async function precompressFile(file: string): Promise<{ bytes: number; br: number; gzip: number } | null> {
  if ((await stat(file)).size < MIN_BYTES) return null;
  const source = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
      },
    }),
    gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.byteLength < source.byteLength) await writeFile(file + '.br', br);
  if (gz.byteLength < source.byteLength) await writeFile(file + '.gz', gz);
  return {
    bytes: source.byteLength,
    br: Math.min(br.byteLength, source.byteLength),
    gzip: Math.min(gz.byteLength, source.byteLength),
  };
}

/** Precompresses every text file under `dir`, a few at a time (zlib runs on libuv's thread pool). */
export async function precompressDirectory(dir: string): Promise<PrecompressTotals> {
  const totals: PrecompressTotals = { files: 0, bytes: 0, br: 0, gzip: 0 };
  const queue: string[] = [];
  for await (const file of textFiles(dir)) queue.push(file);
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const sizes = await precompressFile(file);
      if (!sizes) continue;
      totals.files += 1;
      totals.bytes += sizes.bytes;
      totals.br += sizes.br;
      totals.gzip += sizes.gzip;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return totals;
}

export function precompress(): AstroIntegration {
  return {
    name: 'fitgroup:precompress',
    hooks: {
      // `dir` is the client build (what src/server.ts serves as static files).
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const t = await precompressDirectory(fileURLToPath(dir));
        const kb = (n: number) => `${Math.round(n / 1024)} KB`;
        logger.info(
          `${t.files} text files precompressed in ${Math.round(performance.now() - started)} ms: ` +
            `${kb(t.bytes)} → ${kb(t.br)} br, ${kb(t.gzip)} gzip`,
        );
      },
    },
  };
}
