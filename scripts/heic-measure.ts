/**
 * Measures the two ways of handling a 12 MP HEIC from a phone (issue 4):
 *   A. decode in the browser with heic-to (WASM), then the usual compressorjs pipeline (profile preset), upload the
 *      small JPEG;
 *   B. upload the original HEIC and convert it on the server with heic-convert, then sharp (storeImage).
 * Needs `heif-enc` (apt-get install libheif-examples) and Debian's Chromium.
 *   node --import tsx scripts/heic-measure.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import { chromium } from '@playwright/test';
import { storeImage } from '../src/server/services/images';

const WIDTH = 4000;
const HEIGHT = 3000;
const RUNS = 3;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

/** A photo-like 12 MP picture: smooth colour fields with fine detail and sensor-like noise (not flat, not pure noise). */
async function photoLikeJpeg(): Promise<Buffer> {
  const raw = Buffer.alloc(WIDTH * HEIGHT * 3);
  let seed = 42;
  const noise = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff - 0.5) * 18;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const i = (y * WIDTH + x) * 3;
      const detail = Math.sin(x / 7) * Math.cos(y / 11) * 20;
      raw[i] = Math.max(0, Math.min(255, 120 + 80 * Math.sin(x / 600) + detail + noise()));
      raw[i + 1] = Math.max(0, Math.min(255, 110 + 70 * Math.cos(y / 500) + detail + noise()));
      raw[i + 2] = Math.max(0, Math.min(255, 100 + 60 * Math.sin((x + y) / 900) + noise()));
    }
  }
  return sharp(raw, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function measureServer(heic: Buffer) {
  const { default: convert } = (await import('heic-convert')) as unknown as {
    default: (o: { buffer: Buffer; format: 'JPEG'; quality: number }) => Promise<ArrayBuffer>;
  };
  const convertTimes: number[] = [];
  const storeTimes: number[] = [];
  let peakRss = process.memoryUsage().rss;
  const rssBefore = peakRss;
  const timer = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 5);
  let stored = 0;
  // How long other requests would wait: the WASM decoder runs on the event loop.
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  for (let i = 0; i < RUNS; i++) {
    let t = performance.now();
    await convert({ buffer: heic, format: 'JPEG', quality: 0.92 });
    convertTimes.push(performance.now() - t);
    const storage = {
      put: async (_k: string, data: Buffer) => void (stored = data.length),
      get: async () => null,
      delete: async () => {},
    };
    t = performance.now();
    await storeImage(
      { storage },
      new File([new Uint8Array(heic)], 'photo.heic', { type: 'image/heic' }),
      'profile',
      'image',
    );
    storeTimes.push(performance.now() - t);
  }
  clearInterval(timer);
  loop.disable();
  return {
    maxStallMs: loop.max / 1e6,
    convertMs: median(convertTimes),
    storeMs: median(storeTimes),
    storedBytes: stored,
    rssGrowth: peakRss - rssBefore,
  };
}

async function measureBrowser(heic: Buffer) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>heic</title>');
    await page.addScriptTag({ path: 'node_modules/heic-to/dist/iife/heic-to.js' });
    await page.addScriptTag({ path: 'node_modules/compressorjs/dist/compressor.min.js' });
    const nativeDecodes = await page.evaluate(async (b64) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      try {
        await createImageBitmap(new Blob([bytes], { type: 'image/heic' }));
        return true;
      } catch {
        return false;
      }
    }, heic.toString('base64'));
    const runs: Array<{ decodeMs: number; compressMs: number; outBytes: number; outWidth: number; heap: number }> = [];
    for (let i = 0; i < RUNS; i++) {
      runs.push(
        await page.evaluate(async (b64) => {
          const w = window as unknown as {
            HeicTo: (o: { blob: Blob; type: string; quality: number }) => Promise<Blob>;
            Compressor: new (f: Blob, o: Record<string, unknown>) => unknown;
          };
          const file = new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type: 'image/heic' });
          let t = performance.now();
          const jpeg = await w.HeicTo({ blob: file, type: 'image/jpeg', quality: 0.92 });
          const decodeMs = performance.now() - t;
          t = performance.now();
          const out: Blob = await new Promise((resolve, reject) => {
            new w.Compressor(jpeg, {
              maxWidth: 800,
              maxHeight: 800,
              quality: 0.85,
              mimeType: 'image/jpeg',
              convertSize: Infinity,
              strict: false,
              success: resolve,
              error: reject,
            });
          });
          const compressMs = performance.now() - t;
          const bitmap = await createImageBitmap(out);
          const heap = (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0;
          return { decodeMs, compressMs, outBytes: out.size, outWidth: bitmap.width, heap };
        }, heic.toString('base64')),
      );
    }
    return {
      nativeDecodes,
      decodeMs: median(runs.map((r) => r.decodeMs)),
      compressMs: median(runs.map((r) => r.compressMs)),
      outBytes: runs[0]!.outBytes,
      outWidth: runs[0]!.outWidth,
    };
  } finally {
    await browser.close();
  }
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'heic-measure-'));
  try {
    const jpegPath = path.join(dir, 'photo.jpg');
    const heicPath = path.join(dir, 'photo.heic');
    writeFileSync(jpegPath, await photoLikeJpeg());
    execFileSync('heif-enc', ['-q', '50', '-o', heicPath, jpegPath], { stdio: 'ignore' });
    const heic = readFileSync(heicPath);
    const meta = await sharp(readFileSync(jpegPath)).metadata();
    const decoder = readFileSync('node_modules/heic-to/dist/heic-to.min.js');
    console.log(
      `input: ${meta.width}x${meta.height} HEIC, ${mb(heic.length)} (source JPEG ${mb(readFileSync(jpegPath).length)})`,
    );
    console.log(
      `browser decoder download: heic-to ${mb(decoder.length)} (${mb(gzipSync(decoder).length)} gzipped), fetched only when a HEIC is picked`,
    );

    const server = await measureServer(heic);
    console.log(
      `B. server: heic-convert ${server.convertMs.toFixed(0)} ms; storeImage (convert + sharp) ${server.storeMs.toFixed(0)} ms; ` +
        `stored ${mb(server.storedBytes)}; RSS growth ${mb(server.rssGrowth)}; longest event-loop stall ${server.maxStallMs.toFixed(0)} ms; upload ${mb(heic.length)}`,
    );

    const browser = await measureBrowser(heic);
    console.log(
      `A. Chromium: native HEIC decode ${browser.nativeDecodes ? 'works' : 'fails'}; heic-to decode ${browser.decodeMs.toFixed(0)} ms; ` +
        `compressorjs to 800px ${browser.compressMs.toFixed(0)} ms; upload ${mb(browser.outBytes)} (${browser.outWidth}px wide)`,
    );
    console.log(`(medians of ${RUNS} runs)`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
