/**
 * The client build's files (`<outDir>/client`), served with `send` (ETag, Last-Modified, 304, byte ranges), and
 * their precompressed siblings (`x.js.br`, `x.js.gz`, written by integrations/precompress.ts) chosen by
 * Accept-Encoding. @hono/node-server's serveStatic with `precompressed` was tried and does not fit: it matches
 * Accept-Encoding tokens exactly (a `br;q=0` is taken as no answer at all, a `gzip;q=0.5` as none), and it sends no
 * ETag and never answers 304.
 */
import { existsSync, readdirSync, type Dirent } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import send from 'send';
import { negotiateEncoding, OUR_CODINGS, withVaryOnAcceptEncoding, type Coding } from './compression';
import { textFileType } from '../../lib/text-files';
import { WORKER_PATH } from '../../sw/worker-path';

const SUFFIX: Record<Coding, string> = { br: '.br', gzip: '.gz' };

/**
 * Every file of the client build, as URL paths (`/_astro/client.x.js`, `/login/index.html`). Read once at start:
 * the build does not change under a running server.
 */
export function listStaticFiles(clientDir: string): Set<string> {
  if (!existsSync(clientDir)) return new Set();
  return new Set(
    (readdirSync(clientDir, { recursive: true, withFileTypes: true }) as Dirent[])
      .filter((d) => d.isFile())
      .map((d) => '/' + path.relative(clientDir, path.join(d.parentPath, d.name)).split(path.sep).join('/')),
  );
}

/** The files of `files` (listStaticFiles) that have precompressed siblings: URL path → the codings on disk. */
export function findPrecompressed(files: Set<string>): Map<string, Coding[]> {
  const found = new Map<string, Coding[]>();
  for (const file of files) {
    if (file.endsWith('.br') || file.endsWith('.gz')) continue;
    const codings = OUR_CODINGS.filter((c) => files.has(file + SUFFIX[c]));
    if (codings.length > 0) found.set(file, codings);
  }
  return found;
}

/** The URL path of the file a static request names (a folder's index.html), as findPrecompressed keys it. */
export function staticFileOf(pathname: string): string {
  return pathname.endsWith('/') ? pathname + 'index.html' : pathname;
}

/** The sibling to send for a request, with its coding, or null for the file itself. */
export function precompressedVariant(
  variants: Map<string, Coding[]>,
  file: string,
  acceptEncoding: string | string[] | undefined,
): { path: string; coding: Coding } | null {
  const available = variants.get(file);
  if (!available) return null;
  const coding = negotiateEncoding(acceptEncoding, available);
  return coding ? { path: file + SUFFIX[coding], coding } : null;
}

type Fallback = () => void;

/**
 * Serves the build's files from `clientDir`; anything else (a page route, a folder) goes to `fallback`. The files
 * and their siblings are looked up once.
 */
export function staticFiles(
  clientDir: string,
): (req: IncomingMessage, res: ServerResponse, pathname: string, fallback: Fallback) => void {
  const files = listStaticFiles(clientDir);
  const precompressed = findPrecompressed(files);
  return (req, res, pathname, fallback) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return fallback();
    const file = staticFileOf(pathname);
    // A page route (/admin, /community) is no file of the build: straight to Astro, without send's look on disk.
    // A folder without its slash (/login for /login/index.html) still goes through send, whose redirect Astro makes.
    if (!files.has(file) && !files.has(`${file}/index.html`)) return fallback();
    const variant = precompressedVariant(precompressed, file, req.headers['accept-encoding']);
    // An encoded sibling is sent whole: no byte ranges of it (a range of the identity file stays possible).
    const stream = send(req, variant?.path ?? pathname, {
      root: clientDir,
      index: ['index.html'],
      dotfiles: 'deny',
      acceptRanges: !variant,
    });
    stream.on('headers', (r: ServerResponse) => {
      if (pathname.startsWith('/_astro/')) r.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      // The service worker is asked again on every check for an update, so a new build's worker is found at once.
      if (pathname === WORKER_PATH) r.setHeader('Cache-Control', 'no-cache');
      // A text file and its encoded siblings share one type (the type of what was compressed, not of `.br`).
      const type = textFileType(file);
      if (type) {
        r.setHeader('Content-Type', type);
        const vary = r.getHeader('Vary');
        r.setHeader('Vary', withVaryOnAcceptEncoding(vary === undefined ? null : String(vary)));
      }
      if (variant) r.setHeader('Content-Encoding', variant.coding);
    });
    stream.on('error', () => fallback());
    // A directory (a page route such as /profile) is not a file: Astro answers it instead of send's redirect.
    stream.on('directory', () => fallback());
    stream.pipe(res);
  };
}
