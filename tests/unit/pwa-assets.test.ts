import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ICONS, webManifest, writePwaAssets } from '../../integrations/pwa-icons';
import { BACKGROUND_COLOR, THEME_COLOR } from '../../src/lib/native/theme';

/** Width and height from a PNG's IHDR chunk (bytes 16-23), after checking the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const out = mkdtempSync(path.join(tmpdir(), 'fitgroup-pwa-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('the generated web manifest and icons', () => {
  it('the manifest names the app and has what installing needs: id, start_url, scope, standalone, the theme colours', () => {
    const manifest = webManifest({ name: 'FitGroup' });
    expect(manifest).toMatchObject({
      id: '/',
      name: 'FitGroup',
      short_name: 'FitGroup',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOR,
      background_color: BACKGROUND_COLOR,
    });
    expect(manifest.description).toContain('FitGroup');
  });

  it('keeps short_name short for a long site name', () => {
    expect(webManifest({ name: 'Riverside Strength Club' }).short_name).toBe('Riverside');
  });

  it('lists 192 and 512 PNG icons and a maskable 512 one', () => {
    const icons = webManifest().icons;
    expect(icons).toContainEqual({ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' });
    expect(icons).toContainEqual({ src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' });
    expect(icons).toContainEqual({
      src: '/icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    });
  });

  it('writes every icon the manifest lists at its declared size, and a 180x180 apple-touch-icon', async () => {
    const written = await writePwaAssets(out, { name: 'FitGroup' });
    expect(written).toContain('/manifest.webmanifest');
    const manifest = JSON.parse(readFileSync(path.join(out, 'manifest.webmanifest'), 'utf8')) as ReturnType<
      typeof webManifest
    >;
    for (const icon of manifest.icons.filter((i) => i.type === 'image/png')) {
      const [w, h] = icon.sizes.split('x').map(Number);
      expect(pngSize(readFileSync(path.join(out, icon.src))), icon.src).toEqual({ width: w, height: h });
    }
    expect(pngSize(readFileSync(path.join(out, 'apple-touch-icon.png')))).toEqual({ width: 180, height: 180 });
    expect(ICONS.map((i) => i.path)).toContain('/apple-touch-icon.png');
  });

  it('paints the maskable icon edge to edge in the brand colour (launchers cut their own shape)', async () => {
    const sharp = (await import('sharp')).default;
    const { data } = await sharp(path.join(out, 'icons/icon-maskable-512.png'))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const brand = [1, 3, 5].map((i) => parseInt(THEME_COLOR.slice(i, i + 2), 16));
    expect([...data.subarray(0, 3)]).toEqual(brand); // the top-left corner
  });
});

describe('the theme colours', () => {
  it("are the stylesheet's: THEME_COLOR is --color-brand-700 of src/styles/global.css", () => {
    const css = readFileSync(path.resolve(import.meta.dirname, '../../src/styles/global.css'), 'utf8');
    expect(css).toMatch(new RegExp(`--color-brand-700:\\s*${THEME_COLOR};`, 'i'));
    expect(css).toMatch(/body\s*{[^}]*bg-slate-50/);
    expect(BACKGROUND_COLOR).toBe('#f8fafc'); // Tailwind's slate-50
  });
});
