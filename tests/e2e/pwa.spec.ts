import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BASE_URL } from './helpers';

/**
 * The site installs: its manifest is served and valid, every icon it lists is a PNG of the declared size, the
 * apple-touch-icon is 180x180, and Chromium's own installability check finds nothing missing.
 */

interface Manifest {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
}

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function png(request: APIRequestContext, src: string): Promise<Buffer> {
  const res = await request.get(src);
  expect(res.status(), src).toBe(200);
  expect(res.headers()['content-type'], src).toBe('image/png');
  return res.body();
}

test('the manifest is served as a web manifest and has what installing needs', async ({ request }) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await res.json()) as Manifest;
  expect(manifest).toMatchObject({ id: '/', start_url: '/', scope: '/', display: 'standalone' });
  expect(manifest.name.length).toBeGreaterThan(0);
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  const purposes = manifest.icons.filter((i) => i.type === 'image/png').map((i) => `${i.sizes} ${i.purpose ?? 'any'}`);
  expect(purposes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
});

test('every icon of the manifest exists at its declared size', async ({ request }) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as Manifest;
  for (const icon of manifest.icons) {
    if (icon.type !== 'image/png') {
      expect((await request.get(icon.src)).status(), icon.src).toBe(200);
      continue;
    }
    const [width, height] = icon.sizes.split('x').map(Number);
    expect(pngSize(await png(request, icon.src)), icon.src).toEqual({ width, height });
  }
});

test('/apple-touch-icon.png is a 180x180 PNG', async ({ request }) => {
  expect(pngSize(await png(request, '/apple-touch-icon.png'))).toEqual({ width: 180, height: 180 });
});

/** Chromium's installability errors for the page (none: the browser offers to install it). */
async function installabilityErrors(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  return installabilityErrors.map((e) => e.errorId);
}

test('Chromium finds the home page installable', async () => {
  // A persistent profile: a fresh Playwright context counts as incognito, where nothing installs.
  const profile = mkdtempSync(path.join(tmpdir(), 'fitgroup-pwa-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${BASE_URL}/`, { waitUntil: 'networkidle' });
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    await expect.poll(() => installabilityErrors(page), { timeout: 15_000 }).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('a signed-out visit registers no service worker (ours is for signed-in pages; offline-pages.spec.ts)', async ({
  page,
}) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
});
