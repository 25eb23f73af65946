/**
 * The web app manifest and its PNG icons, generated at build time from one source, public/favicon.svg (sharp):
 *
 * - /icons/icon-192.png, /icons/icon-512.png: the favicon as it is (rounded corners, transparent outside);
 * - /icons/icon-maskable-192.png, /icons/icon-maskable-512.png: full-bleed brand colour with the mark inside the
 *   safe zone (the middle 80 % circle), for launchers that cut their own shape;
 * - /apple-touch-icon.png (180, opaque: iOS fills transparency with black and rounds the corners itself);
 * - /manifest.webmanifest listing them, with the theme colours of src/lib/native/theme.ts.
 *
 * Written into the client build (served as static files by src/server.ts); `astro dev` serves the same bytes from
 * memory. No service worker: the layout removes any on load.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import sharp from 'sharp';
import { BACKGROUND_COLOR, THEME_COLOR } from '../src/lib/native/theme.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ICON_SOURCE = path.join(root, 'public', 'favicon.svg');

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: 'any' | 'maskable';
}

interface IconSpec {
  path: string;
  size: number;
  /** 'plain': the source as drawn; 'padded': the source scaled by `mark` onto an opaque brand-coloured square. */
  kind: 'plain' | 'padded';
  mark?: number;
  purpose?: 'any' | 'maskable';
}

/** Every generated picture; `purpose` set: listed in the manifest. */
export const ICONS: IconSpec[] = [
  { path: '/icons/icon-192.png', size: 192, kind: 'plain', purpose: 'any' },
  { path: '/icons/icon-512.png', size: 512, kind: 'plain', purpose: 'any' },
  // The mark fills 80 % of the square: its drawn part (about 56 % of the favicon, so 45 % of the icon) stays well inside the safe zone.
  { path: '/icons/icon-maskable-192.png', size: 192, kind: 'padded', mark: 0.8, purpose: 'maskable' },
  { path: '/icons/icon-maskable-512.png', size: 512, kind: 'padded', mark: 0.8, purpose: 'maskable' },
  { path: '/apple-touch-icon.png', size: 180, kind: 'padded', mark: 0.86 },
];

export interface ManifestOptions {
  /** SITE_NAME at build time. */
  name?: string;
}

export function webManifest({ name = process.env['SITE_NAME']?.trim() || 'FitGroup' }: ManifestOptions = {}) {
  return {
    id: '/',
    name,
    // Under the icon: launchers cut names past about 12 characters.
    short_name: name.length <= 12 ? name : name.split(/\s+/)[0]!.slice(0, 12),
    description: `${name}: training logs and community for our fitness group.`,
    lang: 'en',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: BACKGROUND_COLOR,
    theme_color: THEME_COLOR,
    categories: ['health', 'fitness', 'lifestyle'],
    icons: [
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ...ICONS.filter((icon) => icon.purpose).map(
        (icon): ManifestIcon => ({
          src: icon.path,
          sizes: `${icon.size}x${icon.size}`,
          type: 'image/png',
          purpose: icon.purpose!,
        }),
      ),
    ],
  };
}

/** The source drawn at `size` pixels (librsvg renders an SVG at its width/height). */
function sized(svg: string, size: number): Buffer {
  const sizedSvg = svg.replace(/<svg\b([^>]*)>/, (_m, attrs: string) => {
    const rest = attrs.replace(/\s(width|height)="[^"]*"/g, '');
    return `<svg${rest} width="${size}" height="${size}">`;
  });
  return Buffer.from(sizedSvg);
}

async function renderIcon(svg: string, icon: IconSpec): Promise<Buffer> {
  if (icon.kind === 'plain') return sharp(sized(svg, icon.size)).png({ compressionLevel: 9 }).toBuffer();
  const markSize = Math.round(icon.size * (icon.mark ?? 0.7));
  const mark = await sharp(sized(svg, markSize)).png().toBuffer();
  return sharp({ create: { width: icon.size, height: icon.size, channels: 3, background: THEME_COLOR } })
    .composite([{ input: mark, gravity: 'center' }])
    .flatten({ background: THEME_COLOR })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** Every generated file by its URL path: the icons and the manifest. */
export async function pwaAssets(options: ManifestOptions = {}): Promise<Map<string, Buffer>> {
  const svg = await readFile(ICON_SOURCE, 'utf8');
  const files = new Map<string, Buffer>();
  await Promise.all(ICONS.map(async (icon) => files.set(icon.path, await renderIcon(svg, icon))));
  files.set('/manifest.webmanifest', Buffer.from(JSON.stringify(webManifest(options), null, 2) + '\n'));
  return files;
}

/** Writes pwaAssets() under `dir` (a client build folder). */
export async function writePwaAssets(dir: string, options: ManifestOptions = {}): Promise<string[]> {
  const files = await pwaAssets(options);
  for (const [urlPath, bytes] of files) {
    const target = path.join(dir, ...urlPath.split('/').filter(Boolean));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, bytes);
  }
  return [...files.keys()];
}

const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
};

export function pwaIcons(): AstroIntegration {
  let devFiles: Promise<Map<string, Buffer>> | null = null;
  return {
    name: 'fitgroup:pwa-icons',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((req, res, next) => {
          const pathname = (req.url ?? '').split('?')[0]!;
          if (!ICONS.some((icon) => icon.path === pathname) && pathname !== '/manifest.webmanifest') return next();
          devFiles ??= pwaAssets();
          devFiles.then(
            (files) => {
              res.setHeader('Content-Type', TYPES[path.extname(pathname)] ?? 'application/octet-stream');
              res.end(files.get(pathname));
            },
            (err: unknown) => next(err),
          );
        });
      },
      // Before precompress's hook (astro.config.mjs lists this integration first), so the manifest gets its siblings.
      'astro:build:done': async ({ dir, logger }) => {
        const written = await writePwaAssets(fileURLToPath(dir));
        logger.info(`${written.length} PWA files written from public/favicon.svg: ${written.join(', ')}`);
      },
    },
  };
}
