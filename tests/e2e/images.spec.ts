import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { expect, test, type Page } from '@playwright/test';

/**
 * The client image pipeline (src/lib/images.ts) run in Chromium, where canvas and image decoding are real.
 * The module is bundled as it is in the source (the HEIC decoder split into its own chunk, as in the app) and
 * served on the app's origin under /__pipeline__/.
 */

const files = new Map<string, string>();

test.beforeAll(async () => {
  const result = await build({
    entryPoints: { images: 'src/lib/images.ts' },
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: '/__pipeline__',
    write: false,
    logLevel: 'silent',
  });
  for (const file of result.outputFiles) files.set(`/__pipeline__/${path.basename(file.path)}`, file.text);
});

async function openPipeline(page: Page): Promise<string[]> {
  const fetched: string[] = [];
  await page.route('**/__pipeline__/**', (route) => {
    const url = new URL(route.request().url());
    fetched.push(url.pathname);
    if (url.pathname === '/__pipeline__/') {
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>pipeline</title>' });
    }
    const body = files.get(url.pathname);
    return body === undefined
      ? route.fulfill({ status: 404 })
      : route.fulfill({ contentType: 'text/javascript', body });
  });
  await page.goto('/__pipeline__/');
  return fetched;
}

test.describe('validateImageFile', () => {
  test("gives the spec's message for each refusal, and null for accepted files", async ({ page }) => {
    await openPipeline(page);
    const results = await page.evaluate(async () => {
      const { validateImageFile } = await import('/__pipeline__/images.js' as string);
      const of = (parts: BlobPart[], name: string, type: string) => validateImageFile(new File(parts, name, { type }));
      return {
        text: of(['hello'], 'notes.txt', 'text/plain'),
        svg: of(['<svg/>'], 'logo.svg', 'image/svg+xml'),
        pdf: of(['%PDF'], 'scan.pdf', 'application/pdf'),
        heicByName: of(['x'], 'IMG_0001.HEIC', ''),
        pngByType: of(['x'], 'blob', 'image/png'),
        webp: of(['x'], 'a.webp', 'image/webp'),
        gifByName: of(['x'], 'a.gif', 'application/octet-stream'),
        tooLarge: of([new Uint8Array(50 * 1024 * 1024 + 1)], 'huge.jpg', 'image/jpeg'),
        exactlyLimit: of([new Uint8Array(50 * 1024 * 1024)], 'limit.jpg', 'image/jpeg'),
        bigger: of([new Uint8Array(63 * 1024 * 1024)], 'bigger.png', 'image/png'),
      };
    });
    const unsupported = 'Unsupported file format. Please upload an image file (JPG, PNG, WebP, HEIC, etc.)';
    expect(results).toEqual({
      text: unsupported,
      svg: unsupported,
      pdf: unsupported,
      heicByName: null,
      pngByType: null,
      webp: null,
      gifByName: null,
      tooLarge: 'File is too large (50.0MB). Please choose a smaller image.',
      exactlyLimit: null,
      bigger: 'File is too large (63.0MB). Please choose a smaller image.',
    });
  });
});

