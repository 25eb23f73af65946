import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import type { Row } from './table';
import type { SignedIn } from './sign-in';
import { loadPage, signedInContext, type Loaded } from './browser';
import { kb } from './http-rows';

/** Pages anyone opens first: plain Astro, no React runtime, a few KB of script. */
const PUBLIC_PAGES = ['/', '/login/', '/register/'];
const PUBLIC_BUDGET = 15 * 1024;
/** Signed-in pages (the member is staff and paid, so every page renders). */
const MEMBER_PAGES = ['/profile', '/community', '/weekly-log', '/dashboard', '/support', '/account-settings', '/admin'];
const MEMBER_BUDGET = 100 * 1024;
/** Markers only React's runtime carries (its error decoder link, the keys it puts on DOM nodes). */
const REACT_MARKERS = /react\.dev\/errors|__reactFiber\$|__reactContainer\$|__reactProps\$/;
const TEXT_TYPES = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;
/** Compression of a body this small saves nothing; servers (and Hono's compress()) skip it. */
const COMPRESS_THRESHOLD = 1024;

const trimmed = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

interface PageScripts {
  path: string;
  gzipBytes: number;
  wireBytes: number;
  scripts: number;
  react: string | null;
}

/**
 * Every script the page ran: the files (each gzipped alone, at level 9) and the inline ones, which come inside the
 * HTML (each gzipped alone too, which counts them for more than they add to the compressed page).
 */
function scriptsOf(path: string, responses: Loaded[], inline: string[], islands: number): PageScripts {
  const seen = new Set<string>();
  let gzipBytes = 0;
  let wireBytes = 0;
  let react: string | null = islands > 0 ? `${islands} astro-island element(s)` : null;
  for (const text of inline) gzipBytes += gzipSync(Buffer.from(text, 'utf8'), { level: 9 }).length;
  for (const r of responses) {
    if (/javascript|ecmascript/.test(r.mimeType) && !r.body)
      throw new Error(`${path}: the body of ${r.url} could not be read`);
    if (!r.body || seen.has(r.url)) continue;
    seen.add(r.url);
    gzipBytes += gzipSync(r.body, { level: 9 }).length;
    wireBytes += r.encodedBytes;
    if (!react && REACT_MARKERS.test(r.body.toString('latin1'))) react = `React runtime in ${new URL(r.url).pathname}`;
  }
  return { path, gzipBytes, wireBytes, scripts: seen.size + inline.length, react };
}

/**
 * Text responses of our own origin that came uncompressed, or without `Vary: Accept-Encoding`, and files of the
 * build over the threshold that have no `.br` and `.gz` beside them (integrations/precompress.ts writes both).
 */
function checkCompression(
  base: string,
  clientDir: string,
  responses: Loaded[],
  into: Map<string, string>,
  checked: Set<string>,
): void {
  for (const r of responses) {
    if (!r.url.startsWith(base) || r.status !== 200 || !TEXT_TYPES.test(r.mimeType)) continue;
    const length = Number(r.headers['content-length'] ?? NaN);
    const encoding = r.headers['content-encoding'] ?? '';
    if (!encoding && Number.isFinite(length) && length < COMPRESS_THRESHOLD) continue;
    const path = new URL(r.url).pathname;
    checked.add(path);
    const file = path.startsWith('/') && !path.includes('..') ? `${clientDir}${path}` : '';
    const built =
      file !== '' && existsSync(file) && statSync(file).isFile() && statSync(file).size > COMPRESS_THRESHOLD;
    if (!/^(br|gzip)$/.test(encoding)) into.set(path, encoding ? `served ${encoding}` : 'uncompressed');
    else if (!/accept-encoding/i.test(r.headers['vary'] ?? '')) into.set(path, 'no Vary: Accept-Encoding');
    else if (built && !(existsSync(`${file}.br`) && existsSync(`${file}.gz`)))
      into.set(path, 'not precompressed at build time');
  }
}

/** Row 4: JavaScript per route (gzip bytes of every script a real page load ran) and the compression check. */
export async function javascriptRows(browser: Browser, base: string, member: SignedIn, outDir: string): Promise<Row[]> {
  const clientDir = path.join(outDir, 'client');
  const offenders = new Map<string, string>();
  const checked = new Set<string>();
  const rows: Row[] = [];
  // A fresh context per page: every load is a first visit, with nothing from the browser's cache.
  const visit = async (path: string, member: SignedIn | null) => {
    const context = await signedInContext(browser, base, member);
    try {
      const { responses, islands, finalUrl, page } = await loadPage(context, base + path);
      if (trimmed(new URL(finalUrl).pathname) !== trimmed(path))
        throw new Error(`${path} ended on ${finalUrl}${member ? ' (signed in)' : ''}`);
      checkCompression(base, clientDir, responses, offenders, checked);
      const inline = await page.$$eval('script:not([src])', (scripts) =>
        scripts
          .filter((s) => /^(|module|text\/javascript)$/i.test(s.getAttribute('type') ?? ''))
          .map((s) => s.textContent ?? ''),
      );
      return scriptsOf(path, responses, inline, islands);
    } finally {
      await context.close();
    }
  };
  for (const path of PUBLIC_PAGES) {
    const s = await visit(path, null);
    rows.push({
      id: '4',
      name: `JS on ${path}`,
      value: `${kb(s.gzipBytes)} gzip in ${s.scripts} scripts (${kb(s.wireBytes)} sent); ${s.react ?? 'no React'}`,
      budget: '≤ 15 KB, no React',
      pass: s.gzipBytes <= PUBLIC_BUDGET && s.react === null,
      status: 'ran',
      metrics: { ...s },
    });
  }
  const pages: PageScripts[] = [];
  for (const path of MEMBER_PAGES) pages.push(await visit(path, member));
  const heaviest = pages.reduce((a, b) => (b.gzipBytes > a.gzipBytes ? b : a));
  rows.push({
    id: '4',
    name: 'JS on signed-in pages (max)',
    value: `${kb(heaviest.gzipBytes)} gzip on ${heaviest.path} (${kb(heaviest.wireBytes)} sent)`,
    budget: '≤ 100 KB',
    pass: pages.every((p) => p.gzipBytes <= MEMBER_BUDGET),
    status: 'ran',
    note: pages.map((p) => `${p.path} ${kb(p.gzipBytes)}`).join(', '),
    metrics: { pages },
  });
  const list = [...offenders].map(([path, why]) => `${path} ${why}`);
  rows.push({
    id: '4',
    name: 'text assets compressed',
    value:
      offenders.size === 0
        ? `all ${checked.size} br/gzip + Vary; the build's files precompressed`
        : `${offenders.size} of ${checked.size} not`,
    budget: 'br or gzip, Vary: Accept-Encoding, precompressed',
    pass: offenders.size === 0,
    status: 'ran',
    ...(list.length
      ? { note: list.slice(0, 8).join('; ') + (list.length > 8 ? `; … ${list.length - 8} more` : '') }
      : {}),
    metrics: { checked: [...checked], offenders: Object.fromEntries(offenders) },
  });
  return rows;
}