test.describe('processImage', () => {
  test('turns a 4000x3000 PNG into a JPEG of at most 800x800 under 1,024,000 bytes named …_processed.jpg', async ({
    page,
  }) => {
    await openPipeline(page);
    const out = await page.evaluate(async () => {
      const { processImage } = await import('/__pipeline__/images.js' as string);
      const canvas = document.createElement('canvas');
      canvas.width = 4000;
      canvas.height = 3000;
      const ctx = canvas.getContext('2d')!;
      // Busy, photo-like content so the encoder has real work (a flat image would be trivially small).
      const gradient = ctx.createLinearGradient(0, 0, 4000, 3000);
      gradient.addColorStop(0, '#d33');
      gradient.addColorStop(1, '#33d');
      ctx.fillStyle = gradient;
      ctx.fillRect(0, 0, 4000, 3000);
      for (let i = 0; i < 4000; i++) {
        ctx.fillStyle = `hsl(${(i * 37) % 360} 70% 50%)`;
        ctx.fillRect((i * 997) % 4000, (i * 613) % 3000, 40, 40);
      }
      const png: Blob = await new Promise((r) => canvas.toBlob((b) => r(b!), 'image/png'));
      const result: File = await processImage(new File([png], 'holiday.png', { type: 'image/png' }), 'profile');
      const bitmap = await createImageBitmap(result);
      const head = new Uint8Array(await result.slice(0, 3).arrayBuffer());
      return {
        inputBytes: png.size,
        name: result.name,
        type: result.type,
        size: result.size,
        width: bitmap.width,
        height: bitmap.height,
        head: [...head],
      };
    });
    expect(out.inputBytes).toBeGreaterThan(1_024_000);
    expect(out.name).toBe('holiday_processed.jpg');
    expect(out.type).toBe('image/jpeg');
    expect(out.head).toEqual([0xff, 0xd8, 0xff]);
    expect(out.width).toBe(800);
    expect(out.height).toBe(600);
    expect(out.size).toBeLessThan(1_024_000);
  });

  test('never scales a small picture up', async ({ page }) => {
    await openPipeline(page);
    const out = await page.evaluate(async () => {
      const { processImage } = await import('/__pipeline__/images.js' as string);
      const canvas = document.createElement('canvas');
      canvas.width = 300;
      canvas.height = 120;
      canvas.getContext('2d')!.fillRect(0, 0, 150, 60);
      const png: Blob = await new Promise((r) => canvas.toBlob((b) => r(b!), 'image/png'));
      const result: File = await processImage(new File([png], 'badge.png', { type: 'image/png' }), 'weekly');
      const bitmap = await createImageBitmap(result);
      return { name: result.name, width: bitmap.width, height: bitmap.height };
    });
    expect(out).toEqual({ name: 'badge_processed.jpg', width: 300, height: 120 });
  });

  test('refuses an unsupported file and a too-large file with the validation messages', async ({ page }) => {
    await openPipeline(page);
    const messages = await page.evaluate(async () => {
      const { processImage } = await import('/__pipeline__/images.js' as string);
      const fail = (f: File) =>
        processImage(f, 'profile').then(
          () => 'resolved',
          (e: Error) => e.message,
        );
      return [
        await fail(new File(['x'], 'notes.txt', { type: 'text/plain' })),
        await fail(new File([new Uint8Array(50 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' })),
      ];
    });
    expect(messages).toEqual([
      'Unsupported file format. Please upload an image file (JPG, PNG, WebP, HEIC, etc.)',
      'File is too large (50.0MB). Please choose a smaller image.',
    ]);
  });

  test('says it failed to load an image the browser cannot decode', async ({ page }) => {
    await openPipeline(page);
    const message = await page.evaluate(async () => {
      const { processImage } = await import('/__pipeline__/images.js' as string);
      const broken = new File([new TextEncoder().encode('<html>not a picture</html>')], 'cat.jpg', {
        type: 'image/jpeg',
      });
      return processImage(broken, 'profile').then(
        () => 'resolved',
        (e: Error) => e.message,
      );
    });
    expect(message).toBe('Failed to load image. Please try a different image.');
  });

  test('decodes a HEIC (which Chromium cannot) with the decoder fetched only then', async ({ page }) => {
    const fetched = await openPipeline(page);
    const heic = readFileSync('tests/fixtures/profile/photo.heic').toString('base64');
    const before = await page.evaluate(async () => {
      await import('/__pipeline__/images.js' as string);
      return true;
    });
    expect(before).toBe(true);
    const chunksBefore = fetched.length;
    const out = await page.evaluate(async (b64) => {
      const { processImage } = await import('/__pipeline__/images.js' as string);
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const native = await createImageBitmap(new Blob([bytes], { type: 'image/heic' })).then(
        () => true,
        () => false,
      );
      const result: File = await processImage(new File([bytes], 'IMG_0042.HEIC', { type: '' }), 'profile');
      const bitmap = await createImageBitmap(result);
      return {
        native,
        name: result.name,
        type: result.type,
        width: bitmap.width,
        height: bitmap.height,
        size: result.size,
      };
    }, heic);
    expect(out.native).toBe(false);
    expect(out).toMatchObject({ name: 'IMG_0042_processed.jpg', type: 'image/jpeg', width: 800, height: 600 });
    expect(out.size).toBeLessThan(1_024_000);
    // The first import fetched the pipeline only; the HEIC pick fetched the decoder chunk.
    expect(fetched.length).toBeGreaterThan(chunksBefore);
  });
});
